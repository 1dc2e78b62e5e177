/**
 * @jest-environment node
 */
// Hosted mode with cross-device saving (SPEC 6.3, 7.3, 7.4) against an in-memory stand-in for the
// learner service's calls; the real service and a browser are in test/browser/hosted-cross-device.
import { readPublishSettings, readTemplateSettings, SignInSkipped, type DeliveryContext, type SignInPrompt } from '@core';
import { learnerServiceDelivery } from '.';
import { LearnerTokenStore, SHORT_TERM_KEY, TOKEN_KEY } from './LearnerTokenStore';
import { openLearnerServiceDelivery } from './openLearnerServiceDelivery';
import { fakeService, MemoryStorage } from '../../../test/support/fakeLearnerService';

const AUTH = 'http://auth.test';
const LEARN = 'http://learn.test';
const publish = readPublishSettings({ publishMode: 'Publish', authServiceUrl: `${AUTH}/`, learnServiceUrl: LEARN });
const crossDevice = readTemplateSettings({}, { saveProgressCrossDevice: { enabled: true } });

function fakeWindow(href: string) {
  const location = { href };
  const history = { state: null, replaceState: (_s: unknown, _t: string, url: string) => void (location.href = url) };
  const win = { location, history } as unknown as Window;
  (win as unknown as { self: Window; top: Window }).self = win;
  (win as unknown as { self: Window; top: Window }).top = win;
  return win;
}

function contextFor(
  options: {
    query?: string; askSignIn?: (prompt: SignInPrompt) => Promise<void>; href?: string; warn?: (m: string) => void;
    skippedBefore?: () => Promise<boolean>; social?: boolean; connection?: DeliveryContext['connection'];
  } = {},
): DeliveryContext {
  return {
    publish,
    settings: options.social ? readTemplateSettings({}, { saveProgressCrossDevice: { enabled: true }, loginViaSocialMedia: { enabled: true } }) : crossDevice,
    query: new URLSearchParams(options.query ?? ''),
    window: fakeWindow(options.href ?? 'http://player.test/?x=1'),
    courseId: 'course/1',
    templateId: 't',
    courseTitle: 'Course',
    warn: options.warn ?? (() => undefined),
    ...(options.askSignIn ? { askSignIn: options.askSignIn } : {}),
    ...(options.skippedBefore ? { signInSkip: { skippedBefore: options.skippedBefore } } : {}),
    ...(options.connection ? { connection: options.connection } : {}),
  };
}

const noWait = async () => undefined;

