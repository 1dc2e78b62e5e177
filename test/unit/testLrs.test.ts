/**
 * @jest-environment node
 */
// The test LRS (test/support/testLrs.ts) is itself checked against xAPI 1.0.3, so a test that
// passes against it passes against an LRS that keeps the rules.
import { randomUUID } from 'node:crypto';
import { startTestLrs, type TestLrs } from '../support/testLrs';

const agent = { objectType: 'Agent', name: 'Ada', mbox: 'mailto:ada@example.com' };
const activityId = 'https://example.com/courses/c1';
const statement = (id: string, verb = 'http://adlnet.gov/expapi/verbs/answered', registration?: string) => ({
  id,
  actor: agent,
  verb: { id: verb },
  object: { id: activityId },
  ...(registration ? { context: { registration } } : {}),
});

let lrs: TestLrs;
let headers: Record<string, string>;
beforeEach(async () => {
  lrs = await startTestLrs({ username: 'key', password: 'secret' });
  headers = { Authorization: lrs.authorization, 'X-Experience-API-Version': '1.0.3', 'Content-Type': 'application/json' };
});
afterEach(() => lrs.close());

const statementsUrl = (q = '') => `${lrs.endpoint}statements${q}`;
const stateUrl = (stateId: string | null, registration?: string) =>
  `${lrs.endpoint}activities/state?${new URLSearchParams({ activityId, agent: JSON.stringify(agent), ...(registration ? { registration } : {}), ...(stateId ? { stateId } : {}) })}`;

describe('requests', () => {
  it('binds 127.0.0.1 on a free port', () => {
    expect(lrs.endpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/xapi\/$/);
    expect(lrs.port).toBeGreaterThan(0);
  });

  it('requires the X-Experience-API-Version header (1.0.3 Part 3, 6.2)', async () => {
    const { 'X-Experience-API-Version': _, ...without } = headers;
    expect((await fetch(statementsUrl(), { method: 'POST', headers: without, body: JSON.stringify(statement(randomUUID())) })).status).toBe(400);
    const ok = await fetch(statementsUrl(), { method: 'POST', headers, body: JSON.stringify(statement(randomUUID())) });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('x-experience-api-version')).toBe('1.0.3');
  });

  it('requires the Basic credentials it was started with', async () => {
    for (const authorization of [undefined, `Basic ${Buffer.from('key:wrong').toString('base64')}`]) {
      const h: Record<string, string> = { ...headers };
      if (authorization) h.Authorization = authorization;
      else delete h.Authorization;
      expect((await fetch(statementsUrl(), { method: 'POST', headers: h, body: JSON.stringify(statement(randomUUID())) })).status).toBe(401);
    }
    expect(lrs.statements()).toHaveLength(0);
  });

  it('answers a CORS preflight without credentials, allowing the xAPI headers', async () => {
    const res = await fetch(statementsUrl(), { method: 'OPTIONS', headers: { Origin: 'http://127.0.0.1:1', 'Access-Control-Request-Method': 'PUT' } });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-headers')).toMatch(/If-Match/);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:1');
  });
});

