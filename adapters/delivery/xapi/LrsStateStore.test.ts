/**
 * @jest-environment node
 */
// The State API store against the strict test LRS (test/support/testLrs.ts) over real HTTP.
import { randomUUID } from 'node:crypto';
import { startTestLrs, type TestLrs } from '../../../test/support/testLrs';
import { LrsStateStore, PROGRESS_STATE_ID } from './LrsStateStore';
import type { TinCanLaunch } from './tinCanLaunch';

const actor = { objectType: 'Agent' as const, name: 'Ada', mbox: 'mailto:ada@example.com' };
const activityId = 'https://example.com/courses/c1';

let lrs: TestLrs;
let launch: TinCanLaunch;
let warnings: string[];
beforeEach(async () => {
  lrs = await startTestLrs({ username: 'key', password: 'secret' });
  launch = { endpoint: lrs.endpoint, auth: lrs.authorization, actor, registration: randomUUID(), activityId };
  warnings = [];
});
afterEach(() => lrs.close());

const storeFor = (l: TinCanLaunch = launch, fetchImpl?: typeof fetch) =>
  new LrsStateStore(l, (m) => warnings.push(m), { sleep: async () => undefined, ...(fetchImpl ? { fetch: fetchImpl } : {}) });
const kept = () => lrs.state(activityId, actor, PROGRESS_STATE_ID, launch.registration)?.content;
/** Resolves when the LRS has answered `count` requests more than it had; keepalive writes are not awaited by their caller. */
async function lrsAnswered(count: number): Promise<void> {
  const target = lrs.requests.filter((r) => r.method !== 'OPTIONS').length + count;
  await new Promise<void>((resolve) => {
    const check = () => (lrs.requests.filter((r) => r.method !== 'OPTIONS' && r.status !== 0).length >= target ? resolve() : setImmediate(check));
    check();
  });
}

it('has no record before the first save; saves and reads it back with the launch auth and version header', async () => {
  const store = storeFor();
  expect(await store.load()).toBeNull();
  const saved = await store.save('~2.first', {});
  expect(saved).toEqual({ kind: 'ok', revision: expect.stringMatching(/^".+"$/) });
  expect(kept()).toBe('~2.first');
  expect(await store.save('~2.second', {})).toMatchObject({ kind: 'ok' });
  expect(kept()).toBe('~2.second');
  const loaded = await storeFor().load();
  expect(loaded).toEqual({ text: '~2.second', revision: lrs.state(activityId, actor, PROGRESS_STATE_ID, launch.registration)!.etag });
  expect(lrs.requests.filter((r) => r.method === 'PUT').every((r) => r.headers.authorization === lrs.authorization)).toBe(true);
});

it('keeps each registration apart, and a launch without registration apart from both', async () => {
  await storeFor().save('~2.one', {});
  const other = { ...launch, registration: randomUUID() };
  expect(await storeFor(other).load()).toBeNull();
  const { registration: _, ...none } = launch;
  expect(await storeFor(none).load()).toBeNull();
});

it('writes conditionally: If-None-Match: * for the first write, If-Match the known ETag after', async () => {
  const store = storeFor();
  await store.load();
  await store.save('~2.a', {});
  await store.save('~2.b', {});
  const puts = lrs.requests.filter((r) => r.method === 'PUT');
  expect(puts[0].headers['if-none-match']).toBe('*');
  expect(puts[1].headers['if-match']).toMatch(/^".+"$/);
});

it('reports a conflict, and overwrites nothing, when another launch of the registration saved meanwhile', async () => {
  const here = storeFor();
  await here.load();
  await here.save('~2.here', {});
  const there = storeFor();
  await there.load();
  expect(await there.save('~2.there', {})).toMatchObject({ kind: 'ok' });
  expect(await here.save('~2.here-again', {})).toMatchObject({ kind: 'conflict', retryable: false });
  expect(kept()).toBe('~2.there');
});

