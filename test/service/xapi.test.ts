/** The default LRS endpoint {host}/xApi/statements (SPEC 7.8, xAPI 1.0.3) and the feedback check (SPEC 7.5). */
import { randomUUID } from 'node:crypto';
import { BACKENDS, call, register, startHarness, type Harness } from './support/serviceHarness';
import { basic, evaluated, feedbackHeaders, statement, writer, XAPI } from './support/statements';

const READER = { username: 'reader', password: 'reader-secret' };
const READ_AUTH = basic(READER.username, READER.password);
/** Who writes here: an integrator's credentials (any actor, any course); lrsGuard.test.ts covers who may write what. */
const INTEGRATOR = writer('lrs-integrator', 'integrator-secret-0123456789abc', null);
const WRITE = INTEGRATOR.header;

describe.each(BACKENDS)('default LRS and feedback check on %s', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(backend, { lrsReader: READER, lrsWriters: [INTEGRATOR.config] });
  });
  afterAll(async () => {
    await h?.close();
  });

  const read = (id: string) => call(h, 'GET', `/xApi/statements?statementId=${id}`, { headers: { ...XAPI, authorization: READ_AUTH } });

  it('stores a batch, answering the ids it was given or gave, and reads each back', async () => {
    const given = randomUUID();
    const posted = await call(h, 'POST', '/xApi/statements', { headers: WRITE, body: [statement({ id: given }), statement()] });
    expect(posted.status).toBe(200);
    expect(posted.headers.get('x-experience-api-version')).toBe('1.0.3');
    expect(posted.body).toHaveLength(2);
    expect(posted.body[0]).toBe(given);
    expect(posted.body[1]).toMatch(/^[0-9a-f-]{36}$/);

    const back = await read(posted.body[1]);
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ ...statement(), id: posted.body[1], version: '1.0.0' });
    expect(Date.parse(back.body.stored)).not.toBeNaN();
  });

  it('takes a single statement by POST and by PUT ?statementId', async () => {
    const posted = await call(h, 'POST', '/xApi/statements', { headers: WRITE, body: statement() });
    expect(posted.status).toBe(200);
    expect(posted.body).toHaveLength(1);
    const id = randomUUID();
    const put = await call(h, 'PUT', `/xApi/statements?statementId=${id}`, { headers: WRITE, body: statement() });
    expect(put.status).toBe(204);
    expect((await read(id)).body.id).toBe(id);
    expect((await call(h, 'PUT', `/xApi/statements?statementId=${id}`, { headers: WRITE, body: statement({ id: randomUUID() }) })).status).toBe(400);
  });

  it('accepts a statement again under its id, refuses a different one (409) and then stores nothing of that batch', async () => {
    const id = randomUUID();
    const first = statement({ id });
    expect((await call(h, 'POST', '/xApi/statements', { headers: WRITE, body: first })).status).toBe(200);
    expect((await call(h, 'POST', '/xApi/statements', { headers: WRITE, body: first })).status).toBe(200);
    const fresh = randomUUID();
    const conflict = await call(h, 'POST', '/xApi/statements', { headers: WRITE, body: [statement({ id: fresh }), statement({ id, result: { success: true } })] });
    expect(conflict.status).toBe(409);
    expect((await read(fresh)).status).toBe(404);
  });

  it('requires the xAPI version header and a well-formed statement', async () => {
    expect((await call(h, 'POST', '/xApi/statements', { headers: { authorization: WRITE.authorization }, body: statement() })).status).toBe(400);
    expect((await call(h, 'POST', '/xApi/statements', { headers: { ...WRITE, 'x-experience-api-version': '0.95' }, body: statement() })).status).toBe(400);
    expect((await call(h, 'POST', '/xApi/statements', { headers: WRITE, body: { verb: { id: 'x' } } })).status).toBe(400);
    expect((await call(h, 'POST', '/xApi/statements', { headers: WRITE, body: statement({ id: 'not-a-uuid' }) })).status).toBe(400);
    expect((await call(h, 'POST', '/xApi/statements', { headers: WRITE, body: [] })).status).toBe(400);
  });

  it('reads statements back only with the reader credentials', async () => {
    const [id] = (await call(h, 'POST', '/xApi/statements', { headers: WRITE, body: statement() })).body;
    expect((await call(h, 'GET', `/xApi/statements?statementId=${id}`, { headers: XAPI })).status).toBe(401);
    const wrong = `Basic ${Buffer.from('reader:guess').toString('base64')}`;
    expect((await call(h, 'GET', `/xApi/statements?statementId=${id}`, { headers: { ...XAPI, authorization: wrong } })).status).toBe(401);
    expect((await read(id)).status).toBe(200);
  });

  it('allows the satisfaction survey until the learner has evaluated the course (SPEC 7.5)', async () => {
    const { token, learner } = await register(h);
    const me = await call(h, 'GET', '/api/learner/me', { token });
    const ask = (userId: string, courseId: string) => call(h, 'GET', '/summary/allow-learner-feedback?v=5', { headers: feedbackHeaders(courseId, userId, `Bearer ${token}`) });
    const send = (body: unknown) => call(h, 'POST', '/xApi/statements', { token, headers: XAPI, body });

    expect((await ask(me.body.id, 'survey-course')).body).toEqual({ isFeedbackAllowed: true });
    // A survey question answered inside the course is 'evaluated' too, but not of the course: still allowed.
    expect((await send(statement({ verb: { id: 'http://www.tincanapi.co.uk/verbs/evaluated' } }, learner.email, 'survey-course'))).status).toBe(200);
    expect((await ask(me.body.id, 'survey-course')).body).toEqual({ isFeedbackAllowed: true });

    expect((await send(evaluated(learner.email, 'survey-course'))).status).toBe(200);
    expect((await ask(me.body.id, 'survey-course')).body).toEqual({ isFeedbackAllowed: false });
    expect((await ask(learner.email.toUpperCase(), 'survey-course')).body).toEqual({ isFeedbackAllowed: false });
    expect((await ask(me.body.id, 'other-course')).body).toEqual({ isFeedbackAllowed: true });
    expect((await call(h, 'GET', '/summary/allow-learner-feedback', { headers: { 'x-entity-type': 'section', 'x-entity-id': 'c', 'x-user-id': 'u', authorization: `Bearer ${token}` } })).status).toBe(400);
  });
});
