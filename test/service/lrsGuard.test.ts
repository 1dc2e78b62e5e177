/**
 * Issue 21 §2: the default LRS ({host}/xApi, SPEC 7.8) takes statements only from who may write them
 * (a learner's token, for that learner; credentials an operator issued for a course or an integrator),
 * holds its rate limits and quotas, and its feedback check (SPEC 7.5) answers a learner about themself.
 * Each test is one of the attacks the issue ran on a live instance.
 */
import { randomUUID } from 'node:crypto';
import { BACKENDS, call, register, startHarness, type Harness } from './support/serviceHarness';
import { basic, evaluated, feedbackHeaders, LEARNER_ACCOUNT_HOME_PAGE, many, passed, statement, writer, XAPI } from './support/statements';

const READER = { username: 'reader', password: 'reader-secret' };
const READ = { ...XAPI, authorization: basic(READER.username, READER.password) };
const GUARDED = 'guarded-course';
const COURSE_WRITER = writer('lrs-guarded', 'course-writer-secret-0123456789', GUARDED);
const INTEGRATOR = writer('lrs-integrator', 'integrator-secret-0123456789abc', null);

const me = async (h: Harness, token: string) => (await call(h, 'GET', '/api/learner/me', { token })).body as { id: string; email: string };

describe.each(BACKENDS)('the default LRS takes nothing from strangers, on %s', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(backend, { lrsReader: READER, lrsWriters: [COURSE_WRITER.config, INTEGRATOR.config] });
  });
  afterAll(async () => {
    await h?.close();
  });

  const read = (id: string) => call(h, 'GET', `/xApi/statements?statementId=${id}`, { headers: READ });

  it('refuses a client without credentials (401) by POST and by PUT, and stores nothing', async () => {
    const id = randomUUID();
    const posted = await call(h, 'POST', '/xApi/statements', { headers: XAPI, body: statement({ id }) });
    expect(posted.status).toBe(401);
    expect(posted.body).toEqual({ message: 'credentialsRequired' });
    expect(posted.headers.get('www-authenticate')).toBe('Basic realm="xAPI"');
    expect((await call(h, 'PUT', `/xApi/statements?statementId=${id}`, { headers: XAPI, body: statement() })).status).toBe(401);
    expect((await call(h, 'POST', '/xApi/statements', { headers: { ...XAPI, authorization: 'Bearer not-a-token' }, body: statement() })).status).toBe(401);
    expect((await call(h, 'POST', '/xApi/statements', { headers: { ...XAPI, authorization: basic('lrs-guarded', 'guess') }, body: statement({}, 'a@example.com', GUARDED) })).status).toBe(401);
    // The reader credentials read; they do not write.
    expect((await call(h, 'POST', '/xApi/statements', { headers: READ, body: statement() })).status).toBe(401);
    expect((await read(id)).status).toBe(404);
  });

  it("takes a learner's own statements with their token, and refuses (403) a 'passed' for another learner with nothing of the batch stored", async () => {
    const learner = await register(h);
    const victim = await register(h);
    const own = statement({ id: randomUUID() }, learner.learner.email.toUpperCase(), 'course-1');
    const byAccount = { ...statement({ id: randomUUID() }), actor: { objectType: 'Agent', account: { homePage: LEARNER_ACCOUNT_HOME_PAGE, name: (await me(h, learner.token)).id } } };
    const stored = await call(h, 'POST', '/xApi/statements', { token: learner.token, headers: XAPI, body: [own, byAccount] });
    expect(stored.status).toBe(200);
    // The LRS says who asserted it (xAPI 1.0.3 authority): the signed-in learner.
    expect((await read(own.id as string)).body.authority).toEqual({ objectType: 'Agent', account: { homePage: LEARNER_ACCOUNT_HOME_PAGE, name: byAccount.actor.account.name } });

    const forged = passed(victim.learner.email, 'course-1');
    const refused = await call(h, 'POST', '/xApi/statements', { token: learner.token, headers: XAPI, body: forged });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('actorIsNotTheLearner');
    const innocent = statement({ id: randomUUID() }, learner.learner.email);
    expect((await call(h, 'POST', '/xApi/statements', { token: learner.token, headers: XAPI, body: [innocent, forged] })).status).toBe(403);
    expect((await read(innocent.id as string)).status).toBe(404);
    expect((await call(h, 'PUT', `/xApi/statements?statementId=${randomUUID()}`, { token: learner.token, headers: XAPI, body: forged })).status).toBe(403);
    // Another learner's account, an identifier the service cannot check, a group, two identifiers: not the learner either.
    const others = [
      { objectType: 'Agent', account: { homePage: LEARNER_ACCOUNT_HOME_PAGE, name: (await me(h, victim.token)).id } },
      { objectType: 'Agent', account: { homePage: 'https://elsewhere.example', name: (await me(h, learner.token)).id } },
      { objectType: 'Agent', mbox_sha1sum: 'ebd31e95054c018b10727ccffd2ef2ec3a016ee9' },
      { objectType: 'Group', mbox: `mailto:${learner.learner.email}`, member: [] },
      { objectType: 'Agent', mbox: `mailto:${learner.learner.email}`, account: { homePage: 'https://elsewhere.example', name: 'x' } },
    ];
    for (const actor of others) expect((await call(h, 'POST', '/xApi/statements', { token: learner.token, headers: XAPI, body: { ...statement(), actor } })).status).toBe(403);
  });

  it("refuses an 'evaluated' for another learner, and what a course's credentials write for them does not turn their feedback check false", async () => {
    const attacker = await register(h);
    const victim = await register(h);
    const victimId = (await me(h, victim.token)).id;
    const check = async () => (await call(h, 'GET', '/summary/allow-learner-feedback', { headers: feedbackHeaders(GUARDED, victimId, `Bearer ${victim.token}`) })).body;

    expect(await check()).toEqual({ isFeedbackAllowed: true });
    expect((await call(h, 'POST', '/xApi/statements', { headers: XAPI, body: evaluated(victim.learner.email, GUARDED) })).status).toBe(401);
    expect((await call(h, 'POST', '/xApi/statements', { token: attacker.token, headers: XAPI, body: evaluated(victim.learner.email, GUARDED) })).status).toBe(403);
    // The course's credentials are in its public package: what they write is stored, but proves nothing about the learner.
    expect((await call(h, 'POST', '/xApi/statements', { headers: COURSE_WRITER.header, body: evaluated(victim.learner.email, GUARDED) })).status).toBe(200);
    expect(await check()).toEqual({ isFeedbackAllowed: true });

    expect((await call(h, 'POST', '/xApi/statements', { token: victim.token, headers: XAPI, body: evaluated(victim.learner.email, GUARDED) })).status).toBe(200);
    expect(await check()).toEqual({ isFeedbackAllowed: false });
  });

  it('answers the feedback check to a learner about themself, to the course credentials about their course, to nobody else', async () => {
    const learner = await register(h);
    const other = await register(h);
    const id = (await me(h, learner.token)).id;
    const ask = (userId: string, authorization?: string, courseId = GUARDED) =>
      call(h, 'GET', '/summary/allow-learner-feedback', { headers: feedbackHeaders(courseId, userId, authorization) });

    expect((await ask(id)).status).toBe(401);
    expect((await ask(id, `Bearer ${other.token}`)).status).toBe(403);
    expect((await ask(learner.learner.email, `Bearer ${other.token}`)).status).toBe(403);
    expect((await ask(id, `Bearer ${learner.token}`)).body).toEqual({ isFeedbackAllowed: true });
    expect((await ask(learner.learner.email.toUpperCase(), `Bearer ${learner.token}`)).body).toEqual({ isFeedbackAllowed: true });

    // A course tracked without sign-in (SPEC 6.3 name and e-mail) asks with its credentials, by e-mail.
    const typedEmail = 'typed.in@example.com';
    expect((await ask(typedEmail, COURSE_WRITER.header.authorization)).body).toEqual({ isFeedbackAllowed: true });
    expect((await call(h, 'POST', '/xApi/statements', { headers: COURSE_WRITER.header, body: evaluated(typedEmail, GUARDED) })).status).toBe(200);
    expect((await ask(typedEmail, COURSE_WRITER.header.authorization)).body).toEqual({ isFeedbackAllowed: false });
    expect((await ask(typedEmail, COURSE_WRITER.header.authorization, 'another-course')).status).toBe(403);
    expect((await ask(typedEmail, INTEGRATOR.header.authorization, 'another-course')).body).toEqual({ isFeedbackAllowed: true });
  });

  it("takes a course's credentials for that course's statements only, and an integrator's for any", async () => {
    const mine = statement({ id: randomUUID() }, 'anyone@example.com', GUARDED);
    expect((await call(h, 'POST', '/xApi/statements', { headers: COURSE_WRITER.header, body: mine })).status).toBe(200);
    expect((await read(mine.id as string)).body.authority).toEqual({ objectType: 'Agent', account: { homePage: 'https://open-course-player.org/xapi/lrs-credentials', name: 'lrs-guarded' } });
    const elsewhere = await call(h, 'POST', '/xApi/statements', { headers: COURSE_WRITER.header, body: [statement({}, 'a@example.com', GUARDED), statement({}, 'a@example.com', 'course-1')] });
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body.message).toBe('statementOfAnotherCourse');
    expect((await call(h, 'POST', '/xApi/statements', { headers: COURSE_WRITER.header, body: statement({}, 'a@example.com', null) })).status).toBe(403);
    expect((await call(h, 'POST', '/xApi/statements', { headers: INTEGRATOR.header, body: [statement({}, 'a@example.com', 'course-1'), statement({}, 'b@example.com', null)] })).status).toBe(200);
  });

  it('stops ten 1,000-statement batches from one client with its default limits (429), well after what a course sends', async () => {
    const flooder = await register(h);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const answer = await call(h, 'POST', '/xApi/statements', { token: flooder.token, headers: XAPI, body: many(1000, flooder.learner.email, 'flood-course') });
      statuses.push(answer.status);
      if (answer.status === 429) {
        expect(answer.body.message).toBe('lrsRateLimited');
        expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    }
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses.slice(3)).toEqual(Array(7).fill(429));
  });
});

