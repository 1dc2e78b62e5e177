/*
 * SPEC 2.3's route guards as pure decisions: the app's routes ask them where to go.
 */

/** The public routes of SPEC 2.1: what a learner who is not signed in may open. */
export const SIGN_IN_ROUTES = ['/login', '/signup'] as const;

const isSignInRoute = (path: string) => (SIGN_IN_ROUTES as readonly string[]).includes(path);

/**
 * Guarded routes (SPEC 2.3, access type 'redirect'): while the learner is not signed in every route
 * but the public ones leads to the login route. Null: stay.
 */
export function guardedRouteRedirect(f: { path: string; authorized: boolean }): string | null {
  return !f.authorized && !isSignInRoute(f.path) ? '/login' : null;
}

/**
 * The public-route guard (SPEC 2.3): without cross-device saving there are no accounts to create, so
 * sign-up leads to login; once the learner is signed in the public routes lead back to the saved
 * progress url, else to the cover. Null: stay.
 */
export function publicRouteRedirect(f: { path: string; authorized: boolean; crossDevice: boolean; savedUrl: string }): string | null {
  if (!isSignInRoute(f.path)) return null;
  if (f.authorized) return f.savedUrl && !isSignInRoute(f.savedUrl) ? f.savedUrl : '/';
  if (!f.crossDevice && f.path === '/signup') return '/login';
  return null;
}
