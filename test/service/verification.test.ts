/**
 * Issue 21 §1, identity is proven, never claimed: an account proves it receives mail at its address
 * through a link sent to it (single use, expiring, stored hashed, presented by the signed-in owner),
 * and until then the address grants nothing an address grants: the SPEC 6.2 allow-list treats the
 * learner as not on it. Learning starts before that where the course is not limited (SPEC 6.3).
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { attemptsPath, BACKENDS, call, newLearner, PLAYER_ORIGIN, register, registerVerified, signIn, startHarness, verificationCodeOf, verifyEmail, type Harness } from './support/serviceHarness';

const OPEN_COURSE = 'open-course-1';
const LIMITED_COURSE = 'limited-course-v';
const LISTED = newLearner('listed');
const COURSE_LINK = `${PLAYER_ORIGIN}/course/?attemptId=a-9#/login`;

/** A course package folder with what the service reads: its id and an allow-list naming LISTED (upper-cased, as authors type). */
function limitedCoursePackage(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ocp-course-'));
  mkdirSync(path.join(dir, 'content'));
  writeFileSync(path.join(dir, 'content', 'data.js'), JSON.stringify({ id: LIMITED_COURSE, title: 'Limited' }));
  writeFileSync(path.join(dir, 'publishSettings.js'), JSON.stringify({ accessLimitation: { enabled: true, allowedUsers: [{ email: LISTED.email.toUpperCase() }] } }));
  return dir;
}

const access = (h: Harness, token: string, courseId = LIMITED_COURSE) => call(h, 'GET', `/api/learner/access/${encodeURIComponent(courseId)}`, { token });
const present = (h: Harness, token: string, code: string | null) => call(h, 'POST', '/api/learner/me/email-verification', { token, body: { code } });

