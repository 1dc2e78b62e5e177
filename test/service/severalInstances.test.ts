/**
 * Issue 21 §6: the service proven where it will run. Two instances (processes of their own) on one
 * PostgreSQL, behind a round-robin proxy without sticky sessions (support/roundRobinProxy.ts), so
 * one learner's consecutive calls alternate between the instances. The learner's cross-device
 * flow runs through the proxy, and whatever one instance ends (a session, a password) is refused by
 * the other on the very next call. Checks of the secret-link codes, e-mail verification, attempt
 * revisions and LRS credentials join this file as those land (they use the same `deployment`).
 */
import { randomBytes } from 'node:crypto';
import { attemptsPath, call, newLearner, PLAYER_ORIGIN, type Answer, type CallOptions } from './support/serviceHarness';
import { servedBy, startDeployment, type Deployment } from './support/severalInstances';

const cookieOf = (headers: Headers): string | undefined => headers.getSetCookie().find((c) => c.startsWith('ocp_learner_session='))?.split(';')[0];

describe('two instances behind a round-robin proxy: the cross-device flow', () => {
  let deployment: Deployment;
  beforeAll(async () => {
    deployment = await startDeployment(2);
  });
  afterAll(async () => {
    await deployment?.close();
  });

  /** A call through the proxy, as the player makes it. */
  const through = (method: string, route: string, options?: CallOptions): Promise<Answer> => call(deployment, method, route, options);

  /**
   * The call after `earlier`, checked to have reached the other instance: what `earlier` changed must
   * already hold there (nothing is cached per instance).
   */
  async function onTheOtherInstance(earlier: Answer, method: string, route: string, options?: CallOptions): Promise<Answer> {
    const answer = await through(method, route, options);
    expect(servedBy(answer)).not.toBe(servedBy(earlier));
    return answer;
  }

  it('serves one learner from both instances: sign-up, sign-in, progress saved on one device and read on another', async () => {
    const learner = newLearner('instances');
    const registered = await through('POST', '/api/credentials/register', { body: learner });
    expect(registered.status).toBe(201);
    const profile = await onTheOtherInstance(registered, 'GET', '/api/learner/me', { token: registered.body.token });
    expect(profile.body.email).toBe(learner.email);

    // Device 1 (a laptop, short-term access) and device 2 (a phone, long-term access with its cookie).
    const laptop = (await through('POST', '/api/auth/credentials', { body: { email: learner.email, password: learner.password } })).body.token;
    const phoneSignIn = await through('POST', '/api/auth/credentials', { body: { email: learner.email, password: learner.password, shortTermAccess: false } });
    const phoneCookie = cookieOf(phoneSignIn.headers)!;
    const phoneToken = await onTheOtherInstance(phoneSignIn, 'GET', '/api/account/token', { headers: { cookie: phoneCookie } });
    expect(phoneToken.status).toBe(200);
    const phone = phoneToken.body.token;

    const created = await through('POST', attemptsPath('course-a'), { token: laptop, body: { attemptId: `a-${randomBytes(4).toString('hex')}`, jsonProgress: '{}' } });
    expect(created.status).toBe(201);
    const attemptId = created.body.attemptId;
    const saved = await through('PUT', attemptsPath('course-a', attemptId), { token: laptop, body: { jsonProgress: '{"answers":[[2]]}', score: 50, status: 'IN_PROGRESS' } });
    expect(saved.status).toBe(200);
    const read = await onTheOtherInstance(saved, 'GET', attemptsPath('course-a', 'last'), { token: phone });
    expect(read.body).toMatchObject({ attemptId, jsonProgress: '{"answers":[[2]]}', score: 50 });
    const savedOnPhone = await through('PUT', attemptsPath('course-a', attemptId), { token: phone, body: { jsonProgress: '{"answers":[[2],[1]]}', score: 100, status: 'PASSED' } });
    expect((await onTheOtherInstance(savedOnPhone, 'GET', attemptsPath('course-a', attemptId), { token: laptop })).body).toMatchObject({ jsonProgress: '{"answers":[[2],[1]]}', status: 'PASSED' });
    // Both instances took part.
    expect(deployment.proxy.served().every((n) => n > 0)).toBe(true);
  });

  it('a sign-out on one instance ends the session on the other at once, and leaves the learner\'s other devices signed in', async () => {
    const learner = newLearner('signout');
    await through('POST', '/api/credentials/register', { body: learner });
    const laptop = (await through('POST', '/api/auth/credentials', { body: { email: learner.email, password: learner.password } })).body.token;
    const phoneSignIn = await through('POST', '/api/auth/credentials', { body: { email: learner.email, password: learner.password, shortTermAccess: false } });
    const phoneCookie = cookieOf(phoneSignIn.headers)!;
    const phone = (await through('GET', '/api/account/token', { headers: { cookie: phoneCookie } })).body.token;

    const laptopOut = await through('POST', '/api/account/logout', { token: laptop, body: {} });
    expect(laptopOut.status).toBe(200);
    expect((await onTheOtherInstance(laptopOut, 'GET', '/api/learner/me', { token: laptop })).status).toBe(401);
    expect((await through('GET', '/api/learner/me', { token: laptop })).status).toBe(401);
    expect((await through('GET', '/api/learner/me', { token: phone })).status).toBe(200);

    // The phone signs out with its cookie: neither its token nor its cookie works on the other instance.
    const phoneOut = await through('POST', '/api/account/logout', { token: phone, headers: { cookie: phoneCookie }, body: {} });
    expect((await onTheOtherInstance(phoneOut, 'GET', '/api/account/token', { headers: { cookie: phoneCookie } })).status).toBe(401);
    expect((await through('GET', attemptsPath('course-a', 'last'), { token: phone })).status).toBe(401);
  });

  it('a password reset through one instance ends every session on the other at once; the new password works on both', async () => {
    const learner = newLearner('reset');
    const registered = await through('POST', '/api/credentials/register', { body: learner });
    const device = registered.body.token;
    const mailed = deployment.mail.length;
    expect((await through('POST', '/api/credentials/forgot-password', { body: { email: learner.email, returnUrl: `${PLAYER_ORIGIN}/#/login` } })).status).toBe(201);
    const link = (await deployment.mailNumber(mailed)).link;
    // The link leads through the proxy (the instances' public URL), not to the instance that sent it.
    expect(link.startsWith(`${deployment.url}/reset-password?token=`)).toBe(true);

    const token = new URL(link).searchParams.get('token')!;
    expect((await through('GET', `/reset-password?token=${encodeURIComponent(token)}`)).status).toBe(200);
    const newPassword = `new-${randomBytes(6).toString('hex')}`;
    const reset = await through('POST', '/reset-password', {
      rawBody: new URLSearchParams({ token, password: newPassword }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(reset.status).toBe(200);

    expect((await onTheOtherInstance(reset, 'GET', '/api/learner/me', { token: device })).status).toBe(401);
    const reused = await through('POST', '/reset-password', {
      rawBody: new URLSearchParams({ token, password: `again-${newPassword}` }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(reused.status).toBe(410);
    const oldPassword = await through('POST', '/api/auth/credentials', { body: { email: learner.email, password: learner.password } });
    const newOnOther = await onTheOtherInstance(oldPassword, 'POST', '/api/auth/credentials', { body: { email: learner.email, password: newPassword } });
    const newOnFirst = await through('POST', '/api/auth/credentials', { body: { email: learner.email, password: newPassword } });
    expect([oldPassword.status, newOnOther.status, newOnFirst.status]).toEqual([401, 200, 200]);
  });
});

describe('two instances behind a round-robin proxy: the auth rate limit', () => {
  const LIMIT = 4;
  let deployment: Deployment;
  beforeAll(async () => {
    deployment = await startDeployment(2, { authRateLimit: { max: LIMIT, windowMs: 60_000 } });
  });
  afterAll(async () => {
    await deployment?.close();
  });

  it('counts wrong sign-ins on both instances together: 429 from the configured limit on, whichever instance answers and whatever X-Forwarded-For the client writes', async () => {
    const answers: Answer[] = [];
    for (let i = 0; i < 3 * LIMIT; i += 1) {
      answers.push(await call(deployment, 'POST', '/api/auth/credentials', {
        body: { email: 'victim@example.com', password: `guess-${i}` },
        // The proxy appends the address it saw; the instances trust that one hop only.
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      }));
    }
    expect(answers.map((a) => a.status)).toEqual([...Array(LIMIT).fill(401), ...Array(2 * LIMIT).fill(429)]);
    expect(new Set(answers.slice(LIMIT).map(servedBy))).toEqual(new Set([0, 1]));
    expect(Number(answers[LIMIT].headers.get('retry-after'))).toBeGreaterThan(0);
    // Each call has its own count: sign-up from the same address is not limited by the sign-ins.
    expect((await call(deployment, 'POST', '/api/credentials/register', { body: newLearner('limited') })).status).toBe(201);
  });
});