describe('statements resource', () => {
  it('stores a POSTed batch and answers the ids in order', async () => {
    const ids = [randomUUID(), randomUUID()];
    const res = await fetch(statementsUrl(), { method: 'POST', headers, body: JSON.stringify(ids.map((id) => statement(id))) });
    expect(await res.json()).toEqual(ids);
    expect(lrs.statements().map((s) => s.id)).toEqual(ids);
  });

  it('gives a statement without an id one', async () => {
    const { id: _, ...noId } = statement(randomUUID());
    const [id] = (await (await fetch(statementsUrl(), { method: 'POST', headers, body: JSON.stringify(noId) })).json()) as string[];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('accepts the same statement again and keeps it once; refuses a different one under the same id with 409', async () => {
    const id = randomUUID();
    const post = (body: unknown) => fetch(statementsUrl(), { method: 'POST', headers, body: JSON.stringify(body) });
    expect((await post([statement(id)])).status).toBe(200);
    expect((await post([statement(id)])).status).toBe(200);
    expect(lrs.statements()).toHaveLength(1);
    const other = randomUUID();
    expect((await post([statement(other), statement(id, 'http://adlnet.gov/expapi/verbs/passed')])).status).toBe(409);
    // A batch with a conflict stores none of it.
    expect(lrs.statements().map((s) => s.id)).toEqual([id]);
  });

  it('takes PUT with statementId: 204, the same again 204, a different one 409', async () => {
    const id = randomUUID();
    const put = (body: unknown, q = `?statementId=${id}`) => fetch(statementsUrl(q), { method: 'PUT', headers, body: JSON.stringify(body) });
    expect((await put(statement(id))).status).toBe(204);
    expect((await put(statement(id))).status).toBe(204);
    expect((await put(statement(id, 'http://adlnet.gov/expapi/verbs/failed'))).status).toBe(409);
    expect((await put(statement(id), '')).status).toBe(400);
    expect((await put(statement(randomUUID()))).status).toBe(400);
  });

  it('refuses what is not a statement', async () => {
    const post = (body: unknown) => fetch(statementsUrl(), { method: 'POST', headers, body: JSON.stringify(body) });
    expect((await post({ ...statement(randomUUID()), verb: {} })).status).toBe(400);
    expect((await post({ ...statement('not-a-uuid') })).status).toBe(400);
    expect((await post(statement(randomUUID(), undefined, 'not-a-uuid'))).status).toBe(400);
    expect((await fetch(statementsUrl(), { method: 'POST', headers, body: '{' })).status).toBe(400);
  });

  it('answers GET by statementId (404 when unknown) and a query by registration, verb and activity', async () => {
    const registration = randomUUID();
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    await fetch(statementsUrl(), {
      method: 'POST',
      headers,
      body: JSON.stringify([statement(a, undefined, registration), statement(b, 'http://adlnet.gov/expapi/verbs/passed', registration), statement(c)]),
    });
    const one = (await (await fetch(statementsUrl(`?statementId=${a}`), { headers })).json()) as Record<string, unknown>;
    expect(one).toMatchObject({ id: a, version: '1.0.3' });
    expect(typeof one.stored).toBe('string');
    expect((await fetch(statementsUrl(`?statementId=${randomUUID()}`), { headers })).status).toBe(404);
    const query = async (q: Record<string, string>) =>
      ((await (await fetch(statementsUrl(`?${new URLSearchParams(q)}`), { headers })).json()) as { statements: { id: string }[] }).statements.map((s) => s.id);
    expect(await query({ registration })).toEqual([a, b]);
    expect(await query({ registration, verb: 'http://adlnet.gov/expapi/verbs/passed' })).toEqual([b]);
    expect(await query({ activity: activityId })).toEqual([a, b, c]);
    expect(await query({ activity: 'https://example.com/other' })).toEqual([]);
  });
});

describe('state resource', () => {
  const registration = randomUUID();

  it('PUT creates, GET answers the document with an ETag, DELETE removes', async () => {
    expect((await fetch(stateUrl('progress', registration), { headers })).status).toBe(404);
    expect((await fetch(stateUrl('progress', registration), { method: 'PUT', headers, body: '{"a":1}' })).status).toBe(204);
    const got = await fetch(stateUrl('progress', registration), { headers });
    expect(got.status).toBe(200);
    expect(await got.text()).toBe('{"a":1}');
    expect(got.headers.get('etag')).toMatch(/^"[0-9a-f]{40}"$/);
    expect(got.headers.get('content-type')).toBe('application/json');
    // Another registration is another document.
    expect((await fetch(stateUrl('progress', randomUUID()), { headers })).status).toBe(404);
    expect((await fetch(stateUrl('progress', registration), { method: 'DELETE', headers })).status).toBe(204);
    expect((await fetch(stateUrl('progress', registration), { headers })).status).toBe(404);
  });

  it('a PUT over an existing document without If-Match or If-None-Match is 409 (1.0.3 Part 3, 3.1)', async () => {
    await fetch(stateUrl('progress', registration), { method: 'PUT', headers, body: '{"a":1}' });
    expect((await fetch(stateUrl('progress', registration), { method: 'PUT', headers, body: '{"a":2}' })).status).toBe(409);
    expect(lrs.state(activityId, agent, 'progress', registration)?.content).toBe('{"a":1}');
  });

  it('If-Match with the current ETag writes; with an old one is 412; If-None-Match: * over a document is 412', async () => {
    await fetch(stateUrl('progress', registration), { method: 'PUT', headers: { ...headers, 'If-None-Match': '*' }, body: '{"a":1}' });
    const etag = (await fetch(stateUrl('progress', registration), { headers })).headers.get('etag')!;
    expect((await fetch(stateUrl('progress', registration), { method: 'PUT', headers: { ...headers, 'If-Match': etag }, body: '{"a":2}' })).status).toBe(204);
    expect((await fetch(stateUrl('progress', registration), { method: 'PUT', headers: { ...headers, 'If-Match': etag }, body: '{"a":3}' })).status).toBe(412);
    expect((await fetch(stateUrl('progress', registration), { method: 'PUT', headers: { ...headers, 'If-None-Match': '*' }, body: '{"a":4}' })).status).toBe(412);
    expect((await fetch(stateUrl('progress', registration), { method: 'DELETE', headers: { ...headers, 'If-Match': etag } })).status).toBe(412);
    expect(lrs.state(activityId, agent, 'progress', registration)?.content).toBe('{"a":2}');
    // If-Match on a document that does not exist fails too.
    expect((await fetch(stateUrl('other', registration), { method: 'PUT', headers: { ...headers, 'If-Match': etag }, body: '{}' })).status).toBe(412);
  });

  it('POST merges JSON objects and refuses to merge anything else', async () => {
    await fetch(stateUrl('progress', registration), { method: 'POST', headers, body: '{"a":1}' });
    await fetch(stateUrl('progress', registration), { method: 'POST', headers, body: '{"b":2}' });
    expect(JSON.parse(lrs.state(activityId, agent, 'progress', registration)!.content)).toEqual({ a: 1, b: 2 });
    expect((await fetch(stateUrl('progress', registration), { method: 'POST', headers, body: '[1]' })).status).toBe(400);
  });

  it('lists the state ids of an activity, agent and registration; refuses a bad agent or registration', async () => {
    await fetch(stateUrl('one', registration), { method: 'PUT', headers, body: '{}' });
    await fetch(stateUrl('two', registration), { method: 'PUT', headers, body: '{}' });
    expect(await (await fetch(stateUrl(null, registration), { headers })).json()).toEqual(['one', 'two']);
    const bad = (q: Record<string, string>) => fetch(`${lrs.endpoint}activities/state?${new URLSearchParams(q)}`, { headers });
    expect((await bad({ activityId, agent: JSON.stringify({ name: 'no identifier' }), stateId: 's' })).status).toBe(400);
    expect((await bad({ activityId, agent: JSON.stringify(agent), stateId: 's', registration: 'x' })).status).toBe(400);
    expect((await bad({ agent: JSON.stringify(agent), stateId: 's' })).status).toBe(400);
  });
});

describe('faults', () => {
  async function statusesWith(seed: number): Promise<number[]> {
    const faulty = await startTestLrs({ faults: { status503Share: 0.3, seed } });
    const h = { 'X-Experience-API-Version': '1.0.3', 'Content-Type': 'application/json' };
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      statuses.push((await fetch(`${faulty.endpoint}statements`, { method: 'POST', headers: h, body: JSON.stringify(statement(randomUUID())) })).status);
    }
    await faulty.close();
    return statuses;
  }

  it('answers 503 to a share of requests, the same ones for the same seed, and stores none of those', async () => {
    const first = await statusesWith(7);
    expect(first.filter((s) => s === 503).length).toBeGreaterThanOrEqual(6);
    expect(first.filter((s) => s === 503).length).toBeLessThanOrEqual(20);
    expect(first.filter((s) => s !== 503).every((s) => s === 200)).toBe(true);
    expect(await statusesWith(7)).toEqual(first);
    expect(await statusesWith(8)).not.toEqual(first);
  });

  it('drops connections: the client sees a network error', async () => {
    lrs.faults.dropShare = 1;
    await expect(fetch(statementsUrl(), { method: 'POST', headers, body: JSON.stringify(statement(randomUUID())) })).rejects.toThrow();
    lrs.faults.dropShare = 0;
    expect((await fetch(statementsUrl(), { method: 'POST', headers, body: JSON.stringify(statement(randomUUID())) })).status).toBe(200);
    expect(lrs.requests.map((r) => r.status)).toEqual([0, 200]);
  });

  it('can fault one resource only', async () => {
    lrs.faults.status503Share = 1;
    lrs.faults.resource = 'state';
    expect((await fetch(statementsUrl(), { method: 'POST', headers, body: JSON.stringify(statement(randomUUID())) })).status).toBe(200);
    expect((await fetch(stateUrl('progress'), { headers })).status).toBe(503);
  });
});
