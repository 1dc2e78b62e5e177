/** SPEC 7.3 authentication calls and 8.1 outcomes, on PGlite and on PostgreSQL. */
import { BACKENDS, call, newLearner, PLAYER_ORIGIN, register, registerVerified, startHarness, verificationCodeOf, type Harness } from './support/serviceHarness';

const cookieOf = (headers: Headers): string | undefined => headers.get('set-cookie')?.split(';')[0];

describe.each(BACKENDS)('learner service auth on %s', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(backend);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('registers a learner, signs them in with the same credentials and answers the profile', async () => {
    const learner = newLearner();
    const registered = await call(h, 'POST', '/api/credentials/register', { body: { ...learner, email: learner.email.toUpperCase() } });
    // No token: the same answer as for an address that has an account (issue 21 §1); the e-mail says the rest.
    expect(registered.status).toBe(202);
    expect(registered.body).toEqual({});

    const signedIn = await call(h, 'POST', '/api/auth/credentials', { body: { email: learner.email, password: learner.password } });
    expect(signedIn.status).toBe(200);
    const me = await call(h, 'GET', '/api/learner/me?v=123', { token: signedIn.body.token });
    expect(me.status).toBe(200);
    // SPEC 3.6: the e-mail is lower-cased. Not verified until the e-mailed link is followed.
    expect(me.body).toEqual({ id: expect.any(String), email: learner.email.toLowerCase(), name: learner.name, emailVerified: false });
  });

  it('answers a wrong password and an unknown e-mail alike: 401, no hint which part was wrong', async () => {
    const { learner } = await register(h);
    const wrongPassword = await call(h, 'POST', '/api/auth/credentials', { body: { email: learner.email, password: `${learner.password}x` } });
    const unknownEmail = await call(h, 'POST', '/api/auth/credentials', { body: { email: `nobody.${learner.email}`, password: learner.password } });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.body).toEqual({ message: 'emailPasswordCombinationNotExists' });
    expect(unknownEmail.body).toEqual(wrongPassword.body);
  });

  it('answers register alike whether or not the address has an account; the e-mail says the rest', async () => {
    const { learner } = await registerVerified(h);
    const pending = await register(h); // registered, not verified
    await h.advance(61); // past the least time between two links to one learner
    const fresh = newLearner();
    const before = h.mail.length;
    const again = await call(h, 'POST', '/api/credentials/register', { body: { ...learner, password: 'another-pw-1', name: 'Some One' } });
    const againPending = await call(h, 'POST', '/api/credentials/register', { body: { ...pending.learner, password: 'another-pw-2' } });
    const created = await call(h, 'POST', '/api/credentials/register', { body: fresh });
    expect([again.status, again.body]).toEqual([created.status, created.body]);
    expect([againPending.status, againPending.body]).toEqual([created.status, created.body]);
    expect(again.headers.get('set-cookie')).toBeNull();

    // The owner of the registered address is told they have an account; the pending one gets a new link to confirm; the new one a link.
    const toOwner = await h.mailTo(learner.email, before);
    expect(toOwner.text).toMatch(/You already have one/);
    expect(verificationCodeOf(toOwner.link)).toBeNull();
    expect(verificationCodeOf((await h.mailTo(pending.learner.email, before)).link)).toBeTruthy();
    expect(verificationCodeOf((await h.mailTo(fresh.email, before)).link)).toBeTruthy();
    // Nothing of the existing accounts changed: their passwords stand, the stranger's do not.
    expect((await call(h, 'POST', '/api/auth/credentials', { body: { email: learner.email, password: 'another-pw-1' } })).status).toBe(401);
    expect((await call(h, 'POST', '/api/auth/credentials', { body: { email: learner.email, password: learner.password } })).status).toBe(200);
    expect((await call(h, 'POST', '/api/auth/credentials', { body: { email: pending.learner.email, password: 'another-pw-2' } })).status).toBe(401);
  });

  it('refuses sign-ups breaking SPEC 5.2 and a return link off the player', async () => {
    const bad = async (change: object) => (await call(h, 'POST', '/api/credentials/register', { body: { ...newLearner(), ...change } })).body.message;
    expect(await bad({ email: 'not-an-email' })).toBe('invalidEmail');
    expect(await bad({ password: 'short' })).toBe('invalidPassword');
    expect(await bad({ password: 'has a space' })).toBe('invalidPassword');
    expect(await bad({ name: 'Single' })).toBe('invalidName');
    expect(await bad({ returnUrl: 'https://evil.example/#/login' })).toBe('returnUrlNotAllowed');
  });

  it('exists does not tell who is registered: the same answer for every address', async () => {
    const { learner } = await registerVerified(h);
    const known = await call(h, 'GET', `/api/account/exists?email=${encodeURIComponent(learner.email)}&v=1`);
    const unknown = await call(h, 'GET', `/api/account/exists?email=${encodeURIComponent(`x${learner.email}`)}`);
    expect(known.status).toBe(200);
    expect(known.body).toEqual({ exists: false });
    expect(unknown.body).toEqual(known.body);
  });

  it('gives long-term access (shortTermAccess false) an httpOnly cookie with which the token call hands out tokens', async () => {
    const { learner } = await register(h);
    const signedIn = await call(h, 'POST', '/api/auth/credentials', { body: { email: learner.email, password: learner.password, shortTermAccess: false } });
    const setCookie = signedIn.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/Secure/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\/api\/account/);

    const token = await call(h, 'GET', '/api/account/token?v=2', { headers: { cookie: cookieOf(signedIn.headers)! } });
    expect(token.status).toBe(200);
    expect((await call(h, 'GET', '/api/learner/me', { token: token.body.token })).body.email).toBe(learner.email);
    // Short-term access sets no cookie: the token lives in the player's session storage only.
    const shortTerm = await call(h, 'POST', '/api/auth/credentials', { body: { email: learner.email, password: learner.password } });
    expect(shortTerm.headers.get('set-cookie')).toBeNull();
    // No session: nothing to hand out, answered without an error status (a 401 is an error line in the player's console, issue 22).
    expect((await call(h, 'GET', '/api/account/token')).status).toBe(204);
  });

  it('logout ends the session: its token and cookie no longer work', async () => {
    const { learner } = await register(h);
    const signedIn = await call(h, 'POST', '/api/auth/credentials', { body: { email: learner.email, password: learner.password, shortTermAccess: false } });
    const cookie = cookieOf(signedIn.headers)!;
    const out = await call(h, 'POST', '/api/account/logout', { token: signedIn.body.token, headers: { cookie } });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect((await call(h, 'GET', '/api/learner/me', { token: signedIn.body.token })).status).toBe(401);
    expect((await call(h, 'GET', '/api/account/token', { headers: { cookie } })).status).toBe(204);
  });

  it('refuses an expired token with 401 and a token it did not sign', async () => {
    const { token } = await register(h);
    expect((await call(h, 'GET', '/api/learner/me', { token })).status).toBe(200);
    const [header, payload] = token.split('.');
    expect((await call(h, 'GET', '/api/learner/me', { token: `${header}.${payload}.AAAA` })).status).toBe(401);
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    expect((await call(h, 'GET', '/api/learner/me', { token: unsigned })).status).toBe(401);
    expect((await call(h, 'GET', '/api/learner/me')).status).toBe(401);

    await h.advance(8 * 3600 + 1); // past the default access token lifetime
    expect((await call(h, 'GET', '/api/learner/me', { token })).status).toBe(401);
  });

  it('forgot password: 201 for any address, a link only for an account, the link sets a new password once and ends old sessions', async () => {
    const { learner, token: oldToken } = await register(h);
    const returnUrl = `${PLAYER_ORIGIN}/#/login`;
    const before = h.mail.length;
    expect((await call(h, 'POST', '/api/credentials/forgot-password', { body: { email: `x${learner.email}`, returnUrl, lang: 'en', rtl: false } })).status).toBe(201);
    expect((await call(h, 'POST', '/api/credentials/forgot-password', { body: { email: learner.email, returnUrl, lang: 'ar', rtl: true } })).status).toBe(201);
    // E-mails leave in request order: the next one is this learner's, so the unknown address got none.
    const mail = await h.mailNumber(before);
    expect(mail.to).toBe(learner.email);
    const link = new URL(mail.link);
    expect(link.origin).toBe(h.url);

    const form = await call(h, 'GET', `${link.pathname}${link.search}`);
    expect(form.status).toBe(200);
    expect(form.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    // The page speaks the course's language the link carries (lang 'ar'), right to left.
    expect(form.body).toContain('<html lang="ar" dir="rtl">');

    const newPassword = 'brand-new-pw';
    const post = (password: string) =>
      call(h, 'POST', '/reset-password', {
        rawBody: new URLSearchParams({ token: link.searchParams.get('token')!, password }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    expect((await post('bad pw')).status).toBe(400);
    const done = await post(newPassword);
    expect(done.status).toBe(200);
    expect(done.body).toContain(`href="${returnUrl}"`);
    expect((await post('another-pw')).status).toBe(410);

    expect((await call(h, 'GET', '/api/learner/me', { token: oldToken })).status).toBe(401);
    expect((await call(h, 'POST', '/api/auth/credentials', { body: { email: learner.email, password: learner.password } })).status).toBe(401);
    expect((await call(h, 'POST', '/api/auth/credentials', { body: { email: learner.email, password: newPassword } })).status).toBe(200);
  });

  it('forgot password refuses a return link outside the player', async () => {
    const { learner } = await register(h);
    const answer = await call(h, 'POST', '/api/credentials/forgot-password', { body: { email: learner.email, returnUrl: 'https://evil.example/', lang: 'en' } });
    expect(answer.status).toBe(400);
  });

  it('expires a reset link', async () => {
    const { learner } = await register(h);
    const before = h.mail.length;
    await call(h, 'POST', '/api/credentials/forgot-password', { body: { email: learner.email, returnUrl: `${PLAYER_ORIGIN}/` } });
    const link = new URL((await h.mailNumber(before)).link);
    await h.advance(3601);
    expect((await call(h, 'GET', `${link.pathname}${link.search}`)).status).toBe(410);
  });

  it('sends a secret link whose code signs the learner in on the player (signInLinks.test.ts has the rest)', async () => {
    const { token, learner } = await register(h);
    const before = h.mail.length;
    const sent = await call(h, 'POST', `/api/learner/me/courses/${encodeURIComponent('course/1')}/send-secret-link`, { token, body: { courseLanguage: 'de' } });
    expect(sent.status).toBe(200);
    const link = new URL((await h.mailNumber(before)).link);
    expect(link.origin).toBe(PLAYER_ORIGIN);
    expect(link.searchParams.get('language')).toBe('de');
    const exchanged = await call(h, 'POST', '/api/auth/link', { body: { code: link.searchParams.get('code'), courseId: 'course/1' } });
    const me = await call(h, 'GET', '/api/learner/me', { token: exchanged.body.token });
    expect(me.body.email).toBe(learner.email);
    expect((await call(h, 'POST', '/api/learner/me/courses/c/send-secret-link', { body: {} })).status).toBe(401);
  });

  it('never writes a password to its log', async () => {
    const learner = newLearner();
    await register(h, learner);
    await call(h, 'POST', '/api/auth/credentials', { body: { email: learner.email, password: learner.password } });
    await call(h, 'POST', '/api/auth/credentials', { body: { email: learner.email, password: `${learner.password}-wrong` } });
    const log = await h.log();
    expect(log).toContain('/api/auth/credentials');
    expect(log).not.toContain(learner.password);
  });
});

describe.each(BACKENDS)('auth rate limit on %s', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(backend, { authRateLimit: { max: 3, windowMs: 60_000 } });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('answers 429 once a client has tried to sign in too often', async () => {
    const attempt = () => call(h, 'POST', '/api/auth/credentials', { body: { email: 'someone@example.com', password: 'guess-123' } });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await attempt()).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    // Learner calls are not rate limited by the auth limit.
    expect((await call(h, 'GET', '/api/learner/me')).status).toBe(401);
  });

  it('limits exists tighter than the other auth calls', async () => {
    const exists = async () => (await call(h, 'GET', '/api/account/exists?email=someone%40example.com')).status;
    expect([await exists(), await exists()]).toEqual([200, 429]);
  });
});

