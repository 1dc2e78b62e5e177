import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { hyphenationLanguage, type PlayerSession } from '@core';
import { ErrorBoundary } from './components/ErrorBoundary';
import { Loader } from './components/Loader';
import { PlayerRouter } from './components/PlayerRouter';
import { SessionContext, useSession } from './hooks/session';
import { Layout } from './Layout';
import { Cover } from './screens/Cover';
import { applyTheme } from './theme/applyTheme';
import { asksForQuestion, loadQuestionPreview, loadQuestionPreviewEarly, questionPreviewOf, warmQuestionPreview } from './preview/questionPreview';
import { uiPreferences } from './uiPreferences';

// The cover is the first page and ships in the entry bundle; every other screen loads on demand.
// Only a failed start shows the error page: it loads then (the spinner stays until it has).
const ErrorPage = lazy(() => import(/* webpackChunkName: "error-page" */ './screens/ErrorPage').then((m) => ({ default: m.ErrorPage })));
const NoAccessPage = lazy(() => import(/* webpackChunkName: "no-access" */ './screens/NoAccessPage'));
const screens = () => import(/* webpackChunkName: "screens" */ './screens/courseScreens');
const SectionList = lazy(() => screens().then((m) => ({ default: m.SectionList })));
const SectionPage = lazy(() => screens().then((m) => ({ default: m.SectionPage })));
const QuestionPage = lazy(() => screens().then((m) => ({ default: m.QuestionPage })));
const LearningObjectivePage = lazy(() => screens().then((m) => ({ default: m.LearningObjectivePage })));
// SPEC 3.1 layout onePage: a section's pages on one scrolling page, in a chunk of its own.
const OnePageSection = lazy(() => import(/* webpackChunkName: "one-page" */ './screens/onePage/OnePageSection').then((m) => ({ default: m.OnePageSection })));
const Results = lazy(() => screens().then((m) => ({ default: m.Results })));
const NotFound = lazy(() => screens().then((m) => ({ default: m.NotFound })));
// SPEC 2.10: loaded the first time the learner service cannot be reached.
const ConnectionLost = lazy(() => import(/* webpackChunkName: "connection-lost" */ './connection/ConnectionLost'));
// Issue 27: SPEC 2.1's single-question preview, loaded only when the address asks for one.
const SingleQuestionPreview = lazy(() => loadQuestionPreview().then((m) => ({ default: m.SingleQuestionPreview })));
// Fetched beside the package when the address names a question: the screen waits for nothing after 'ready'.
if (asksForQuestion()) loadQuestionPreviewEarly();
const PublicRoute = lazy(() => import(/* webpackChunkName: "public-route" */ './signin/PublicRoute'));

const later = (node: ReactNode) => <Suspense fallback={<div className="block-skeleton" aria-hidden="true" />}>{node}</Suspense>;

/**
 * The hash routes of SPEC 2.1. The error, no-access and connection screens are states, not paths.
 * Declarative routes: the data router of react-router costs 16 KiB gzip more on the first page
 * and the player needs none of its loaders.
 */
function PlayerRoutes() {
  // One route for every address of a section, so moving within it (the address follows the
  // scrolling) keeps the one-page view mounted.
  const onePage = useSession().pkg.template.layout.layout === 'onePage';
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path="/" element={<Cover />} />
        <Route path="/sections" element={later(<SectionList />)} />
        {onePage ? (
          <Route path="/sections/:sectionId/*" element={later(<OnePageSection />)} />
        ) : (
          <>
            <Route path="/sections/:sectionId" element={later(<SectionPage />)} />
            <Route path="/sections/:sectionId/questions/:questionId" element={later(<QuestionPage />)} />
            <Route path="/sections/:sectionId/learning-objective" element={later(<LearningObjectivePage />)} />
          </>
        )}
        <Route path="/results" element={later(<Results />)} />
        <Route path="/login" element={later(<PublicRoute />)} />
        <Route path="/signup" element={later(<PublicRoute />)} />
        <Route path="*" element={later(<NotFound />)} />
      </Route>
    </Routes>
  );
}

