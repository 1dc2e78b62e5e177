import { observer } from 'mobx-react-lite';
import { HashRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { guardedRouteRedirect, publicRouteRedirect, trackingSwitches, type PlayerSession } from '@core';
import { SessionContext, useSession } from '../hooks/session';
import { SignInForm } from './SignInForm';
import './signIn.css';

/**
 * While the delivery waits for the learner to sign in (SPEC 2.3 access type 'redirect'): only the
 * public routes exist; every other route, the cover included, leads to the login route.
 */
export const SignInGate = observer(function SignInGate({ session }: { session: PlayerSession }) {
  const prompt = session.signInPrompt;
  if (!prompt) return null;
  return (
    <SessionContext.Provider value={session}>
      <HashRouter>
        <Routes>
          <Route path="/login" element={<PublicRoute mode="login" />} />
          <Route path="/signup" element={<PublicRoute mode="signup" />} />
          <Route path="*" element={<GuardedRoute />} />
        </Routes>
      </HashRouter>
    </SessionContext.Provider>
  );
});

function GuardedRoute() {
  const { pathname } = useLocation();
  return <Navigate to={guardedRouteRedirect({ path: pathname, authorized: false }) ?? '/login'} replace />;
}

/**
 * The public-route guard (SPEC 2.3) in front of the login and sign-up screens: a learner who is
 * signed in (the course is open) goes to the saved progress url or the cover.
 */
export const PublicRoute = observer(function PublicRoute({ mode }: { mode: 'login' | 'signup' }) {
  const session = useSession();
  const { pathname } = useLocation();
  const prompt = session.signInPrompt;
  const ready = session.state === 'ready';
  const redirect = publicRouteRedirect({
    path: pathname,
    authorized: ready || !prompt,
    crossDevice: trackingSwitches(session.pkg.template, session.pkg.publish).crossDevice,
    savedUrl: ready ? session.course.url : '',
  });
  if (redirect) return <Navigate to={redirect} replace />;
  return prompt ? <SignInForm mode={mode} prompt={prompt} /> : null;
});
