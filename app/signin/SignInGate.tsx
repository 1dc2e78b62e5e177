import { useState } from 'react';
import { HashRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { guardedRouteRedirect, type SignInRequest } from '@core';
import { SignInForm } from './SignInForm';
import './signIn.css';

/**
 * While the delivery waits for the learner to sign in (SPEC 2.3, access type 'redirect'): only the
 * public routes exist; every other route, the cover included, leads to the login route.
 */
export function SignInGate({ request }: { request: SignInRequest }) {
  if (request.prompt.again) return <SignInAgain request={request} />;
  return (
    <HashRouter>
      <Routes>
        <Route path="/login" element={<SignInForm key="login" mode="login" request={request} />} />
        <Route path="/signup" element={<SignInForm key="signup" mode="signup" request={request} />} />
        <Route path="*" element={<GuardedRoute />} />
      </Routes>
    </HashRouter>
  );
}

/**
 * Signed out mid-course (SPEC 4.7): the screens come over the open course without routes of their
 * own, so the course's address stays where the learner was (its router owns the hash).
 */
function SignInAgain({ request }: { request: SignInRequest }) {
  const [mode, setMode] = useState<'login' | 'signup'>('login');
  return <SignInForm key={mode} mode={mode} request={request} onSwitch={() => setMode(mode === 'login' ? 'signup' : 'login')} />;
}

function GuardedRoute() {
  const { pathname } = useLocation();
  return <Navigate to={guardedRouteRedirect({ path: pathname, authorized: false }) ?? '/login'} replace />;
}
