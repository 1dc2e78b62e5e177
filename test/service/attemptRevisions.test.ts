/**
 * Issue 21 §5, no lost update: an attempt has a revision, answered as its ETag; a PUT with If-Match
 * of a revision that is no longer the attempt's is refused (412, with the current record), and no
 * write lowers the attempt's result (SPEC 4.1 statuses). On PGlite and on PostgreSQL.
 */
import { attemptsPath, BACKENDS, call, PLAYER_ORIGIN, register, startHarness, type Answer, type Harness } from './support/serviceHarness';

const COURSE = 'revised-course';
const progress = (answers: unknown[]) => JSON.stringify({ answers });

describe.each(BACKENDS)('attempt revisions on %s', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(backend);
  });
  afterAll(async () => {
    await h?.close();
  });

  async function opened(attemptId: string): Promise<{ token: string; etag: string }> {
    const { token } = await register(h);
    const created = await call(h, 'POST', attemptsPath(COURSE), { token, body: { attemptId, jsonProgress: '{}' } });
    expect(created.status).toBe(201);
    return { token, etag: etagOf(created) };
  }
  const etagOf = (answer: Answer): string => {
    const etag = answer.headers.get('etag');
    expect(etag).toMatch(/^"[^"]+"$/); // a strong validator (RFC 9110 8.8.3)
    return etag!;
  };
  const put = (token: string, attemptId: string, body: object, headers: Record<string, string> = {}) =>
    call(h, 'PUT', attemptsPath(COURSE, attemptId), { token, body, headers });

  it('two devices that read the same revision: the second write is refused with 412 and the current record, nothing lost', async () => {
    const { token, etag: first } = await opened('two-devices');
    const read = await call(h, 'GET', attemptsPath(COURSE, 'two-devices'), { token });
    expect(etagOf(read)).toBe(first);

    // Device A answers question 0, device B (which read the same revision) question 1.
    const a = await put(token, 'two-devices', { jsonProgress: progress([[0]]), score: 50, status: 'IN_PROGRESS' }, { 'if-match': first });
    expect(a.status).toBe(200);
    const second = etagOf(a);
    expect(second).not.toBe(first);
    const b = await put(token, 'two-devices', { jsonProgress: progress([null, [1]]), score: 50, status: 'IN_PROGRESS' }, { 'if-match': first });
    expect(b.status).toBe(412);
    expect(b.body).toMatchObject({ message: 'staleRevision', current: { attemptId: 'two-devices', jsonProgress: progress([[0]]), score: 50 } });
    expect(etagOf(b)).toBe(second);

    // B merges and writes on the revision it was given: both answers are kept.
    const merged = await put(token, 'two-devices', { jsonProgress: progress([[0], [1]]), score: 100, status: 'PASSED' }, { 'if-match': second });
    expect(merged.status).toBe(200);
    const kept = await call(h, 'GET', attemptsPath(COURSE, 'two-devices'), { token });
    expect(kept.body).toMatchObject({ jsonProgress: progress([[0], [1]]), status: 'PASSED', score: 100 });
    expect(etagOf(kept)).toBe(etagOf(merged));
    // 'last' answers the same validator as the attempt's own path.
    expect(etagOf(await call(h, 'GET', attemptsPath(COURSE, 'last'), { token }))).toBe(etagOf(merged));
  });

  it('never lets a write lower the result: a stale IN_PROGRESS 5 after PASSED 100 keeps PASSED 100 and takes the progress', async () => {
    const { token, etag } = await opened('kept-result');
    const passed = await put(token, 'kept-result', { jsonProgress: progress([100, 100]), score: 100, status: 'PASSED' }, { 'if-match': etag });
    expect(passed.status).toBe(200);

    // An old player (no If-Match) writes what it had before the learner passed.
    const stale = await put(token, 'kept-result', { jsonProgress: progress([100]), score: 5, status: 'IN_PROGRESS' });
    expect(stale.status).toBe(200);
    expect(stale.body).toMatchObject({ status: 'PASSED', score: 100, jsonProgress: progress([100]) });
    // A current write with a lower score in the same status keeps the better score too.
    const lower = await put(token, 'kept-result', { jsonProgress: progress([100, 0]), score: 80, status: 'PASSED' }, { 'if-match': etagOf(stale) });
    expect(lower.body).toMatchObject({ status: 'PASSED', score: 100 });
    // FAILED does not replace PASSED; a better result does replace a worse one.
    const failed = await put(token, 'kept-result', { jsonProgress: '{}', score: 100, status: 'FAILED' });
    expect(failed.body).toMatchObject({ status: 'PASSED', score: 100 });

    const { token: other, etag: start } = await opened('rising-result');
    const inProgress = await put(other, 'rising-result', { jsonProgress: '{}', score: 40, status: 'IN_PROGRESS' }, { 'if-match': start });
    const ended = await put(other, 'rising-result', { jsonProgress: '{}', score: 30, status: 'FAILED' }, { 'if-match': etagOf(inProgress) });
    expect(ended.body).toMatchObject({ status: 'FAILED', score: 30 });
    const back = await put(other, 'rising-result', { jsonProgress: '{}', score: 90, status: 'IN_PROGRESS' });
    expect(back.body).toMatchObject({ status: 'FAILED', score: 30 });
  });

  it('a PUT without If-Match writes as SPEC 7.4 describes (old players keep working), and moves the revision on', async () => {
    const { token, etag } = await opened('unconditional');
    const plain = await put(token, 'unconditional', { jsonProgress: progress([[2]]) });
    expect(plain.status).toBe(200);
    const after = etagOf(plain);
    expect(after).not.toBe(etag);
    expect((await put(token, 'unconditional', { jsonProgress: progress([[3]]) }, { 'if-match': etag })).status).toBe(412);
  });

  it('If-None-Match: * creates the attempt only when it does not exist; If-Match of an attempt that does not exist is 412', async () => {
    const { token } = await opened('exists-already');
    const fresh = await put(token, 'created-by-put', { jsonProgress: progress([[1]]) }, { 'if-none-match': '*' });
    expect(fresh.status).toBe(201);
    etagOf(fresh);
    const again = await put(token, 'created-by-put', { jsonProgress: progress([[2]]) }, { 'if-none-match': '*' });
    expect(again.status).toBe(412);
    expect(again.body.current).toMatchObject({ jsonProgress: progress([[1]]) });
    expect((await put(token, 'never-created', { jsonProgress: '{}' }, { 'if-match': '"1"' })).status).toBe(412);
    expect((await call(h, 'GET', attemptsPath(COURSE, 'never-created'), { token })).status).toBe(404);
  });

  it('reads If-Match as RFC 9110 does: a list, *, and weak validators never match; a malformed one is 400', async () => {
    const { token, etag } = await opened('validators');
    expect((await put(token, 'validators', { jsonProgress: '{}' }, { 'if-match': `W/${etag}` })).status).toBe(412);
    const listed = await put(token, 'validators', { jsonProgress: '{}' }, { 'if-match': `"999", ${etag}` });
    expect(listed.status).toBe(200);
    expect((await put(token, 'validators', { jsonProgress: '{}' }, { 'if-match': '*' })).status).toBe(200);
    expect((await put(token, 'validators', { jsonProgress: '{}' }, { 'if-match': 'not-quoted' })).status).toBe(400);
    expect((await put(token, 'validators', { jsonProgress: '{}' }, { 'if-match': `"${'9'.repeat(400)}"` })).status).toBe(400);
  });

  it("keeps another learner's attempt out of reach with any precondition (403), and never answers its record", async () => {
    const { etag } = await opened('not-yours');
    const { token: stranger } = await register(h);
    const answer = await put(stranger, 'not-yours', { jsonProgress: '{}' }, { 'if-match': etag });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ message: 'attemptOfAnotherLearner' });
    expect((await put(stranger, 'not-yours', { jsonProgress: '{}' }, { 'if-none-match': '*' })).status).toBe(403);
  });

  it('of many writes on one revision at the same moment exactly one succeeds (a conditional UPDATE, not read-then-write)', async () => {
    const { token, etag } = await opened('raced');
    const writes = await Promise.all(
      Array.from({ length: 12 }, (_, i) => put(token, 'raced', { jsonProgress: progress([[i]]), score: i, status: 'IN_PROGRESS' }, { 'if-match': etag })),
    );
    expect(writes.filter((w) => w.status === 200)).toHaveLength(1);
    expect(writes.filter((w) => w.status === 412)).toHaveLength(11);
    const winner = writes.find((w) => w.status === 200)!;
    expect((await call(h, 'GET', attemptsPath(COURSE, 'raced'), { token })).body.jsonProgress).toBe(winner.body.jsonProgress);
  });

  it('lets the player send If-Match and read the ETag across origins (CORS)', async () => {
    const preflight = await fetch(`${h.url}${attemptsPath(COURSE, 'x')}`, {
      method: 'OPTIONS',
      headers: { origin: PLAYER_ORIGIN, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'content-type,authorization,if-match,if-none-match' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toEqual(expect.stringContaining('if-match'));
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toEqual(expect.stringContaining('if-none-match'));
    const { token } = await opened('cors-read');
    const read = await call(h, 'GET', attemptsPath(COURSE, 'cors-read'), { token, headers: { origin: PLAYER_ORIGIN } });
    expect(read.headers.get('access-control-expose-headers')?.toLowerCase()).toEqual(expect.stringContaining('etag'));
  });
});
