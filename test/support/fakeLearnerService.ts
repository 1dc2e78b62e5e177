/**
 * An in-memory stand-in for the learner service's calls (docs/service.md) for one learner,
 * ann@example.org / 'secret12', for the unit tests of the learner-service delivery; the real service
 * and a browser are in test/browser/hosted-*.
 */
export class MemoryStorage implements Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  readonly items = new Map<string, string>();
  getItem = (k: string) => this.items.get(k) ?? null;
  setItem = (k: string, v: string) => void this.items.set(k, v);
  removeItem = (k: string) => void this.items.delete(k);
}

interface Call {
  method: string;
  url: string;
  body: Record<string, unknown> | null;
  headers: Record<string, string>;
  keepalive: boolean;
}

/** The calls of docs/service.md for one learner, ann@example.org / 'secret12'. */
export function fakeService() {
  const calls: Call[] = [];
  const attempts = new Map<string, Record<string, unknown>>();
  // down: how many of the next calls find no service (a network error), as when it is stopped.
  const state = { token: 'tok-1', live: true, putStatus: 0, down: 0, linkStatus: 200, access: 200 as number, hasAccess: true as unknown, attemptsRefused: false, noSession: 401, noAttempt: 404 };
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null;
    const headers = (init.headers ?? {}) as Record<string, string>;
    const method = init.method ?? 'GET';
    calls.push({ method, url, body, headers, keepalive: init.keepalive === true });
    if (state.down > 0) {
      state.down--;
      throw new TypeError('Failed to fetch');
    }
    const bearer = headers.Authorization === `Bearer ${state.token}` && state.live;
    const path = url.replace(/^http:\/\/[^/]+/, '');
    // The answers without a session or a last attempt: SPEC's error statuses, or docs/service.md's 204 (issue 22).
    if (path === '/api/account/token') return state.noSession === 204 ? new Response(null, { status: 204 }) : json(state.noSession, { message: 'noSession' });
    if (path === '/api/auth/credentials') return body?.password === 'secret12' && body.email === 'ann@example.org' ? json(200, { token: state.token, shortTermAccess: true }) : json(401, { message: 'emailPasswordCombinationNotExists' });
    if (path === '/api/credentials/register') return json(202, {});
    if (path === '/api/account/logout') return json(200, {});
    if (path === '/api/auth/providers') return json(200, { providers: [{ id: 'stub', name: 'Stub ID' }, { id: 7 }] });
    if (path === '/api/credentials/forgot-password') return body?.email === 'down@example.org' ? json(500, {}) : json(201, {});
    if (!bearer) return json(401, { message: 'unauthorized' });
    if (path === '/api/learner/me') return json(200, { id: 'l1', email: 'Ann@example.org', name: 'Ann Lee' });
    if (/^\/api\/learner\/me\/courses\/[^/]+\/send-secret-link$/.test(path)) return method === 'POST' ? json(state.linkStatus, {}) : json(405, {});
    if (path.startsWith('/api/learner/access/')) {
      if (state.access === 0) throw new TypeError('Failed to fetch');
      return json(state.access, state.access === 200 ? { hasAccessToCourse: state.hasAccess } : { message: 'scripted' });
    }
    if (state.attemptsRefused) return json(403, { message: 'noAccessToCourse' });
    const m = /^\/api\/learner\/me\/courses\/([^/]+)\/attempts(?:\/(.+))?$/.exec(path);
    if (!m) return json(404, {});
    const id = m[2] === 'last' ? [...attempts.keys()].pop() : m[2];
    if (method === 'GET' && m[2] === 'last' && !id && state.noAttempt === 204) return new Response(null, { status: 204 });
    if (method === 'GET') return id && attempts.has(id) ? json(200, attempts.get(id)) : json(404, { message: 'attemptNotFound' });
    if (method === 'POST') {
      attempts.set(String(body?.attemptId), { ...body, courseId: decodeURIComponent(m[1]) });
      return json(201, attempts.get(String(body?.attemptId)));
    }
    if (method === 'PUT') {
      if (state.putStatus) return json(state.putStatus, { message: 'scripted' });
      attempts.set(String(id), { ...attempts.get(String(id)), ...body });
      return json(200, attempts.get(String(id)));
    }
    return json(405, {});
  };
  return { fetch: fetch as typeof globalThis.fetch, calls, attempts, state };
}
