import { HashRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { guardedRouteRedirect, type SignInRequest } from '@core';
import { SignInForm } from './SignInForm';
import './signIn.css';

/**
 * While the delivery waits for the learner to sign in (SPEC 2.3, access type 'redirect'): only the
 * public routes exist; every other route, the cover included, leads to the login route.
 */
export function SignInGate({ request }: { request: SignInRequest }) {
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

function GuardedRoute() {
  const { pathname } = useLocation();
  return <Navigate to={guardedRouteRedirect({ path: pathname, authorized: false }) ?? '/login'} replace />;
}