describe('learner-service delivery', () => {
  it('detects a hosted launch with cross-device saving and the service URLs, nothing else (SPEC 6.3)', () => {
    const launch = { publish, query: new URLSearchParams(), window: null, settings: crossDevice };
    expect(learnerServiceDelivery.detect(launch)).toBe(true);
    expect(learnerServiceDelivery.detect({ ...launch, settings: readTemplateSettings({}, { saveProgressCrossDevice: { enabled: false } }) })).toBe(false);
    expect(learnerServiceDelivery.detect({ ...launch, publish: readPublishSettings({ publishMode: 'Publish' }) })).toBe(false);
    expect(learnerServiceDelivery.detect({ ...launch, publish: readPublishSettings({ publishMode: 'Lms', authServiceUrl: AUTH, learnServiceUrl: LEARN }) })).toBe(false);
    expect(learnerServiceDelivery.detect({ ...launch, publish: readPublishSettings({ publishMode: 'Preview', authServiceUrl: AUTH, learnServiceUrl: LEARN }) })).toBe(false);
    expect(learnerServiceDelivery.detect({ ...launch, settings: undefined })).toBe(false);
  });

  it('uses the URL token once, removes it from the address and keeps it in session storage (SPEC 7.3, 9.5)', async () => {
    const service = fakeService();
    const storage = new MemoryStorage();
    const context = contextFor({ query: 'token=tok-1&attemptId=a-1', href: 'http://player.test/?token=tok-1&attemptId=a-1#/sections' });
    const session = await openLearnerServiceDelivery(context, { fetch: service.fetch, sleep: noWait, tokens: new LearnerTokenStore(storage as unknown as Storage) });
    expect(context.window!.location.href).toBe('http://player.test/?attemptId=a-1#/sections');
    expect(storage.items.get(TOKEN_KEY)).toBe('tok-1');
    expect(storage.items.get(SHORT_TERM_KEY)).toBe('true');
    expect(service.calls.some((c) => c.url.endsWith('/api/account/token'))).toBe(false);
    expect(session.learner).toEqual({ id: 'l1', email: 'ann@example.org', name: 'Ann Lee' });
    // SPEC 7.4: the URL's attempt is looked for, and created with that id when the service has none.
    expect(service.calls.map((c) => `${c.method} ${c.url.replace(LEARN, '')}`)).toEqual(['GET /api/learner/me', 'GET /api/learner/access/course%2F1', 'GET /api/learner/me/courses/course%2F1/attempts/a-1', 'POST /api/learner/me/courses/course%2F1/attempts']);
    expect(service.calls[3].body).toEqual({ attemptId: 'a-1', jsonProgress: '{}', score: 0, status: 'IN_PROGRESS', courseUrl: 'http://player.test/?attemptId=a-1' });
    expect(session.attemptId).toBe('a-1');
    expect(await session.store.load()).toBeNull();
  });

  it("forgot password posts the course's login link, the language and direction; 201 is success, anything else the sending failed (SPEC 2.1, 7.3, 8.1)", async () => {
    const service = fakeService();
    const outcomes: string[] = [];
    const askSignIn = async (prompt: SignInPrompt) => {
      outcomes.push(await prompt.forgotPassword!({ email: ' ann@example.org ', lang: 'ar', rtl: true }));
      outcomes.push(await prompt.forgotPassword!({ email: 'down@example.org', lang: 'en', rtl: false }));
      await prompt.signIn({ email: 'ann@example.org', password: 'secret12' });
    };
    const href = 'http://player.test/course/?token=tok-0&attemptId=a-1#/sections/s1';
    await openLearnerServiceDelivery(contextFor({ askSignIn, href }), { fetch: service.fetch, sleep: noWait, tokens: new LearnerTokenStore(new MemoryStorage() as unknown as Storage) });
    expect(outcomes).toEqual(['statusOk', 'passwordResetSendingFailed']);
    const reset = service.calls.find((c) => c.url === `${AUTH}/api/credentials/forgot-password`)!;
    expect(reset.method).toBe('POST');
    expect(reset.body).toEqual({ email: 'ann@example.org', returnUrl: 'http://player.test/course/?attemptId=a-1#/login', lang: 'ar', rtl: true });
  });

  it('SPEC 6.3: "skip step" is offered only where the course allows it; skipping gives the launch away, and a skip made before is not asked again', async () => {
    const tokens = () => new LearnerTokenStore(new MemoryStorage() as unknown as Storage);
    const offered: boolean[] = [];
    const skipping = async (prompt: SignInPrompt) => {
      offered.push(typeof prompt.skip === 'function');
      if (prompt.skip) await prompt.skip();
      else await prompt.signIn({ email: 'ann@example.org', password: 'secret12' });
    };
    // Not allowed: no skip; the learner signs in.
    const notAllowed = await openLearnerServiceDelivery(contextFor({ askSignIn: skipping }), { fetch: fakeService().fetch, sleep: noWait, tokens: tokens() });
    expect(notAllowed.learner?.email).toBe('ann@example.org');
    // Allowed, nothing skipped before: the screens offer it, and the skip ends the opening.
    const service = fakeService();
    await expect(openLearnerServiceDelivery(contextFor({ askSignIn: skipping, skippedBefore: async () => false }), { fetch: service.fetch, sleep: noWait, tokens: tokens() })).rejects.toBeInstanceOf(SignInSkipped);
    expect(offered).toEqual([false, true]);
    expect(service.calls.some((c) => c.url.includes('/attempts'))).toBe(false);
    // Skipped before: not asked at all.
    const asked: string[] = [];
    const askSignIn = async () => void asked.push('asked');
    await expect(openLearnerServiceDelivery(contextFor({ askSignIn, skippedBefore: async () => true }), { fetch: fakeService().fetch, sleep: noWait, tokens: tokens() })).rejects.toBeInstanceOf(SignInSkipped);
    expect(asked).toEqual([]);
  });

  it('SPEC 2.11, 7.3: with loginViaSocialMedia the screens get the links of the providers the service offers; without it, none', async () => {
    const seen: (string[] | null)[] = [];
    const askSignIn = async (prompt: SignInPrompt) => {
      seen.push(prompt.socialLinks ? (await prompt.socialLinks()).map((l) => `${l.name} ${l.href}`) : null);
      await prompt.signIn({ email: 'ann@example.org', password: 'secret12' });
    };
    const href = 'http://player.test/c/?token=old#/sections';
    for (const social of [true, false]) {
      await openLearnerServiceDelivery(contextFor({ askSignIn, href, social }), { fetch: fakeService().fetch, sleep: noWait, tokens: new LearnerTokenStore(new MemoryStorage() as unknown as Storage) });
    }
    // The page (player.test) is not on the service's domain (auth.test): the token comes back in the address.
    expect(seen).toEqual([[`Stub ID ${AUTH}/api/auth/stub?callbackUrl=${encodeURIComponent('http://player.test/c/#/login')}&addTokenQuery=true`], null]);
  });

  it('without a token shows the sign-in routes; a wrong password is its outcome and the prompt stays (SPEC 2.3, 8.1)', async () => {
    const service = fakeService();
    const outcomes: string[] = [];
    const askSignIn = async (prompt: SignInPrompt) => {
      outcomes.push(await prompt.signIn({ email: 'ann@example.org', password: 'wrong-one' }));
      outcomes.push(await prompt.register({ name: 'Ann Lee', email: 'ann@example.org', password: 'secret12' }));
      outcomes.push(await prompt.signIn({ email: 'ann@example.org', password: 'secret12' }));
    };
    const warnings: string[] = [];
    const session = await openLearnerServiceDelivery(contextFor({ askSignIn, warn: (m) => warnings.push(m) }), { fetch: service.fetch, sleep: noWait, tokens: new LearnerTokenStore(new MemoryStorage() as unknown as Storage) });
    // Register answers alike for every address (issue 21 §1): the screen then says to check the e-mail.
    expect(outcomes).toEqual(['emailPasswordCombinationNotExists', 'verificationSent', 'statusOk']);
    // The cookie call comes first, with cookies; then the last attempt, then a new one.
    expect(service.calls[0]).toMatchObject({ method: 'GET', url: `${AUTH}/api/account/token` });
    expect(service.calls.filter((c) => c.url.endsWith('/attempts/last'))).toHaveLength(1);
    expect(session.learner?.email).toBe('ann@example.org');
    expect(session.attemptId).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(warnings)).not.toContain('secret12');
  });

  it('restores the attempt the service holds and saves status, score and the record with PUT (SPEC 7.4)', async () => {
    const service = fakeService();
    service.attempts.set('a-7', { attemptId: 'a-7', jsonProgress: '{"v":1,"answers":[]}', status: 'IN_PROGRESS', score: 0 });
    const tokens = new LearnerTokenStore(new MemoryStorage() as unknown as Storage);
    tokens.keep('tok-1', false);
    const session = await openLearnerServiceDelivery(contextFor(), { fetch: service.fetch, sleep: noWait, tokens });
    expect(service.calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(await session.store.load()).toEqual({ text: '{"v":1,"answers":[]}' });
    const standing = session.sinks[0];
    standing.handle({ type: 'status', attemptId: 'a-7', at: '', status: 'PASSED', score: 87.6 } as never);
    expect(await session.store.save('{"v":1,"answers":[100]}', {})).toEqual({ kind: 'ok' });
    const put = service.calls.at(-1)!;
    expect(put).toMatchObject({ method: 'PUT', url: `${LEARN}/api/learner/me/courses/course%2F1/attempts/a-7`, keepalive: false });
    expect(put.body).toEqual({ status: 'PASSED', attemptId: 'a-7', jsonProgress: '{"v":1,"answers":[100]}', score: 88 });
    expect(put.headers.Authorization).toBe('Bearer tok-1');

    expect(session.store.flushSync!('{"v":1,"answers":[0]}')).toEqual({ kind: 'ok' });
    await new Promise((r) => setImmediate(r));
    expect(service.calls.at(-1)).toMatchObject({ method: 'PUT', keepalive: true });
    expect(service.attempts.get('a-7')?.jsonProgress).toBe('{"v":1,"answers":[0]}');
  });

  it('types save failures: 5xx retryable, 413 too large, 401 logs out and asks for sign-in again while the save waits (SPEC 4.7, 7.1)', async () => {
    const service = fakeService();
    const storage = new MemoryStorage();
    const tokens = new LearnerTokenStore(storage as unknown as Storage);
    tokens.keep('tok-1', true);
    const prompts: SignInPrompt[] = [];
    const askSignIn = (prompt: SignInPrompt) => {
      prompts.push(prompt);
      return prompt.signIn({ email: 'ann@example.org', password: 'secret12' }).then(() => undefined);
    };
    const session = await openLearnerServiceDelivery(contextFor({ askSignIn }), { fetch: service.fetch, sleep: noWait, tokens });
    expect(prompts).toEqual([]);
    service.state.putStatus = 503;
    expect(await session.store.save('{}', {})).toMatchObject({ kind: 'offline', retryable: true });
    service.state.putStatus = 413;
    expect(await session.store.save('{}', {})).toMatchObject({ kind: 'too-large', retryable: false });
    expect(storage.items.get(TOKEN_KEY)).toBe('tok-1');
    service.state.putStatus = 401;
    service.state.token = 'tok-2';
    expect(await session.store.save('{}', {})).toMatchObject({ kind: 'unauthorized', retryable: true });
    expect(prompts.map((p) => p.again)).toEqual([true]);
    // The learner signs in again (a new token); the retried save goes through with it.
    service.state.putStatus = 0;
    for (let i = 0; i < 5; i++) await new Promise((r) => setImmediate(r));
    expect(storage.items.get(TOKEN_KEY)).toBe('tok-2');
    expect(await session.store.save('{"v":1}', {})).toEqual({ kind: 'ok' });
    expect(service.calls.at(-1)?.headers.Authorization).toBe('Bearer tok-2');
  });

  it('a 403 for another reason than the token (another learner\'s attempt) keeps the learner signed in', async () => {
    const service = fakeService();
    const storage = new MemoryStorage();
    const tokens = new LearnerTokenStore(storage as unknown as Storage);
    tokens.keep('tok-1', true);
    const realFetch = service.fetch;
    let refuse = false;
    const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) =>
      refuse && init?.method === 'PUT' ? new Response(JSON.stringify({ message: 'attemptOfAnotherLearner' }), { status: 403 }) : realFetch(input, init)) as typeof fetch;
    const session = await openLearnerServiceDelivery(contextFor(), { fetch: fetchFn, sleep: noWait, tokens });
    refuse = true;
    expect(await session.store.save('{}', {})).toMatchObject({ kind: 'unauthorized', retryable: false });
    expect(storage.items.get(TOKEN_KEY)).toBe('tok-1');
  });

  it('a stored token the service no longer accepts asks for sign-in again; logout clears it', async () => {
    const service = fakeService();
    const storage = new MemoryStorage();
    const tokens = new LearnerTokenStore(storage as unknown as Storage);
    tokens.keep('old-token', true);
    let asked = 0;
    const askSignIn = async (prompt: SignInPrompt) => {
      asked++;
      await prompt.signIn({ email: 'ann@example.org', password: 'secret12' });
    };
    // In a frame the stored token is tried (the service's cookie may be blocked there).
    const context = contextFor({ askSignIn });
    (context.window as unknown as { top: unknown }).top = {};
    const session = await openLearnerServiceDelivery(context, { fetch: service.fetch, sleep: noWait, tokens });
    expect(asked).toBe(1);
    expect(service.calls.find((c) => c.url.endsWith('/api/learner/me'))?.headers.Authorization).toBe('Bearer old-token');
    expect(storage.items.get(TOKEN_KEY)).toBe('tok-1');
    await session.signOut!();
    expect(service.calls.at(-1)).toMatchObject({ method: 'POST', url: `${AUTH}/api/account/logout` });
    expect(storage.items.size).toBe(0);
  });

  it.each([
    ['the learner service (204: no session, no attempt yet)', 204, 204],
    ['a service answering with error statuses (401, 404)', 401, 404],
  ])('%s: the learner is asked to sign in and a first attempt is made; in a frame the stored token is tried (SPEC 7.3, 7.4)', async (_name, noSession, noAttempt) => {
    for (const framed of [false, true]) {
      const service = fakeService();
      Object.assign(service.state, { noSession, noAttempt });
      const tokens = new LearnerTokenStore(new MemoryStorage() as unknown as Storage);
      let asked = 0;
      const askSignIn = async (prompt: SignInPrompt) => {
        asked++;
        await prompt.signIn({ email: 'ann@example.org', password: 'secret12' });
      };
      const context = contextFor({ askSignIn });
      if (framed) {
        tokens.keep('tok-1', true);
        (context.window as unknown as { top: unknown }).top = {};
      }
      const session = await openLearnerServiceDelivery(context, { fetch: service.fetch, sleep: noWait, tokens });
      // Outside a frame nothing is stored (a short-term sign-in ends with the tab); in one the stored token is good.
      expect({ framed, asked }).toEqual({ framed, asked: framed ? 0 : 1 });
      expect(service.calls.filter((c) => c.method === 'POST' && c.url.endsWith('/attempts'))).toHaveLength(1);
      expect(session.attemptId).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('without a sign-in screen it does not open, so browser storage takes the launch', async () => {
    const service = fakeService();
    await expect(openLearnerServiceDelivery(contextFor(), { fetch: service.fetch, sleep: noWait, tokens: new LearnerTokenStore(new MemoryStorage() as unknown as Storage) })).rejects.toThrow(/sign in/);
  });

  it('a service that cannot be reached at start is waited for every 3000 ms, with the connection reported lost and back (SPEC 7.1, 4.7, 2.10)', async () => {
    const service = fakeService();
    const tokens = new LearnerTokenStore(new MemoryStorage() as unknown as Storage);
    tokens.keep('tok-1', true);
    const changes: string[] = [];
    const waits: number[] = [];
    const sleep = async (ms: number) => void waits.push(ms);
    // Longer than the five tries after which the launch used to give way to a second, local copy.
    service.state.down = 8;
    const context = contextFor({ connection: (c) => changes.push(c) });
    (context.window as unknown as { top: unknown }).top = {};
    const session = await openLearnerServiceDelivery(context, { fetch: service.fetch, sleep, tokens });
    expect(session.learner).toMatchObject({ email: 'ann@example.org' });
    expect(waits).toEqual(Array(8).fill(3000));
    expect(changes).toEqual(['lost', 'back']);
    expect(service.attempts.size).toBe(1);
  });

  it('a save that cannot reach the service reports the connection lost and is retried every 3000 ms; the next that goes through reports it back (SPEC 4.7, 7.1)', async () => {
    const service = fakeService();
    const tokens = new LearnerTokenStore(new MemoryStorage() as unknown as Storage);
    tokens.keep('tok-1', true);
    const changes: string[] = [];
    const session = await openLearnerServiceDelivery(contextFor({ connection: (c) => changes.push(c) }), { fetch: service.fetch, sleep: noWait, tokens });
    expect(session.store.retryEveryMs).toBe(3000);
    service.state.down = 1;
    expect(await session.store.save('{"v":1}', {})).toMatchObject({ kind: 'offline', retryable: true });
    service.state.putStatus = 502;
    expect(await session.store.save('{"v":1}', {})).toMatchObject({ kind: 'offline', retryable: true });
    expect(changes).toEqual(['lost']);
    service.state.putStatus = 0;
    expect(await session.store.save('{"v":1}', {})).toEqual({ kind: 'ok' });
    expect(changes).toEqual(['lost', 'back']);
  });

  it('asks the service to e-mail a secret link with the bearer token and the course language (SPEC 2.8, 7.3); only 200 is success (SPEC 8.1)', async () => {
    const service = fakeService();
    const session = await openLearnerServiceDelivery(contextFor({ query: 'token=tok-1' }), { fetch: service.fetch, sleep: noWait, tokens: new LearnerTokenStore(new MemoryStorage() as unknown as Storage) });
    expect(await session.sendSecretLink!('de')).toBe(true);
    expect(service.calls.at(-1)).toMatchObject({ method: 'POST', url: `${LEARN}/api/learner/me/courses/course%2F1/send-secret-link`, body: { courseLanguage: 'de' }, headers: { Authorization: 'Bearer tok-1' } });
    service.state.linkStatus = 201;
    expect(await session.sendSecretLink!('de')).toBe(false);
    service.state.linkStatus = 500;
    expect(await session.sendSecretLink!('de')).toBe(false);
    service.state.live = false;
    service.state.linkStatus = 200;
    expect(await session.sendSecretLink!('de')).toBe(false);
  });

  describe('access limitation (SPEC 6.2, 7.5)', () => {
    const signedIn = () => {
      const tokens = new LearnerTokenStore(new MemoryStorage() as unknown as Storage);
      tokens.keep('tok-1', true);
      return tokens;
    };

    it('hasAccessToCourse false: the session is denied, no attempt is asked for or made, and the learner can sign out', async () => {
      const service = fakeService();
      service.state.hasAccess = false;
      const session = await openLearnerServiceDelivery(contextFor(), { fetch: service.fetch, sleep: noWait, tokens: signedIn() });
      expect(session.access).toBe('denied');
      expect(session.learner?.email).toBe('ann@example.org');
      expect(service.calls.filter((c) => c.url.includes('/attempts'))).toEqual([]);
      expect(await session.store.save('{"v":1}', {})).toMatchObject({ retryable: false });
      expect(service.calls.filter((c) => c.method === 'PUT')).toEqual([]);
      await session.signOut!();
      expect(service.calls.at(-1)).toMatchObject({ method: 'POST', url: `${AUTH}/api/account/logout` });
    });

    it.each([
      ['a network error', 0, true],
      ['a 500', 500, true],
      ['an answer without the field', 200, undefined],
      ['hasAccessToCourse true', 200, true],
    ])('%s grants (SPEC 8.3: a failed check allows access)', async (_name, status, hasAccess) => {
      const service = fakeService();
      service.state.access = status;
      service.state.hasAccess = hasAccess;
      const warnings: string[] = [];
      const session = await openLearnerServiceDelivery(contextFor({ warn: (m) => warnings.push(m) }), { fetch: service.fetch, sleep: noWait, tokens: signedIn() });
      expect(session.access).toBeUndefined();
      expect(session.attemptId).toBeTruthy();
      expect(warnings.some((w) => w.includes('access check failed'))).toBe(status !== 200);
    });

    it("the service's 403 noAccessToCourse on the attempt is a denial, not a failure to open", async () => {
      const service = fakeService();
      service.state.access = 500;
      service.state.attemptsRefused = true;
      const session = await openLearnerServiceDelivery(contextFor(), { fetch: service.fetch, sleep: noWait, tokens: signedIn() });
      expect(session.access).toBe('denied');
    });
  });
});
