/**
 * @jest-environment node
 */
// Issue 21 §1 on the player's side: sign-up answers 'verificationSent' (the service says the same for
// every address), the link can be sent again, going on unconfirmed is offered only where the course
// is not access-limited, and the e-mailed link's code leaves the address and is presented once the
// learner has signed in, before the access check.
import { readPublishSettings, readTemplateSettings, type DeliveryContext, type SignInPrompt } from '@core';
import { LearnerTokenStore } from './LearnerTokenStore';
import { openLearnerServiceDelivery } from './openLearnerServiceDelivery';

const SERVICE = 'http://service.test';
const settings = readTemplateSettings({}, { saveProgressCrossDevice: { enabled: true } });
const publishWith = (accessLimited: boolean) =>
  readPublishSettings({ publishMode: 'Publish', authServiceUrl: SERVICE, learnServiceUrl: SERVICE, accessLimitation: { enabled: accessLimited, allowedUsers: [] } });

function fakeService(registerStatus = 202) {
  const calls: { method: string; path: string; body: Record<string, unknown> | null }[] = [];
  let verified = false;
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input).replace(SERVICE, '');
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null;
    calls.push({ method: init.method ?? 'GET', path, body });
    if (path === '/api/account/token') return json(401, {});
    if (path === '/api/credentials/register') return registerStatus === 202 ? json(202, {}) : json(201, { token: 'tok', shortTermAccess: true });
    if (path === '/api/credentials/resend-verification') return json(202, {});
    if (path === '/api/auth/credentials') return body?.password === 'secret12' ? json(200, { token: 'tok', shortTermAccess: true }) : json(401, {});
    if (path === '/api/learner/me') return json(200, { id: 'l1', email: 'ann@example.org', name: 'Ann Lee', emailVerified: verified });
    if (path === '/api/learner/me/email-verification') {
      verified = body?.code === 'the-code';
      return verified ? json(200, { emailVerified: true }) : json(410, { message: 'verificationLinkExpired' });
    }
    if (path.startsWith('/api/learner/access/')) return json(200, { hasAccessToCourse: verified });
    if (path.endsWith('/attempts/last')) return json(404, {});
    if (path.endsWith('/attempts')) return json(201, { ...body, courseId: 'c' });
    return json(404, {});
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

function contextFor(options: { href?: string; accessLimited?: boolean; askSignIn: (prompt: SignInPrompt) => Promise<void>; warn?: (m: string) => void }): DeliveryContext {
  const location = { href: options.href ?? 'http://player.test/c/?x=1' };
  const win = { location, history: { state: null, replaceState: (_s: unknown, _t: string, url: string) => void (location.href = url) } } as unknown as Window;
  Object.assign(win, { self: win, top: win });
  return {
    publish: publishWith(options.accessLimited ?? false),
    settings,
    query: new URL(location.href).searchParams,
    window: win,
    courseId: 'c',
    templateId: 't',
    courseTitle: 'Course',
    warn: options.warn ?? (() => undefined),
    askSignIn: options.askSignIn,
  };
}

const open = (context: DeliveryContext, service: ReturnType<typeof fakeService>) =>
  openLearnerServiceDelivery(context, { fetch: service.fetch, sleep: async () => undefined, tokens: tokens() });

class MapStorage {
  private readonly items = new Map<string, string>();
  getItem = (k: string) => this.items.get(k) ?? null;
  setItem = (k: string, v: string) => void this.items.set(k, v);
  removeItem = (k: string) => void this.items.delete(k);
}
const tokens = () => new LearnerTokenStore(new MapStorage() as unknown as Storage);

describe('e-mail verification in the learner-service delivery', () => {
  it("sign-up answers 'verificationSent' and posts the course's login link; the link can be sent again; going on unconfirmed signs in", async () => {
    const service = fakeService();
    const seen: unknown[] = [];
    const askSignIn = async (prompt: SignInPrompt) => {
      seen.push(await prompt.register({ name: 'Ann Lee', email: ' ann@example.org ', password: 'secret12' }));
      seen.push(await prompt.resendVerification!('ann@example.org'), prompt.continueUnverified);
      seen.push(await prompt.signIn({ email: 'ann@example.org', password: 'secret12' }));
    };
    const session = await openLearnerServiceDelivery(contextFor({ askSignIn, href: 'http://player.test/c/?attemptId=a-1#/signup' }), { fetch: service.fetch, sleep: async () => undefined, tokens: tokens() });
    expect(seen).toEqual(['verificationSent', true, true, 'statusOk']);
    const loginLink = 'http://player.test/c/?attemptId=a-1#/login';
    expect(service.calls.find((c) => c.path === '/api/credentials/register')?.body).toEqual({ email: 'ann@example.org', password: 'secret12', name: 'Ann Lee', shortTermAccess: true, returnUrl: loginLink });
    expect(service.calls.find((c) => c.path === '/api/credentials/resend-verification')?.body).toEqual({ email: 'ann@example.org', returnUrl: loginLink });
    expect(session.learner?.email).toBe('ann@example.org');
  });

  it('a service that still answers sign-up with a token signs the learner in (SPEC 7.3)', async () => {
    const seen: unknown[] = [];
    const askSignIn = async (prompt: SignInPrompt) => void seen.push(await prompt.register({ name: 'Ann Lee', email: 'ann@example.org', password: 'secret12' }));
    await open(contextFor({ askSignIn }), fakeService(201)).catch(() => undefined);
    expect(seen).toEqual(['statusOk']);
  });

  it('offers going on unconfirmed only where the course is not access-limited (SPEC 6.2, 6.3)', async () => {
    for (const accessLimited of [false, true]) {
      const offered: unknown[] = [];
      const askSignIn = async (prompt: SignInPrompt) => {
        offered.push(prompt.continueUnverified);
        await prompt.signIn({ email: 'ann@example.org', password: 'secret12' });
      };
      await open(contextFor({ askSignIn, accessLimited }), fakeService());
      expect(offered).toEqual([!accessLimited]);
    }
  });

  it("the link's code leaves the address at once and is presented once the learner has signed in, before the access check", async () => {
    const service = fakeService();
    const context = contextFor({ href: 'http://player.test/c/?attemptId=a-1&verifyEmail=the-code#/login', accessLimited: true, askSignIn: async (prompt) => void (await prompt.signIn({ email: 'ann@example.org', password: 'secret12' })) });
    const session = await open(context, service);
    expect(context.window!.location.href).toBe('http://player.test/c/?attemptId=a-1#/login');
    const order = service.calls.map((c) => c.path).filter((p) => /credentials$|verification$|access\//.test(p));
    expect(order).toEqual(['/api/auth/credentials', '/api/learner/me/email-verification', '/api/learner/access/c']);
    expect(service.calls.find((c) => c.path.endsWith('/email-verification'))?.body).toEqual({ code: 'the-code' });
    expect(session.access).toBeUndefined();

    // A code the service refuses (used, expired, another account's) is reported; the access check decides.
    const warnings: string[] = [];
    const refused = await open(contextFor({ href: 'http://player.test/c/?verifyEmail=old#/login', accessLimited: true, warn: (m) => warnings.push(m), askSignIn: async (prompt) => void (await prompt.signIn({ email: 'ann@example.org', password: 'secret12' })) }), fakeService());
    expect(refused.access).toBe('denied');
    expect(warnings.join()).toMatch(/not accepted/);
    expect(warnings.join()).not.toContain('old');
  });
});
