/** SPEC 7.3 / 9.5: where the auth service's access token lives in the browser. */
export const LEARN_TOKEN_KEY = 'token.learn';

/**
 * The learner's access token as SPEC 7.3 finds it: a 'token' parameter of the launch URL first (the
 * auth service hands it so to a framed course), else session storage 'token.learn', where the
 * sign-in keeps it. Read only: signing in, storing and clearing the token is the learner service's
 * (issue 12), and this never writes.
 */
export function learnerToken(query: URLSearchParams, window: Window | null): string {
  const fromQuery = query.get('token')?.trim();
  if (fromQuery) return fromQuery;
  try {
    return window?.sessionStorage.getItem(LEARN_TOKEN_KEY)?.trim() ?? '';
  } catch {
    // Storage switched off or a sandboxed frame: there is no token to read.
    return '';
  }
}
