/**
 * SPEC 7.3 send-secret-link as a single-use code (issue 21 §3), "sign out everywhere", and a password
 * reset that cancels every outstanding link, on PGlite and on PostgreSQL.
 */
import { attemptsPath, BACKENDS, call, PLAYER_ORIGIN, register, startHarness, type Harness } from './support/serviceHarness';

const COURSE = 'course/1';
const cookieOf = (headers: Headers): string | undefined => headers.get('set-cookie')?.split(';')[0];

describe.each(BACKENDS)('sign-in links on %s', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(backend);
  });
  afterAll(async () => {
    await h?.close();
  });

  /** Asks for a secret link for the course; the link the service e-mailed. */
  async function secretLink(token: string, courseId = COURSE, body: object = {}): Promise<URL> {
    const before = h.mail.length;
    const sent = await call(h, 'POST', `/api/learner/me/courses/${encodeURIComponent(courseId)}/send-secret-link`, { token, body });
    expect(sent.status).toBe(200);
    return new URL((await h.mailNumber(before)).link);
  }

  async function resetLink(email: string): Promise<URL> {
    const before = h.mail.length;
    await call(h, 'POST', '/api/credentials/forgot-password', { body: { email, returnUrl: `${PLAYER_ORIGIN}/#/login` } });
    return new URL((await h.mailNumber(before)).link);
  }

  const exchange = (code: string, courseId = COURSE) => call(h, 'POST', '/api/auth/link', { body: { code, courseId } });
  const setPassword = (link: URL, password: string) =>
    call(h, 'POST', '/reset-password', {
      rawBody: new URLSearchParams({ token: link.searchParams.get('token')!, password }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  const me = async (token: string) => (await call(h, 'GET', '/api/learner/me', { token })).status;

  it('e-mails a code, not a token: exchanged once, for the course it was sent for, for an ordinary session', async () => {
    const { token, learner } = await register(h);
    const link = await secretLink(token, COURSE, { courseLanguage: 'de' });
    expect(link.origin).toBe(PLAYER_ORIGIN);
    expect(link.searchParams.get('language')).toBe('de');
    expect(link.searchParams.has('token')).toBe(false);
    const code = link.searchParams.get('code')!;
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The code is no credential of its own.
    expect(await me(code)).toBe(401);

    expect(await exchange(code, 'course/2')).toMatchObject({ status: 401, body: { message: 'signInLinkNotValid' } });
    const exchanged = await exchange(code);
    expect(exchanged.status).toBe(200);
    expect(exchanged.body).toEqual({ token: expect.any(String), shortTermAccess: true });
    expect(exchanged.headers.get('cache-control')).toBe('no-store');
    expect((await call(h, 'GET', '/api/learner/me', { token: exchanged.body.token })).body.email).toBe(learner.email);
    // Single use, even for the right course.
    expect(await exchange(code)).toMatchObject({ status: 401, body: { message: 'signInLinkNotValid' } });
    expect((await exchange('x'.repeat(43))).status).toBe(401);
    expect((await call(h, 'POST', '/api/auth/link', { body: { code } })).status).toBe(400);
  });

  it('links to the page of the course the learner last saved, when it is on a player origin; else to the player', async () => {
    const { token } = await register(h);
    expect((await secretLink(token, 'never-opened')).pathname).toBe('/');
    const courseUrl = `${PLAYER_ORIGIN}/courses/a/index.html?attemptId=a-1&token=old`;
    await call(h, 'POST', attemptsPath('course-a'), { token, body: { attemptId: `a-${Date.now()}`, courseUrl } });
    const link = await secretLink(token, 'course-a');
    expect(`${link.origin}${link.pathname}`).toBe(`${PLAYER_ORIGIN}/courses/a/index.html`);
    expect(link.searchParams.get('attemptId')).toBe('a-1');
    expect(link.searchParams.has('token')).toBe(false);
    await call(h, 'POST', attemptsPath('course-b'), { token, body: { attemptId: `b-${Date.now()}`, courseUrl: 'https://elsewhere.example/course' } });
    expect((await secretLink(token, 'course-b')).origin).toBe(PLAYER_ORIGIN);
  });

  it('expires a code after 24 hours', async () => {
    const { token } = await register(h);
    const code = (await secretLink(token)).searchParams.get('code')!;
    await h.advance(24 * 3600 + 1);
    expect((await exchange(code)).status).toBe(401);
  });

  it('sign out everywhere ends every session, cookie and outstanding link of the learner, and no one else’s', async () => {
    const { token, learner } = await register(h);
    const other = await register(h);
    const longTerm = await call(h, 'POST', '/api/auth/credentials', { body: { email: learner.email, password: learner.password, shortTermAccess: false } });
    const cookie = cookieOf(longTerm.headers)!;
    const code = (await secretLink(token)).searchParams.get('code')!;
    const reset = await resetLink(learner.email);

    expect((await call(h, 'POST', '/api/account/logout-everywhere')).status).toBe(401);
    const out = await call(h, 'POST', '/api/account/logout-everywhere', { token });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/Expires=Thu, 01 Jan 1970/);

    expect(await me(token)).toBe(401);
    expect(await me(longTerm.body.token)).toBe(401);
    expect((await call(h, 'GET', '/api/account/token', { headers: { cookie } })).status).toBe(204);
    expect((await exchange(code)).status).toBe(401);
    expect((await call(h, 'GET', `${reset.pathname}${reset.search}`)).status).toBe(410);
    expect(await me(other.token)).toBe(200);
    // The password still signs in: only what was signed in before has ended.
    expect((await call(h, 'POST', '/api/auth/credentials', { body: { email: learner.email, password: learner.password } })).status).toBe(200);
  });

  it('sign out everywhere also takes the session cookie as proof', async () => {
    const { learner } = await register(h);
    const longTerm = await call(h, 'POST', '/api/auth/credentials', { body: { email: learner.email, password: learner.password, shortTermAccess: false } });
    const cookie = cookieOf(longTerm.headers)!;
    const short = await call(h, 'POST', '/api/auth/credentials', { body: { email: learner.email, password: learner.password } });
    expect((await call(h, 'POST', '/api/account/logout-everywhere', { headers: { cookie } })).status).toBe(200);
    expect(await me(short.body.token)).toBe(401);
    expect((await call(h, 'POST', '/api/account/logout-everywhere', { headers: { cookie } })).status).toBe(401);
  });

  it('a password reset cancels every outstanding reset link and sign-in code of the learner', async () => {
    const { token, learner } = await register(h);
    const older = await resetLink(learner.email);
    const newer = await resetLink(learner.email);
    const code = (await secretLink(token)).searchParams.get('code')!;

    expect((await setPassword(newer, 'fresh-password-1')).status).toBe(200);
    expect((await call(h, 'GET', `${older.pathname}${older.search}`)).status).toBe(410);
    expect((await setPassword(older, 'attacker-password-2')).status).toBe(410);
    expect((await exchange(code)).status).toBe(401);
    expect(await me(token)).toBe(401);
    expect((await call(h, 'POST', '/api/auth/credentials', { body: { email: learner.email, password: 'fresh-password-1' } })).status).toBe(200);
  });
});