describe.each(BACKENDS)('rate limits and quotas of the default LRS on %s', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(backend, {
      lrsReader: READER,
      lrsWriters: [COURSE_WRITER.config],
      lrsLimits: { windowSeconds: 60, writerStatementsPerWindow: 100, courseStatementsPerWindow: 150, learnerQuotaBytes: 80_000, courseQuotaBytes: 150_000 },
    });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('answers 429 with Retry-After to a learner over the rate, and takes their statements again in the next window', async () => {
    const { token, learner } = await register(h);
    expect((await call(h, 'POST', '/xApi/statements', { token, headers: XAPI, body: many(60, learner.email, 'rate-course') })).status).toBe(200);
    const fast = await call(h, 'POST', '/xApi/statements', { token, headers: XAPI, body: many(60, learner.email, 'rate-course') });
    expect(fast.status).toBe(429);
    expect(fast.body).toMatchObject({ message: 'lrsRateLimited' });
    expect(Number(fast.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(fast.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    await h.advance(61);
    expect((await call(h, 'POST', '/xApi/statements', { token, headers: XAPI, body: many(60, learner.email, 'rate-course') })).status).toBe(200);
  });

  it("limits a course's statements per window across learners, and one client of its shared credentials", async () => {
    await h.advance(61);
    const a = await register(h);
    const b = await register(h);
    expect((await call(h, 'POST', '/xApi/statements', { token: a.token, headers: XAPI, body: many(90, a.learner.email, 'busy-course') })).status).toBe(200);
    expect((await call(h, 'POST', '/xApi/statements', { token: b.token, headers: XAPI, body: many(70, b.learner.email, 'busy-course') })).status).toBe(429);
    // The refused 70 count against b's own rate too: 20 more fit in b's 100.
    expect((await call(h, 'POST', '/xApi/statements', { token: b.token, headers: XAPI, body: many(20, b.learner.email, 'quiet-course') })).status).toBe(200);

    expect((await call(h, 'POST', '/xApi/statements', { headers: COURSE_WRITER.header, body: many(80, 'x@example.com', GUARDED) })).status).toBe(200);
    expect((await call(h, 'POST', '/xApi/statements', { headers: COURSE_WRITER.header, body: many(40, 'y@example.com', GUARDED) })).status).toBe(429);
  });

  it("answers 413 to a batch over the learner's quota and stores nothing of it; others still write", async () => {
    await h.advance(61);
    const { token, learner } = await register(h);
    // About 550 bytes a statement as stored: 90 fit in 80,000 bytes, 180 do not.
    const first = many(90, learner.email, 'quota-course-1').map((s) => ({ ...s, id: randomUUID() }));
    expect((await call(h, 'POST', '/xApi/statements', { token, headers: XAPI, body: first })).status).toBe(200);
    await h.advance(61);
    const over = many(90, learner.email, 'quota-course-2').map((s) => ({ ...s, id: randomUUID() }));
    const refused = await call(h, 'POST', '/xApi/statements', { token, headers: XAPI, body: over });
    expect(refused.status).toBe(413);
    expect(refused.body).toMatchObject({ message: 'lrsQuotaExceeded' });
    expect((await call(h, 'GET', `/xApi/statements?statementId=${over[0].id}`, { headers: READ })).status).toBe(404);
    // Sending again what is stored adds nothing (xAPI: the same statement again is accepted).
    expect((await call(h, 'POST', '/xApi/statements', { token, headers: XAPI, body: first.slice(0, 10) })).status).toBe(200);
    const other = await register(h);
    expect((await call(h, 'POST', '/xApi/statements', { token: other.token, headers: XAPI, body: many(10, other.learner.email, 'quota-course-2') })).status).toBe(200);
  });

  it("answers 413 once a course's statements fill its quota", async () => {
    let status = 200;
    for (let i = 0; i < 8 && status === 200; i++) {
      await h.advance(61);
      status = (await call(h, 'POST', '/xApi/statements', { headers: COURSE_WRITER.header, body: many(50, `l${i}@example.com`, GUARDED) })).status;
    }
    expect(status).toBe(413);
  });
});
