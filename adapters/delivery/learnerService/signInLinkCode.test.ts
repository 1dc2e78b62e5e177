/**
 * @jest-environment node
 */
// The player's side of issue 21 §3 against a scripted service: a secret link's single-use code is
// exchanged once and leaves the address; a refused code falls back to signing in; "sign out
// everywhere" clears the tab; the service's refusal of a password is its own outcome.
import { readPublishSettings, readTemplateSettings, type DeliveryContext, type SignInPrompt } from '@core';
import { AuthClient } from './authClient';
import { LearnerTokenStore, TOKEN_KEY } from './LearnerTokenStore';
import { openLearnerServiceDelivery } from './openLearnerServiceDelivery';

const AUTH = 'http://auth.test';
const LEARN = 'http://learn.test';

class MemoryStorage implements Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  readonly items = new Map<string, string>();
  getItem = (k: string) => this.items.get(k) ?? null;
  setItem = (k: string, v: string) => void this.items.set(k, v);
  removeItem = (k: string) => void this.items.delete(k);
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** One code, 'good-code', for course/1; the token it gives, 'tok-link'; registration refuses what it is told to. */
function scriptedService(refusal: string | null = null) {
  const calls: { method: string; path: string; body: unknown; headers: Record<string, string> }[] = [];
  let codeUsed = false;
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input).replace(/^http:\/\/[^/]+/, '');
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null;
    const headers = (init.headers ?? {}) as Record<string, string>;
    calls.push({ method: init.method ?? 'GET', path, body, headers });
    if (path === '/api/auth/link') {
      const good = body?.code === 'good-code' && body.courseId === 'course/1' && !codeUsed;
      if (good) codeUsed = true;
      return good ? json(200, { token: 'tok-link', shortTermAccess: true }) : json(401, { message: 'signInLinkNotValid' });
    }
    if (path === '/api/account/token') return json(401, { message: 'noSession' });
    if (path === '/api/account/logout-everywhere') return json(200, {});
    if (path === '/api/credentials/register') return refusal ? json(400, { message: refusal }) : json(201, { token: 'tok-new', shortTermAccess: true });
    if (path === '/api/auth/credentials') return json(200, { token: 'tok-signed-in', shortTermAccess: true });
    if (headers.Authorization === undefined) return json(401, { message: 'unauthorized' });
    if (path === '/api/learner/me') return json(200, { id: 'l1', email: 'ann@example.org', name: 'Ann Lee' });
    if (path.startsWith('/api/learner/access/')) return json(200, { hasAccessToCourse: true });
    if (path.endsWith('/attempts/last')) return json(404, { message: 'attemptNotFound' });
    if (path.endsWith('/attempts')) return json(201, { ...body, courseId: 'course/1' });
    return json(404, {});
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

function context(href: string, askSignIn?: (prompt: SignInPrompt) => Promise<void>, warn: (m: string) => void = () => undefined): DeliveryContext {
  const location = { href };
  const win = { location, history: { state: null, replaceState: (_s: unknown, _t: string, url: string) => void (location.href = url) } } as unknown as Window;
  Object.assign(win, { self: win, top: win });
  return {
    publish: readPublishSettings({ publishMode: 'Publish', authServiceUrl: AUTH, learnServiceUrl: LEARN }),
    settings: readTemplateSettings({}, { saveProgressCrossDevice: { enabled: true } }),
    query: new URL(href).searchParams,
    window: win,
    courseId: 'course/1',
    templateId: 't',
    courseTitle: 'Course',
    warn,
    ...(askSignIn ? { askSignIn } : {}),
  };
}

const noWait = async () => undefined;

describe('secret-link codes and sign out everywhere in the player', () => {
  it('exchanges the code once for this course, keeps the token in the tab and takes the code out of the address', async () => {
    const service = scriptedService();
    const storage = new MemoryStorage();
    const launch = context('http://player.test/?code=good-code&language=de#/sections');
    const session = await openLearnerServiceDelivery(launch, { fetch: service.fetch, sleep: noWait, tokens: new LearnerTokenStore(storage as unknown as Storage) });
    expect(launch.window!.location.href).toBe('http://player.test/?language=de#/sections');
    expect(service.calls[0]).toMatchObject({ method: 'POST', path: '/api/auth/link', body: { code: 'good-code', courseId: 'course/1' } });
    // Exchanged, not looked up again through the cookie call.
    expect(service.calls.some((c) => c.path === '/api/account/token')).toBe(false);
    expect(storage.items.get(TOKEN_KEY)).toBe('tok-link');
    expect(session.learner?.email).toBe('ann@example.org');
    // The attempt's course link carries no code.
    expect(service.calls.find((c) => c.path.endsWith('/attempts') && c.method === 'POST')?.body).toMatchObject({ courseUrl: 'http://player.test/?language=de' });
  });

  it('a refused code (used, expired, cancelled) asks the learner to sign in, with a warning', async () => {
    const service = scriptedService();
    const warnings: string[] = [];
    let asked = 0;
    const askSignIn = async (prompt: SignInPrompt) => {
      asked += 1;
      await prompt.signIn({ email: 'ann@example.org', password: 'whatever-pw' });
    };
    const session = await openLearnerServiceDelivery(context('http://player.test/?code=used-code', askSignIn, (m) => warnings.push(m)), {
      fetch: service.fetch,
      sleep: noWait,
      tokens: new LearnerTokenStore(new MemoryStorage() as unknown as Storage),
    });
    expect(asked).toBe(1);
    expect(warnings).toEqual([expect.stringContaining('sign-in link')]);
    expect(session.learner?.email).toBe('ann@example.org');
  });

  it('sign out everywhere sends the token and the cookie, and clears the tab', async () => {
    const service = scriptedService();
    const storage = new MemoryStorage();
    const tokens = new LearnerTokenStore(storage as unknown as Storage);
    tokens.keep('tok-1', true);
    await new AuthClient({ auth: AUTH, learn: LEARN }, tokens, service.fetch).signOutEverywhere();
    expect(service.calls).toEqual([{ method: 'POST', path: '/api/account/logout-everywhere', body: null, headers: { Authorization: 'Bearer tok-1' } }]);
    expect(storage.items.has(TOKEN_KEY)).toBe(false);
  });

  it.each(['invalidPassword', 'commonPassword'] as const)('the service refusing the password (%s) is its own sign-up outcome', async (refusal) => {
    const client = new AuthClient({ auth: AUTH, learn: LEARN }, new LearnerTokenStore(new MemoryStorage() as unknown as Storage), scriptedService(refusal).fetch);
    expect(await client.register({ name: 'Ann Lee', email: 'ann@example.org', password: 'password123' }, 'http://player.test/')).toBe(refusal);
  });

  it('another 400 stays the general error', async () => {
    const client = new AuthClient({ auth: AUTH, learn: LEARN }, new LearnerTokenStore(new MemoryStorage() as unknown as Storage), scriptedService('invalidName').fetch);
    expect(await client.register({ name: 'Ann', email: 'ann@example.org', password: 'k7#Qm2!x' }, 'http://player.test/')).toBe('unknownError');
  });
});
