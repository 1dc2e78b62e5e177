/**
 * @jest-environment node
 */
// Issue 21 §5: the learner service's progress store writes on the attempt's revision (If-Match of
// its ETag) and reports a 412 as a 'conflict', whose record the session's merge then loads.
import type { AuthClient } from './authClient';
import type { AttemptTarget } from './attemptCalls';
import { LearnerServiceStore } from './LearnerServiceStore';
import { ServiceReach } from './serviceReach';
import { StandingSink } from './standingSink';

const LEARN = 'http://learn.test';
const path = (id: string) => `/api/learner/me/courses/c1/attempts/${id}`;

/** The service's attempt calls with revisions, as docs/service.md describes them. */
function revisedService() {
  const records = new Map<string, { jsonProgress: string; revision: number }>();
  const calls: { method: string; path: string; headers: Record<string, string> }[] = [];
  const answer = (status: number, id: string | null, extra: object = {}) => {
    const record = id ? records.get(id) : undefined;
    const body = record ? { attemptId: id, jsonProgress: record.jsonProgress, ...extra } : extra;
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...(record ? { ETag: `"${record.revision}"` } : {}) } });
  };
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const headers = (init.headers ?? {}) as Record<string, string>;
    const method = init.method ?? 'GET';
    calls.push({ method, path: url.pathname, headers });
    const id = decodeURIComponent(url.pathname.split('/').pop()!);
    const record = records.get(id);
    if (method === 'GET') return record ? answer(200, id) : new Response('{"message":"attemptNotFound"}', { status: 404 });
    const body = JSON.parse(String(init.body)) as { jsonProgress: string };
    const ifMatch = headers['If-Match'];
    const stale = ifMatch !== undefined ? !record || ifMatch !== `"${record.revision}"` : headers['If-None-Match'] === '*' && record !== undefined;
    if (stale) return record ? new Response(JSON.stringify({ message: 'staleRevision', current: { attemptId: id, jsonProgress: record.jsonProgress } }), { status: 412, headers: { ETag: `"${record.revision}"` } }) : new Response('{"message":"staleRevision"}', { status: 412 });
    records.set(id, { jsonProgress: body.jsonProgress, revision: (record?.revision ?? 0) + 1 });
    return answer(record ? 200 : 201, id);
  };
  return { records, calls, fetch: fetch as typeof globalThis.fetch };
}

function storeOn(service: ReturnType<typeof revisedService>, opened: { attemptId: string; jsonProgress: string; revision?: string }) {
  const auth = { bearer: () => ({ Authorization: 'Bearer t' }), dropToken: () => undefined } as unknown as AuthClient;
  const target: AttemptTarget = { urls: { auth: LEARN, learn: LEARN }, auth, courseId: 'c1', fetch: service.fetch, reach: new ServiceReach() };
  const standing = new StandingSink();
  const warnings: string[] = [];
  const store = new LearnerServiceStore(target, { ...opened, restored: true }, standing, (m) => warnings.push(m));
  return { store, standing, warnings };
}

describe('the learner-service store on revisions (issue 21 §5)', () => {
  it("writes with If-Match of the opened attempt's ETag, then of each answer's", async () => {
    const service = revisedService();
    service.records.set('a1', { jsonProgress: '{"answers":[]}', revision: 4 });
    const { store } = storeOn(service, { attemptId: 'a1', jsonProgress: '{"answers":[]}', revision: '"4"' });
    expect(await store.load()).toEqual({ text: '{"answers":[]}', revision: '"4"' });
    expect(await store.save('{"answers":[1]}')).toEqual({ kind: 'ok', revision: '"5"' });
    expect(await store.save('{"answers":[2]}')).toEqual({ kind: 'ok', revision: '"6"' });
    expect(service.calls.filter((c) => c.method === 'PUT').map((c) => c.headers['If-Match'])).toEqual(['"4"', '"5"']);
  });

  it('a 412 is a conflict; the merge then loads the record the 412 carried, and the next write is on its ETag', async () => {
    const service = revisedService();
    service.records.set('a1', { jsonProgress: '{"answers":[]}', revision: 1 });
    const { store } = storeOn(service, { attemptId: 'a1', jsonProgress: '{"answers":[]}', revision: '"1"' });
    await store.load();
    // Another device saved meanwhile.
    service.records.set('a1', { jsonProgress: '{"answers":[[9]]}', revision: 2 });
    expect(await store.save('{"answers":[null,[1]]}')).toMatchObject({ kind: 'conflict', retryable: false });
    const gets = service.calls.filter((c) => c.method === 'GET').length;
    expect(await store.load()).toEqual({ text: '{"answers":[[9]]}', revision: '"2"' });
    expect(service.calls.filter((c) => c.method === 'GET')).toHaveLength(gets); // no second round trip
    expect(await store.save('{"answers":[[9],[1]]}')).toEqual({ kind: 'ok', revision: '"3"' });
    // A later merge that has no 412 record reads the attempt.
    service.records.set('a1', { jsonProgress: '{"answers":[[8]]}', revision: 7 });
    expect(await store.load()).toEqual({ text: '{"answers":[[8]]}', revision: '"7"' });
  });

  it('a page-hide write that meets a 412 moves nothing on: the next write meets it too, so only a merge takes the new revision', async () => {
    const service = revisedService();
    service.records.set('a1', { jsonProgress: '{}', revision: 1 });
    const { store } = storeOn(service, { attemptId: 'a1', jsonProgress: '{}', revision: '"1"' });
    service.records.set('a1', { jsonProgress: '{"answers":[[9]]}', revision: 2 });
    expect(store.flushSync!('{"answers":[[1]]}')).toEqual({ kind: 'ok' });
    await new Promise((r) => setImmediate(r));
    expect(service.records.get('a1')!.jsonProgress).toBe('{"answers":[[9]]}');
    expect(await store.save('{"answers":[[1]]}')).toMatchObject({ kind: 'conflict' });
    expect(service.records.get('a1')!.jsonProgress).toBe('{"answers":[[9]]}');
  });

  it('a new attempt (another id than the opened one) is created only if it does not exist: If-None-Match: *', async () => {
    const service = revisedService();
    service.records.set('a1', { jsonProgress: '{}', revision: 1 });
    const { store, standing } = storeOn(service, { attemptId: 'a1', jsonProgress: '{}', revision: '"1"' });
    standing.handle({ type: 'attemptStarted', attemptId: 'a2', at: '', attempt: 1 } as never);
    expect(await store.save('{"answers":[]}')).toEqual({ kind: 'ok', revision: '"1"' });
    const put = service.calls.at(-1)!;
    expect(put).toMatchObject({ method: 'PUT', path: path('a2') });
    expect(put.headers['If-None-Match']).toBe('*');
    expect(put.headers['If-Match']).toBeUndefined();
    expect(await store.save('{"answers":[1]}')).toEqual({ kind: 'ok', revision: '"2"' });
    expect(service.calls.at(-1)!.headers['If-Match']).toBe('"1"');
  });

  it('start over empties the attempt whatever revision it is on (the learner asked for it)', async () => {
    const service = revisedService();
    service.records.set('a1', { jsonProgress: '{"answers":[1]}', revision: 5 });
    const { store, warnings } = storeOn(service, { attemptId: 'a1', jsonProgress: '{"answers":[1]}', revision: '"2"' });
    await store.remove();
    expect(service.records.get('a1')).toEqual({ jsonProgress: '{}', revision: 6 });
    expect(warnings).toEqual([]);
    expect(await store.save('{"answers":[]}')).toEqual({ kind: 'ok', revision: '"7"' });
  });
});
