/**
 * Social login (SPEC 2.11, 7.3): GET /api/auth/{provider}?callbackUrl=… runs an OpenID Connect
 * authorization-code login (PKCE, state, nonce) against a stub provider on 127.0.0.1 and sends the
 * learner back to the course link signed in: a long-term cookie, or the token in the address with
 * addTokenQuery=true. A provider that is not configured answers 404.
 */
import { call, PLAYER_ORIGIN, register, registerVerified, startHarness, type Harness } from './support/serviceHarness';
import { startStubProvider, type StubProvider } from './support/stubOidcProvider';

const COURSE_LINK = `${PLAYER_ORIGIN}/course/?attemptId=a-1#/login`;

describe('social login', () => {
  let h: Harness;
  let stub: StubProvider;
  beforeAll(async () => {
    stub = await startStubProvider();
    h = await startHarness('PGlite', { socialProviders: [{ id: 'stub', name: 'Stub ID', issuer: stub.issuer, clientId: stub.clientId, clientSecret: stub.clientSecret }] });
  });
  afterAll(async () => {
    await h?.close();
    await stub?.close();
  });

  const cookiesOf = (response: Response) => response.headers.getSetCookie().map((c) => c.split(';')[0]);

  /** Follows the login from the player's link through the provider back to the service's answer (the last redirect). */
  async function socialLogin(query: string): Promise<{ start: Response; final: Response; cookies: string[] }> {
    const start = await fetch(`${h.url}/api/auth/stub?${query}`, { redirect: 'manual' });
    expect(start.status).toBe(302);
    const atProvider = await fetch(start.headers.get('location')!, { redirect: 'manual' });
    expect(atProvider.status).toBe(302);
    const callback = atProvider.headers.get('location')!;
    expect(callback.startsWith(`${h.url}/api/auth/stub/callback?`)).toBe(true);
    const final = await fetch(callback, { redirect: 'manual', headers: { cookie: cookiesOf(start).join('; ') } });
    return { start, final, cookies: cookiesOf(final) };
  }

  it('lists the configured providers; an unknown one is 404, as JSON for a program and as a page for a learner', async () => {
    expect((await call(h, 'GET', '/api/auth/providers')).body).toEqual({ providers: [{ id: 'stub', name: 'Stub ID' }] });
    const json = await call(h, 'GET', `/api/auth/google?callbackUrl=${encodeURIComponent(COURSE_LINK)}`);
    expect([json.status, json.body]).toEqual([404, { message: 'providerNotConfigured' }]);
    const html = await fetch(`${h.url}/api/auth/google?callbackUrl=${encodeURIComponent(COURSE_LINK)}`, { headers: { accept: 'text/html' } });
    expect(html.status).toBe(404);
    expect(await html.text()).toContain('is not set up on this service');
  });

  it('with addTokenQuery: a new learner is created from the verified e-mail and comes back with a token in the course link', async () => {
    stub.person = { sub: 'p-new', email: 'Noor@Example.org', email_verified: true, name: 'Noor Haddad' };
    const { start, final, cookies } = await socialLogin(`callbackUrl=${encodeURIComponent(COURSE_LINK)}&addTokenQuery=true`);
    // What the provider was asked: the code flow with PKCE (S256), a state and a nonce, and the service's callback.
    const asked = stub.authorizations.at(-1)!;
    expect(asked.get('response_type')).toBe('code');
    expect(asked.get('code_challenge_method')).toBe('S256');
    expect(asked.get('state')).toBeTruthy();
    expect(asked.get('nonce')).toBeTruthy();
    expect(asked.get('scope')).toBe('openid email profile');
    expect(asked.get('redirect_uri')).toBe(`${h.url}/api/auth/stub/callback`);
    expect(start.headers.get('set-cookie')).toMatch(/HttpOnly/i);

    expect(final.status).toBe(302);
    const back = new URL(final.headers.get('location')!);
    expect(`${back.origin}${back.pathname}${back.hash}`).toBe(`${PLAYER_ORIGIN}/course/#/login`);
    expect(back.searchParams.get('attemptId')).toBe('a-1');
    const token = back.searchParams.get('token')!;
    // Short-term: no long-term session cookie, only the token.
    expect(cookies.filter((c) => c.startsWith('ocp_learner_session=') && !c.endsWith('='))).toEqual([]);
    const me = await call(h, 'GET', '/api/learner/me', { token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: 'noor@example.org', name: 'Noor Haddad' });
  });

  it('without addTokenQuery: a learner who verified the e-mail is signed in with a long-term session cookie, and the provider identity is remembered', async () => {
    const { learner, token: before } = await registerVerified(h);
    const id = (await call(h, 'GET', '/api/learner/me', { token: before })).body.id;
    stub.person = { sub: 'p-existing', email: learner.email, email_verified: true, name: 'Someone Else' };
    const { final, cookies } = await socialLogin(`callbackUrl=${encodeURIComponent(COURSE_LINK)}`);
    expect(final.status).toBe(302);
    expect(final.headers.get('location')).toBe(COURSE_LINK);
    const session = cookies.find((c) => c.startsWith('ocp_learner_session='))!;
    // The player's token call (SPEC 7.3) finds the learner through that cookie.
    const token = await fetch(`${h.url}/api/account/token`, { headers: { cookie: session } });
    expect(token.status).toBe(200);
    const me = await call(h, 'GET', '/api/learner/me', { token: ((await token.json()) as { token: string }).token });
    expect(me.body).toMatchObject({ id, email: learner.email, name: learner.name });

    // Linked: the same provider identity finds the account even when the provider now gives another address.
    stub.person = { sub: 'p-existing', email: 'new-address@example.org', email_verified: true };
    const again = await socialLogin(`callbackUrl=${encodeURIComponent(COURSE_LINK)}&addTokenQuery=true`);
    const linkedToken = new URL(again.final.headers.get('location')!).searchParams.get('token')!;
    expect((await call(h, 'GET', '/api/learner/me', { token: linkedToken })).body).toMatchObject({ id, email: learner.email });
  });

  it('does not sign into a password account whose address is not verified: no takeover by a provider login', async () => {
    const { learner, token } = await register(h);
    stub.person = { sub: 'p-taker', email: learner.email, email_verified: true };
    const { final, cookies } = await socialLogin(`callbackUrl=${encodeURIComponent(COURSE_LINK)}&addTokenQuery=true`);
    expect([final.status, final.headers.get('x-outcome')]).toEqual([409, 'socialLoginAccountNotVerified']);
    expect(final.headers.get('location')).toBeNull();
    expect(cookies.filter((c) => c.startsWith('ocp_learner_session=') && !c.endsWith('='))).toEqual([]);
    expect(await final.text()).toContain('Forgot password');
    // The account is as it was: its password and session work, its address is still unverified.
    expect((await call(h, 'GET', '/api/learner/me', { token })).body).toMatchObject({ email: learner.email, emailVerified: false });
    expect((await call(h, 'POST', '/api/auth/credentials', { body: { email: learner.email, password: learner.password } })).status).toBe(200);
  });

  it('a provider login with a verified address makes a verified account; a missing email_verified is refused', async () => {
    stub.person = { sub: 'p-silent', email: 'silent@example.org', name: 'Silent Provider' };
    const silent = await socialLogin(`callbackUrl=${encodeURIComponent(COURSE_LINK)}&addTokenQuery=true`);
    expect([silent.final.status, silent.final.headers.get('x-outcome')]).toEqual([401, 'socialLoginWithoutEmail']);
    expect((await call(h, 'POST', '/api/auth/credentials', { body: { email: 'silent@example.org', password: 'whatever-1' } })).status).toBe(401);

    stub.person = { sub: 'p-vouched', email: 'vouched@example.org', email_verified: true, name: 'Vouched Person' };
    const vouched = await socialLogin(`callbackUrl=${encodeURIComponent(COURSE_LINK)}&addTokenQuery=true`);
    const token = new URL(vouched.final.headers.get('location')!).searchParams.get('token')!;
    expect((await call(h, 'GET', '/api/learner/me', { token })).body).toMatchObject({ email: 'vouched@example.org', emailVerified: true });
  });

  it('a signed-in learner asks to link a provider: the form post from the player starts the login, the identity is linked and proves the matching address', async () => {
    const { learner, token } = await register(h);
    const id = (await call(h, 'GET', '/api/learner/me', { token })).body.id;
    const link = (origin: string | null, form: Record<string, string>) =>
      fetch(`${h.url}/api/auth/stub/link`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...(origin ? { origin } : {}) },
        body: new URLSearchParams(form).toString(),
      });
    // Only the player's pages may ask (a form another site posts with someone's token is refused), with a live token.
    expect((await link('https://evil.example', { token, callbackUrl: COURSE_LINK })).status).toBe(403);
    expect((await link(null, { token, callbackUrl: COURSE_LINK })).status).toBe(403);
    expect((await link(PLAYER_ORIGIN, { token: 'forged', callbackUrl: COURSE_LINK })).status).toBe(401);

    stub.person = { sub: 'p-linked', email: learner.email, email_verified: true };
    const start = await link(PLAYER_ORIGIN, { token, callbackUrl: COURSE_LINK });
    expect(start.status).toBe(302);
    const atProvider = await fetch(start.headers.get('location')!, { redirect: 'manual' });
    const final = await fetch(atProvider.headers.get('location')!, { redirect: 'manual', headers: { cookie: cookiesOf(start).join('; ') } });
    expect(final.status).toBe(302);
    expect(final.headers.get('location')).toBe(COURSE_LINK);
    expect((await call(h, 'GET', '/api/learner/me', { token })).body).toMatchObject({ id, emailVerified: true });

    // From now on the provider login signs into this account.
    const { final: next } = await socialLogin(`callbackUrl=${encodeURIComponent(COURSE_LINK)}&addTokenQuery=true`);
    const nextToken = new URL(next.headers.get('location')!).searchParams.get('token')!;
    expect((await call(h, 'GET', '/api/learner/me', { token: nextToken })).body.id).toBe(id);
  });

  it('refuses a callback link off the player, an answer without the flow cookie or with a changed state, and an unverified e-mail', async () => {
    const off = await fetch(`${h.url}/api/auth/stub?callbackUrl=${encodeURIComponent('https://evil.example/#/login')}`, { redirect: 'manual' });
    expect([off.status, off.headers.get('x-outcome')]).toEqual([400, 'callbackUrlNotAllowed']);

    stub.person = { sub: 'p-2', email: 'lee@example.org', email_verified: true };
    const start = await fetch(`${h.url}/api/auth/stub?callbackUrl=${encodeURIComponent(COURSE_LINK)}`, { redirect: 'manual' });
    const callback = (await fetch(start.headers.get('location')!, { redirect: 'manual' })).headers.get('location')!;
    // Another browser (no flow cookie) cannot finish it.
    const stranger = await fetch(callback, { redirect: 'manual' });
    expect([stranger.status, stranger.headers.get('x-outcome')]).toEqual([400, 'socialLoginExpired']);
    // The right browser with a state that is not the one it sent.
    const changed = new URL(callback);
    changed.searchParams.set('state', 'not-the-state');
    const forged = await fetch(changed, { redirect: 'manual', headers: { cookie: cookiesOf(start).join('; ') } });
    expect([forged.status, forged.headers.get('x-outcome')]).toEqual([401, 'socialLoginFailed']);
    expect(forged.headers.get('location')).toBeNull();

    stub.person = { sub: 'p-3', email: 'unverified@example.org', email_verified: false };
    const { final } = await socialLogin(`callbackUrl=${encodeURIComponent(COURSE_LINK)}&addTokenQuery=true`);
    expect([final.status, final.headers.get('x-outcome')]).toEqual([401, 'socialLoginWithoutEmail']);
    // No account was made: registering the address now makes one (its e-mail is a link to confirm, not "you already have an account").
    const before = h.mail.length;
    await call(h, 'POST', '/api/credentials/register', { body: { email: 'unverified@example.org', password: 'own-pw-123', name: 'Un Verified' } });
    expect((await h.mailTo('unverified@example.org', before)).text).not.toMatch(/already have an account/);
  });
});
