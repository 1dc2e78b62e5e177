import { Navigate, useLocation } from 'react-router-dom';
import { publicRouteRedirect, trackingSwitches } from '@core';
import { useSession } from '../hooks/session';

/**
 * The public-route guard (SPEC 2.3) on the course's own /login and /signup routes: the course is
 * open, so the learner is authorized and goes to the saved progress url, or the cover. (Before the
 * course opens, the sign-in screens have routes of their own: SignInGate.)
 */
export default function PublicRoute() {
  const session = useSession();
  const { pathname } = useLocation();
  const to = publicRouteRedirect({
    path: pathname,
    authorized: true,
    crossDevice: trackingSwitches(session.pkg.template, session.pkg.publish).crossDevice,
    savedUrl: session.course.url,
  });
  return <Navigate to={to ?? '/'} replace />;
}