export const App = observer(function App({ session }: { session: PlayerSession }) {
  const ready = session.state === 'ready';
  // Once shown, the connection screen stays mounted: a learner who closed the course there keeps its text.
  const connectionShown = useRef(false);
  if (session.connection.state !== 'online') connectionShown.current = true;
  const connection = connectionShown.current ? (
    <Suspense fallback={null}>
      <ConnectionLost session={session} page={!ready} />
    </Suspense>
  ) : null;
  // Read here so the effect below runs again when the learner switches the language (SPEC 4.7):
  // labels, content, `dir` and `lang` change together.
  const language = ready ? session.courseLanguage.current.language : '';
  useEffect(() => {
    if (!ready) return;
    // SPEC 4.3, 4.7: a preview leaves nothing in the browser, not even a dismissed hint.
    if (session.pkg.publish.isPreview) uiPreferences.keepInMemory();
    const html = document.documentElement;
    const lang = (html.lang = session.pkg.language.locale || session.language);
    html.dir = session.isRtl ? 'rtl' : 'ltr';
    // SPEC 9.3: hyphenation for a set of languages; its code loads only for a course in one of them.
    const language = hyphenationLanguage(lang);
    const hyphenation = language && import(/* webpackChunkName: "hyphenation" */ './language/hyphenation').then((m) => m.startHyphenation(lang, language), console.warn);
    const theme = session.pkg.theme;
    applyTheme({
      ...theme,
      header: { ...theme.header, imageUrl: theme.header.imageUrl && session.files.mediaUrl(theme.header.imageUrl) },
      body: { ...theme.body, textureUrl: theme.body.textureUrl && session.files.mediaUrl(theme.body.textureUrl) },
    });
    document.title = session.course.title || document.title;
    // The package's own fonts load after the first paint and never hold it (font-display swap).
    import(/* webpackChunkName: "package-fonts" */ './theme/packageFonts')
      .then((m) => m.loadPackageFonts({ baseUrl: session.files.mediaUrl(''), theme, customFontPlace: session.pkg.publish.raw.customFontPlace }))
      .catch((e: unknown) => console.warn("The package's fonts could not be loaded; the text keeps its fallback fonts.", e));
    return () => void (hyphenation && hyphenation.then((stop) => stop?.()));
  }, [ready, session, language]);

  // SPEC 2.1 `questionId` in a preview: that question alone; a rejected one is the error page (SPEC 5.2).
  const preview = ready ? questionPreviewOf(session) : null;
  const previewKind = preview?.kind;
  if (preview?.kind === 'question') warmQuestionPreview(session, preview.questionId);
  useEffect(() => {
    if (preview?.kind === 'error') session.fail(preview.error);
    // The error is made anew at each render; the kind is what decides.
  }, [previewKind, session]);

  if (session.state === 'error') {
    return (
      <Suspense fallback={<Loader />}>
        <ErrorPage session={session} />
      </Suspense>
    );
  }
  if (session.state === 'no-access') {
    return (
      <Suspense fallback={<Loader />}>
        <NoAccessPage session={session} />
      </Suspense>
    );
  }
  if (!ready) return session.connection.state === 'online' ? <Loader reconnecting={session.connection.reconnecting} /> : connection;
  if (preview?.kind === 'error') return <Loader />;
  if (preview?.kind === 'question') {
    return (
      <SessionContext.Provider value={session}>
        <ErrorBoundary session={session}>
          <Suspense fallback={<Loader />}>
            <SingleQuestionPreview questionId={preview.questionId} />
          </Suspense>
        </ErrorBoundary>
      </SessionContext.Provider>
    );
  }
  return (
    <SessionContext.Provider value={session}>
      <ErrorBoundary session={session}>
        <PlayerRouter>
          <PlayerRoutes />
        </PlayerRouter>
        {connection}
      </ErrorBoundary>
    </SessionContext.Provider>
  );
});
