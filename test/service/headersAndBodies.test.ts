/**
 * Issue 21 §3: what every answer says about caching and sniffing, and which body types a route
 * takes. Neither depends on the database, so PGlite only.
 */
import { attemptsPath, call, PLAYER_ORIGIN, register, startHarness, type Answer, type Harness } from './support/serviceHarness';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('answer headers and body types', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness('PGlite');
  });
  afterAll(async () => {
    await h?.close();
  });

  const noStore = (answer: Answer) => answer.headers.get('cache-control');
  const sniffing = (answer: Answer) => answer.headers.get('x-content-type-options');

  it('answers every token with Cache-Control: no-store', async () => {
    const email = `cache${Date.now()}@example.com`;
    const registered = await call(h, 'POST', '/api/credentials/register', { body: { email, password: 'cache-test-pw', name: 'Cache Test' } });
    expect(registered.status).toBe(202);
    expect(noStore(registered)).toBe('no-store');
    // Register opens no session (issue 21 §1): the credentials call does, here a long-term one with its cookie.
    const credentials = await call(h, 'POST', '/api/auth/credentials', { body: { email, password: 'cache-test-pw', shortTermAccess: false } });
    expect(credentials.status).toBe(200);
    expect(noStore(credentials)).toBe('no-store');
    const cookie = credentials.headers.get('set-cookie')!.split(';')[0];
    const fromCookie = await call(h, 'GET', '/api/account/token', { headers: { cookie } });
    expect(fromCookie.status).toBe(200);
    expect(noStore(fromCookie)).toBe('no-store');
    const me = await call(h, 'GET', '/api/learner/me', { token: credentials.body.token });
    expect(noStore(me)).toBe('no-store');
  });

  it('answers every JSON answer with X-Content-Type-Options: nosniff, errors too', async () => {
    const { token } = await register(h);
    const answers = [
      await call(h, 'GET', '/api/learner/me', { token }),
      await call(h, 'GET', '/api/learner/me'),
      await call(h, 'GET', '/no/such/route'),
      await call(h, 'POST', '/api/auth/credentials', { body: { email: 1 } }),
      await call(h, 'GET', '/health'),
      await call(h, 'GET', '/xApi/about', { headers: { 'x-experience-api-version': '1.0.3' } }),
    ];
    for (const answer of answers) {
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      expect(sniffing(answer)).toBe('nosniff');
    }
  });

  it('refuses an attempt PUT sent as a form (415), so a form on another page cannot write progress', async () => {
    const { token } = await register(h);
    const id = `form-${Date.now()}`;
    expect((await call(h, 'POST', attemptsPath('forms'), { token, body: { attemptId: id } })).status).toBe(201);
    const asForm = await call(h, 'PUT', attemptsPath('forms', id), { token, rawBody: 'jsonProgress=%7B%7D&status=PASSED', headers: FORM });
    expect(asForm.status).toBe(415);
    expect(sniffing(asForm)).toBe('nosniff');
    expect((await call(h, 'GET', attemptsPath('forms', id), { token })).body.status).toBe('IN_PROGRESS');
  });

  it('takes JSON only on the JSON routes, the form type only on the service’s own pages', async () => {
    const email = `form${Date.now()}@example.com`;
    const asText = await call(h, 'POST', '/api/auth/credentials', { rawBody: JSON.stringify({ email, password: 'whatever-pw' }), headers: { 'content-type': 'text/plain' } });
    expect(asText.status).toBe(415);
    const asForm = await call(h, 'POST', '/api/credentials/register', { rawBody: new URLSearchParams({ email, password: 'form-password', name: 'Form Learner' }).toString(), headers: FORM });
    expect(asForm.status).toBe(415);
    expect((await call(h, 'POST', '/api/credentials/forgot-password', { rawBody: `email=${email}&returnUrl=${PLAYER_ORIGIN}/`, headers: FORM })).status).toBe(415);
    // The service's own pages post forms: the reset page (an unknown link: 410) and My courses' sign-in (401).
    expect((await call(h, 'POST', '/reset-password', { rawBody: 'token=unknown&password=long-enough-pw', headers: FORM })).status).toBe(410);
    expect((await call(h, 'POST', '/api/account/my-courses/sign-in', { rawBody: `email=${email}&password=nope-nope-nope`, headers: FORM })).status).toBe(401);
  });
});
