/**
 * Issue 21 §6: the service proven where it will run. Two instances (processes of their own) on one
 * PostgreSQL, behind a round-robin proxy without sticky sessions (support/roundRobinProxy.ts), so
 * one learner's consecutive calls alternate between the instances. The learner's cross-device
 * flow runs through the proxy, and whatever one instance ends (a session, a password) is refused by
 * the other on the very next call: a sign-out, "sign out everywhere", a reset, a used or cancelled
 * secret link, a proven address, an attempt's revision.
 */
import { randomBytes } from 'node:crypto';
import { attemptsPath, call, newLearner, PLAYER_ORIGIN, register, verificationCodeOf, type Answer, type CallOptions } from './support/serviceHarness';
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

  it('serves one learner from both instances: sign-up, the address proven, sign-in, progress saved on one device and read on another', async () => {
    const learner = newLearner('instances');
    const mailed = deployment.mail.length;
    expect((await through('POST', '/api/credentials/register', { body: learner })).status).toBe(202);
    const signedIn = await through('POST', '/api/auth/credentials', { body: { email: learner.email, password: learner.password } });
    const profile = await onTheOtherInstance(signedIn, 'GET', '/api/learner/me', { token: signedIn.body.token });
    expect(profile.body).toMatchObject({ email: learner.email, emailVerified: false });
    // The code one instance e-mailed is taken by the other; the address is proven on both at once.
    const code = verificationCodeOf((await deployment.mailTo(learner.email, mailed)).link);
    const verified = await through('POST', '/api/learner/me/email-verification', { token: signedIn.body.token, body: { code } });
    expect(verified.status).toBe(200);
    expect((await onTheOtherInstance(verified, 'GET', '/api/learner/me', { token: signedIn.body.token })).body.emailVerified).toBe(true);

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
    const savedOnPhone = await through('PUT', attemptsPath('course-a', attemptId), { token: phone, body: { jsonProgress: '{"answers":[[2],[1]]}', score: 100, status: 'PASSED' }, headers: { 'if-match': read.headers.get('etag')! } });
    expect(savedOnPhone.status).toBe(200);
    const readOnLaptop = await onTheOtherInstance(savedOnPhone, 'GET', attemptsPath('course-a', attemptId), { token: laptop });
    expect(readOnLaptop.body).toMatchObject({ jsonProgress: '{"answers":[[2],[1]]}', status: 'PASSED' });
    // The laptop still holds the revision it saved: the instance the phone did not save through refuses
    // its stale write (412) and hands back the record to merge with; the result is not lowered.
    const stale = await onTheOtherInstance(readOnLaptop, 'PUT', attemptsPath('course-a', attemptId), { token: laptop, body: { jsonProgress: '{"answers":[[3]]}', score: 0, status: 'IN_PROGRESS' }, headers: { 'if-match': saved.headers.get('etag')! } });
    expect(stale.status).toBe(412);
    expect((await through('GET', attemptsPath('course-a', attemptId), { token: laptop })).body).toMatchObject({ status: 'PASSED', score: 100 });
    // Both instances took part.
    expect(deployment.proxy.served().every((n) => n > 0)).toBe(true);
  });

  it('a sign-out on one instance ends the session on the other at once, and leaves the learner\'s other devices signed in', async () => {
    const { learner } = await register(deployment, newLearner('signout'));
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
    expect((await onTheOtherInstance(phoneOut, 'GET', '/api/account/token', { headers: { cookie: phoneCookie } })).status).toBe(204);
    expect((await through('GET', attemptsPath('course-a', 'last'), { token: phone })).status).toBe(401);
  });

  it('a password reset through one instance ends every session on the other at once; the new password works on both', async () => {
    const { token: device, learner } = await register(deployment, newLearner('reset'));
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
  it('a secret link works once, whichever instance it reaches; sign out everywhere on one instance ends sessions, cookies and links on the other', async () => {
    const { token, learner } = await register(deployment, newLearner('links'));
    const secretLink = async (): Promise<string> => {
      const mailed = deployment.mail.length;
      expect((await through('POST', '/api/learner/me/courses/course-a/send-secret-link', { token, body: {} })).status).toBe(200);
      return new URL((await deployment.mailTo(learner.email, mailed)).link).searchParams.get('code')!;
    };
    const code = await secretLink();
    const exchanged = await through('POST', '/api/auth/link', { body: { code, courseId: 'course-a' } });
    expect(exchanged.status).toBe(200);
    expect((await onTheOtherInstance(exchanged, 'POST', '/api/auth/link', { body: { code, courseId: 'course-a' } })).status).toBe(401);
    expect((await through('POST', '/api/auth/link', { body: { code, courseId: 'course-a' } })).status).toBe(401);

    // Another device signed in for the long term, and a link not used yet.
    const phoneSignIn = await through('POST', '/api/auth/credentials', { body: { email: learner.email, password: learner.password, shortTermAccess: false } });
    const phoneCookie = cookieOf(phoneSignIn.headers)!;
    const outstanding = await secretLink();
    const everywhere = await through('POST', '/api/account/logout-everywhere', { token });
    expect(everywhere.status).toBe(200);
    const revoked = await onTheOtherInstance(everywhere, 'POST', '/api/auth/link', { body: { code: outstanding, courseId: 'course-a' } });
    expect(revoked.status).toBe(401);
    expect((await through('GET', '/api/learner/me', { token: exchanged.body.token })).status).toBe(401);
    for (let i = 0; i < 2; i += 1) {
      // Both instances, in turn: nothing of the learner's sessions survives on either.
      expect((await through('GET', '/api/account/token', { headers: { cookie: phoneCookie } })).status).toBe(204);
      expect((await through('GET', '/api/learner/me', { token: phoneSignIn.body.token })).status).toBe(401);
    }
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
    expect((await call(deployment, 'POST', '/api/credentials/register', { body: newLearner('limited') })).status).toBe(202);
  });
});
