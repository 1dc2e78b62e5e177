import { useState } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { guardedRouteRedirect, type SignInRequest } from '@core';
import { PlayerRouter } from '../components/PlayerRouter';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { SignInForm } from './SignInForm';
import './signIn.css';

/**
 * While the delivery waits for the learner to sign in (SPEC 2.3, access type 'redirect'): only the
 * public routes exist; every other route, the cover included, leads to the login route.
 */
export function SignInGate({ request }: { request: SignInRequest }) {
  if (request.prompt.again) return <SignInAgain request={request} />;
  return (
    <PlayerRouter>
      <Routes>
        <Route path="/login" element={<LoginRoute request={request} />} />
        <Route path="/signup" element={<SignInForm key="signup" mode="signup" request={request} />} />
        <Route path="*" element={<GuardedRoute />} />
      </Routes>
    </PlayerRouter>
  );
}

/**
 * Signed out mid-course (SPEC 4.7): the screens come over the open course without routes of their
 * own, so the course's address stays where the learner was (its router owns the hash).
 */
function SignInAgain({ request }: { request: SignInRequest }) {
  const [mode, setMode] = useState<'login' | 'signup' | 'forgot'>('login');
  const [email, setEmail] = useState('');
  const forgot = (typed: string) => {
    setEmail(typed);
    setMode('forgot');
  };
  const back = (typed: string) => {
    setEmail(typed);
    setMode('login');
  };
  if (mode === 'forgot') return <ForgotPasswordForm request={request} initialEmail={email} onBack={back} />;
  return <SignInForm key={mode} mode={mode} request={request} initialEmail={email} onForgot={forgot} onSwitch={() => setMode(mode === 'login' ? 'signup' : 'login')} />;
}

/**
 * The login route with "forgot password" as a state of it: SPEC 2.1 gives the reset form no route of
 * its own, and the e-mail typed on one screen is there on the other.
 */
function LoginRoute({ request }: { request: SignInRequest }) {
  const [forgot, setForgot] = useState(false);
  const [email, setEmail] = useState('');
  const show = (isForgot: boolean) => (typed: string) => {
    setEmail(typed);
    setForgot(isForgot);
  };
  if (forgot) return <ForgotPasswordForm request={request} initialEmail={email} onBack={show(false)} />;
  return <SignInForm key="login" mode="login" request={request} initialEmail={email} onForgot={show(true)} />;
}

function GuardedRoute() {
  const { pathname } = useLocation();
  return <Navigate to={guardedRouteRedirect({ path: pathname, authorized: false }) ?? '/login'} replace />;
}