describe('answers that do not wait for the mail server', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness('PGlite', {}, { delayMs: 1500 });
  });
  afterAll(async () => {
    await h?.close();
  });

  const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
    const start = performance.now();
    const result = await work();
    return [result, performance.now() - start];
  };

  it('forgot password answers an address with an account as fast as one without: the e-mail leaves after the answer', async () => {
    const learner = newLearner();
    await call(h, 'POST', '/api/credentials/register', { body: learner });
    const forgot = (email: string) => call(h, 'POST', '/api/credentials/forgot-password', { body: { email, returnUrl: `${PLAYER_ORIGIN}/` } });
    const [known, knownMs] = await timed(() => forgot(learner.email));
    const [unknown, unknownMs] = await timed(() => forgot(`x${learner.email}`));
    expect([known.status, unknown.status]).toEqual([201, 201]);
    // The mail server takes 1.5 s: an answer that waited for it would take longer.
    expect(knownMs).toBeLessThan(1000);
    expect(unknownMs).toBeLessThan(1000);
    for (let i = 0; i < 100 && !h.mail.some((m) => /password/i.test(m.subject)); i += 1) await new Promise((r) => setTimeout(r, 100));
    expect(h.mail.filter((m) => /password/i.test(m.subject)).map((m) => m.to)).toEqual([learner.email]);
  });

  it('register answers before its e-mail is sent', async () => {
    const learner = newLearner();
    const [answer, ms] = await timed(() => call(h, 'POST', '/api/credentials/register', { body: learner }));
    expect(answer.status).toBe(202);
    expect(ms).toBeLessThan(1000);
    await h.mailTo(learner.email, 0, 5000);
  });
});