it('a launch that started without reading a record (the LRS was down) does not replace the one the LRS holds', async () => {
  lrs.putState(activityId, actor, PROGRESS_STATE_ID, '~2.earlier', launch.registration);
  lrs.faults.status503Share = 1;
  lrs.faults.resource = 'state';
  const store = storeFor();
  expect(await store.load()).toBeNull();
  expect(warnings).toEqual([expect.stringMatching(/could not be read \(503/)]);
  lrs.faults.status503Share = 0;
  expect(await store.save('~2.fresh', {})).toMatchObject({ kind: 'conflict' });
  expect(kept()).toBe('~2.earlier');
});

it('tries a failing read three times, 3000 ms apart (SPEC 7.1)', async () => {
  lrs.putState(activityId, actor, PROGRESS_STATE_ID, '~2.kept', launch.registration);
  lrs.faults.status503Share = 1;
  const waits: number[] = [];
  const store = new LrsStateStore(launch, (m) => warnings.push(m), {
    sleep: async (ms) => {
      waits.push(ms);
      if (waits.length === 2) lrs.faults.status503Share = 0;
    },
  });
  expect(await store.load()).toMatchObject({ text: '~2.kept' });
  expect(waits).toEqual([3000, 3000]);
});

it('is offline and retryable on a 5xx or a dropped connection; unauthorized on 401', async () => {
  const store = storeFor();
  await store.load();
  lrs.faults.status503Share = 1;
  expect(await store.save('~2.a', {})).toMatchObject({ kind: 'offline', retryable: true });
  lrs.faults.status503Share = 0;
  lrs.faults.dropShare = 1;
  expect(await store.save('~2.a', {})).toMatchObject({ kind: 'offline', retryable: true });
  lrs.faults.dropShare = 0;
  expect(await storeFor({ ...launch, auth: 'Basic d3Jvbmc6d3Jvbmc=' }).save('~2.a', {})).toMatchObject({ kind: 'unauthorized', retryable: false });
  expect(await store.save('~2.a', {})).toMatchObject({ kind: 'ok' });
});

it('page hide writes with a keepalive request; the next save goes on from it though its answer was never read', async () => {
  const calls: RequestInit[] = [];
  const spy: typeof fetch = (input, init) => {
    calls.push(init ?? {});
    return fetch(input, init);
  };
  const store = storeFor(launch, spy);
  await store.load();
  await store.save('~2.a', {});
  // The answer may be lost as the page goes: the store then does not know the new ETag.
  expect(store.flushSync('~2.hidden')).toEqual({ kind: 'ok' });
  expect(calls.at(-1)).toMatchObject({ method: 'PUT', keepalive: true, body: '~2.hidden' });
  await lrsAnswered(1);
  expect(kept()).toBe('~2.hidden');
  expect(await store.save('~2.after', {})).toMatchObject({ kind: 'ok' });
  expect(kept()).toBe('~2.after');
});

it('a save whose ETag went stale because of its own keepalive write is recognised (412, read back: ours) and not a conflict', async () => {
  // Hold the keepalive's answer back so the store cannot learn from it.
  let releaseKeepalive: () => void = () => undefined;
  const spy: typeof fetch = (input, init) =>
    init?.keepalive
      ? fetch(input, init).then((r) => new Promise<Response>((resolve) => (releaseKeepalive = () => resolve(r))))
      : fetch(input, init);
  const store = storeFor(launch, spy);
  await store.load();
  await store.save('~2.a', {});
  store.flushSync('~2.hidden');
  await lrsAnswered(1);
  expect(await store.save('~2.after', {})).toMatchObject({ kind: 'ok' });
  expect(kept()).toBe('~2.after');
  expect(lrs.requests.filter((r) => r.method === 'PUT').map((r) => r.status)).toEqual([204, 204, 412, 204]);
  releaseKeepalive();
});

it('a save older than a keepalive write that overtook it does not put the older text back', async () => {
  let releaseSave: () => void = () => undefined;
  let holding = true;
  const spy: typeof fetch = (input, init) => {
    if (init?.method === 'PUT' && !init.keepalive && holding) {
      holding = false;
      return new Promise<void>((resolve) => (releaseSave = resolve)).then(() => fetch(input, init));
    }
    return fetch(input, init);
  };
  const store = storeFor(launch, spy);
  await store.load();
  const older = store.save('~2.older', {});
  store.flushSync('~2.newer');
  await lrsAnswered(1);
  releaseSave();
  expect(await older).toMatchObject({ kind: 'ok' });
  expect(kept()).toBe('~2.newer');
});

it('a page-hide record over the keepalive quota (which the browser refuses to send with keepalive) still reaches the LRS', async () => {
  const keepalives: number[] = [];
  // Chromium rejects a keepalive request whose body passes 64 KiB; this does the same.
  const quota: typeof fetch = (input, init) => {
    if (init?.keepalive) {
      keepalives.push(String(init.body).length);
      if (String(init.body).length > 65536) return Promise.reject(new TypeError('Failed to fetch'));
    }
    return fetch(input, init);
  };
  const store = storeFor(launch, quota);
  await store.load();
  const big = `~2.${'x'.repeat(70_000)}`;
  expect(store.flushSync(big)).toEqual({ kind: 'ok' });
  await lrsAnswered(1);
  expect(keepalives).toEqual([big.length]);
  expect(kept()).toBe(big);
});

it('removes the record', async () => {
  const store = storeFor();
  await store.save('~2.a', {});
  await store.remove();
  expect(kept()).toBeUndefined();
  expect(await store.load()).toBeNull();
});

it('declares no budget and any Unicode, and saves a change of the clock only every 30 s', () => {
  const store = storeFor();
  expect(store.limits).toEqual({ acceptsNonAscii: true });
  expect(store.clockSaveMs).toBe(30_000);
});