describe.each(BACKENDS)('e-mail verification on %s', (backend) => {
  let h: Harness;
  let courseDir: string;
  beforeAll(async () => {
    courseDir = limitedCoursePackage();
    h = await startHarness(backend, { courses: [courseDir] });
  });
  afterAll(async () => {
    await h?.close();
    rmSync(courseDir, { recursive: true, force: true });
  });

  it('registering an allow-listed address grants no access until its owner follows the e-mailed link', async () => {
    const before = h.mail.length;
    // Whoever registers the listed address (a stranger who does not own it, in the attack)…
    const registered = await call(h, 'POST', '/api/credentials/register', { body: { ...LISTED, email: LISTED.email.toUpperCase(), returnUrl: COURSE_LINK } });
    expect(registered.status).toBe(202);
    expect(registered.body).toEqual({});
    const token = await signIn(h, LISTED);
    // …is not on the list: SPEC 6.2's no-access rule, and no progress is kept.
    expect((await access(h, token)).body).toEqual({ hasAccessToCourse: false });
    expect((await call(h, 'POST', attemptsPath(LIMITED_COURSE), { token, body: { attemptId: 'v-limited-1' } })).status).toBe(403);
    expect((await call(h, 'GET', '/api/learner/me', { token })).body).toMatchObject({ email: LISTED.email, emailVerified: false });
    // SPEC 6.3: learning starts before verification where the course is not limited.
    expect((await access(h, token, OPEN_COURSE)).body).toEqual({ hasAccessToCourse: true });
    expect((await call(h, 'POST', attemptsPath(OPEN_COURSE), { token, body: { attemptId: 'v-open-1' } })).status).toBe(201);

    // The link went to the address, and leads back to the course link it was asked from.
    const mail = await h.mailTo(LISTED.email, before);
    const link = new URL(mail.link);
    expect(`${link.origin}${link.pathname}${link.hash}`).toBe(`${PLAYER_ORIGIN}/course/#/login`);
    expect(link.searchParams.get('attemptId')).toBe('a-9');
    expect(mail.text).toContain(mail.link);
    expect((await present(h, token, verificationCodeOf(mail.link))).status).toBe(200);
    expect((await call(h, 'GET', '/api/learner/me', { token })).body).toMatchObject({ emailVerified: true });
    expect((await access(h, token)).body).toEqual({ hasAccessToCourse: true });
    expect((await call(h, 'POST', attemptsPath(LIMITED_COURSE), { token, body: { attemptId: 'v-limited-1' } })).status).toBe(201);
  });

  it('takes the code only from the account it was sent for, only once and only for a day', async () => {
    const owner = await register(h);
    const other = await register(h);
    const code = verificationCodeOf((await h.mailTo(owner.learner.email)).link);
    // Another account's session cannot use it, and trying does not use it up.
    expect((await present(h, other.token, code)).status).toBe(410);
    expect((await call(h, 'GET', '/api/learner/me', { token: other.token })).body.emailVerified).toBe(false);
    expect((await present(h, owner.token, 'not-a-code')).status).toBe(410);
    expect((await present(h, owner.token, code)).status).toBe(200);
    expect((await present(h, owner.token, code)).status).toBe(200); // the owner again: already verified, nothing to do
    expect((await present(h, other.token, code)).status).toBe(410);
    expect((await call(h, 'POST', '/api/learner/me/email-verification', { body: { code } })).status).toBe(401);

    const late = await register(h);
    const lateCode = verificationCodeOf((await h.mailTo(late.learner.email)).link);
    await h.advance(24 * 3600 + 1);
    expect((await present(h, await signIn(h, late.learner), lateCode)).status).toBe(410);
  });

  it('resends the link to an unverified account at most once a minute, and answers every address alike', async () => {
    const { learner } = await register(h);
    const first = await h.mailTo(learner.email);
    const verified = await registerVerified(h);
    const resend = (email: string) => call(h, 'POST', '/api/credentials/resend-verification', { body: { email, returnUrl: COURSE_LINK } });
    /** E-mails leave in request order: once a marker's has arrived, every earlier one has. */
    const settled = async () => {
      const marker = newLearner('marker');
      await call(h, 'POST', '/api/credentials/register', { body: marker });
      await h.mailTo(marker.email);
    };
    let mark = h.mail.length;
    expect(await resend(learner.email)).toMatchObject({ status: 202, body: {} }); // within the minute of the first: no e-mail
    await settled();
    expect(h.mail.slice(mark).filter((m) => m.to === learner.email)).toEqual([]);

    await h.advance(61);
    mark = h.mail.length;
    for (const address of [learner.email, learner.email, `nobody.${learner.email}`, verified.learner.email]) {
      expect(await resend(address)).toMatchObject({ status: 202, body: {} });
    }
    await settled();
    const sent = h.mail.slice(mark).filter((m) => !m.to.startsWith('marker'));
    expect(sent.map((m) => m.to)).toEqual([learner.email]);
    expect(verificationCodeOf(sent[0].link)).not.toBe(verificationCodeOf(first.link));
    expect(new URL(sent[0].link).hash).toBe('#/login');

    expect((await resend('not-an-address')).status).toBe(400);
    expect((await call(h, 'POST', '/api/credentials/resend-verification', { body: { email: learner.email, returnUrl: 'https://evil.example/' } })).status).toBe(400);
  });

  it('a completed password reset proves the address too', async () => {
    const { learner } = await register(h);
    await h.mailTo(learner.email); // the verification e-mail, left unused
    const before = h.mail.length;
    await call(h, 'POST', '/api/credentials/forgot-password', { body: { email: learner.email, returnUrl: `${PLAYER_ORIGIN}/` } });
    const link = new URL((await h.mailTo(learner.email, before)).link);
    const done = await call(h, 'POST', '/reset-password', {
      rawBody: new URLSearchParams({ token: link.searchParams.get('token')!, password: 'chosen-again-1' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(done.status).toBe(200);
    const fresh = await signIn(h, { email: learner.email, password: 'chosen-again-1' });
    expect((await call(h, 'GET', '/api/learner/me', { token: fresh })).body.emailVerified).toBe(true);
  });

  if (backend === 'PostgreSQL') {
    it('keeps only a hash of the code', async () => {
      const { learner, token } = await register(h);
      const code = verificationCodeOf((await h.mailTo(learner.email)).link)!;
      const client = new pg.Client({ connectionString: h.databaseUrl });
      await client.connect();
      try {
        const { rows } = await client.query("SELECT v.* FROM email_verifications v JOIN learners l ON l.id = v.learner_id WHERE l.email = $1", [learner.email]);
        expect(rows).toHaveLength(1);
        expect(JSON.stringify(rows)).not.toContain(code);
      } finally {
        await client.end();
      }
      await verifyEmail(h, token, learner.email);
    });
  }
});
