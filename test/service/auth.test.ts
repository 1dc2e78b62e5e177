/** SPEC 7.3 authentication calls and 8.1 outcomes, on PGlite and on PostgreSQL. */
import { BACKENDS, call, newLearner, PLAYER_ORIGIN, register, startHarness, type Harness } from './support/serviceHarness';

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
    expect(registered.status).toBe(201);
    expect(registered.body).toEqual({ token: expect.any(String), shortTermAccess: true });

    const signedIn = await call(h, 'POST', '/api/auth/credentials', { body: { email: learner.email, password: learner.password } });
    expect(signedIn.status).toBe(200);
    const me = await call(h, 'GET', '/api/learner/me?v=123', { token: signedIn.body.token });
    expect(me.status).toBe(200);
    // SPEC 3.6: the e-mail is lower-cased.
    expect(me.body).toEqual({ id: expect.any(String), email: learner.email.toLowerCase(), name: learner.name });
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

  it('refuses a second account for an e-mail and sign-ups breaking SPEC 5.2', async () => {
    const { learner } = await register(h);
    expect((await call(h, 'POST', '/api/credentials/register', { body: learner })).status).toBe(409);
    const bad = async (change: object) => (await call(h, 'POST', '/api/credentials/register', { body: { ...newLearner(), ...change } })).body.message;
    expect(await bad({ email: 'not-an-email' })).toBe('invalidEmail');
    expect(await bad({ password: 'short' })).toBe('invalidPassword');
    expect(await bad({ password: 'has a space' })).toBe('invalidPassword');
    expect(await bad({ name: 'Single' })).toBe('invalidName');
  });

  it('tells whether an account exists', async () => {
    const { learner } = await register(h);
    expect((await call(h, 'GET', `/api/account/exists?email=${encodeURIComponent(learner.email)}&v=1`)).body).toEqual({ exists: true });
    expect((await call(h, 'GET', `/api/account/exists?email=${encodeURIComponent(`x${learner.email}`)}`)).body).toEqual({ exists: false });
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
    expect((await call(h, 'GET', '/api/account/token')).status).toBe(401);
  });

  it('logout ends the session: its token and cookie no longer work', async () => {
    const { learner } = await register(h);
    const signedIn = await call(h, 'POST', '/api/auth/credentials', { body: { email: learner.email, password: learner.password, shortTermAccess: false } });
    const cookie = cookieOf(signedIn.headers)!;
    const out = await call(h, 'POST', '/api/account/logout', { token: signedIn.body.token, headers: { cookie } });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect((await call(h, 'GET', '/api/learner/me', { token: signedIn.body.token })).status).toBe(401);
    expect((await call(h, 'GET', '/api/account/token', { headers: { cookie } })).status).toBe(401);
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
});
