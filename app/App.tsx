import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { createHashRouter, RouterProvider } from 'react-router-dom';
import type { PlayerSession } from '@core';
import { ErrorBoundary } from './components/ErrorBoundary';
import { Loader } from './components/Loader';
import { SessionContext } from './hooks/session';
import { Layout } from './Layout';
import { ComingLater } from './screens/ComingLater';
import { Cover } from './screens/Cover';
import { ErrorPage } from './screens/ErrorPage';
import { LearningObjectivePage } from './screens/LearningObjectivePage';
import { NotFound } from './screens/NotFound';
import { QuestionPage } from './screens/QuestionPage';
import { Results } from './screens/Results';
import { SectionList } from './screens/SectionList';
import { SectionPage } from './screens/SectionPage';
import { applyTheme } from './theme/applyTheme';

/** The hash routes of SPEC 2.1. The error, no-access and connection screens are states, not paths. */
function createRouter() {
  return createHashRouter([
    {
      element: <Layout />,
      children: [
        { path: '/', element: <Cover /> },
        { path: '/sections', element: <SectionList /> },
        { path: '/sections/:sectionId', element: <SectionPage /> },
        { path: '/sections/:sectionId/questions/:questionId', element: <QuestionPage /> },
        { path: '/sections/:sectionId/learning-objective', element: <LearningObjectivePage /> },
        { path: '/results', element: <Results /> },
        { path: '/login', element: <ComingLater titleKey="[title for login page]" /> },
        { path: '/signup', element: <ComingLater titleKey="[title for signup page]" /> },
        { path: '*', element: <NotFound /> },
      ],
    },
  ]);
}

export const App = observer(function App({ session }: { session: PlayerSession }) {
  const ready = session.state === 'ready';
  useEffect(() => {
    if (!ready) return;
    const html = document.documentElement;
    html.lang = session.pkg.language.locale || session.language;
    html.dir = session.isRtl ? 'rtl' : 'ltr';
    const theme = session.pkg.theme;
    applyTheme({
      ...theme,
      header: { ...theme.header, imageUrl: theme.header.imageUrl && session.mediaUrl(theme.header.imageUrl) },
      body: { ...theme.body, textureUrl: theme.body.textureUrl && session.mediaUrl(theme.body.textureUrl) },
    });
    document.title = session.course.title || document.title;
  }, [ready, session]);
  const router = useMemo(() => (ready ? createRouter() : null), [ready]);

  if (session.state === 'error') return <ErrorPage session={session} />;
  if (!router) return <Loader reconnecting={session.reconnecting} />;
  return (
    <SessionContext.Provider value={session}>
      <ErrorBoundary session={session}>
        <RouterProvider router={router} />
      </ErrorBoundary>
    </SessionContext.Provider>
  );
});
