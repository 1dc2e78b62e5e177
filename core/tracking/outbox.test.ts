import type { SchedulerClock } from '../delivery/SaveScheduler';
import type { Statement } from '../delivery/TrackingSink';
import { memoryOutboxStorage, Outbox, type OutboxTransport, type SendOutcome } from './outbox';

/** A clock whose timers run when the test says so, with their delays recorded. */
function manualClock() {
  const timers = new Map<number, { fn: () => void; ms: number }>();
  let next = 0;
  const clock: SchedulerClock = {
    setTimeout: (fn, ms) => (timers.set(++next, { fn, ms }), next),
    clearTimeout: (h) => void timers.delete(h as number),
  };
  return {
    clock,
    delays: () => [...timers.values()].map((t) => t.ms),
    runAll: () => {
      const due = [...timers.entries()];
      timers.clear();
      for (const [, t] of due) t.fn();
    },
  };
}

/** An LRS that answers each request with the next scripted outcome (then accepts), recording the ids it kept. */
function scriptedLrs(script: (batch: readonly Statement[]) => SendOutcome | undefined = () => undefined) {
  const kept: string[] = [];
  const requests: { ids: string[]; mode: string }[] = [];
  const transport: OutboxTransport = {
    send: async (batch, mode) => {
      const ids = batch.map((s) => String(s.id));
      requests.push({ ids, mode });
      const outcome = script(batch) ?? { kind: 'accepted' };
      if (outcome.kind === 'accepted') kept.push(...ids.filter((id) => !kept.includes(id)));
      return outcome;
    },
  };
  return { transport, kept, requests };
}

const st = (n: number): Statement => ({ id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`, n });
const settled = () => new Promise((r) => setTimeout(r, 0));

test('statements are stored when added and removed only when the LRS accepted them', async () => {
  const storage = memoryOutboxStorage();
  let answer: SendOutcome = { kind: 'retry', message: 'down' };
  const lrs = scriptedLrs(() => answer);
  const time = manualClock();
  const outbox = new Outbox({ storage, transport: lrs.transport, clock: time.clock, warn: () => {} });
  outbox.add([st(1), st(2)]);
  await Promise.resolve(); // the write is at the end of the task that added them
  expect(storage.read().map((s) => s.n)).toEqual([1, 2]);
  await settled();
  expect(outbox.state).toBe('retrying');
  expect(storage.read()).toHaveLength(2);
  answer = { kind: 'accepted' };
  time.runAll();
  await settled();
  expect(storage.read()).toEqual([]);
  expect(outbox.pending).toBe(0);
  expect(outbox.state).toBe('idle');
});

test('SPEC 7.1: a network error or 5xx is tried again every 3000 ms, with the same ids', async () => {
  let failures = 3;
  const lrs = scriptedLrs(() => (failures-- > 0 ? { kind: 'retry', message: '503' } : undefined));
  const time = manualClock();
  const outbox = new Outbox({ storage: memoryOutboxStorage(), transport: lrs.transport, clock: time.clock, warn: () => {} });
  outbox.add([st(1)]);
  for (let i = 0; i < 3; i++) {
    await settled();
    expect(time.delays()).toEqual([3000]);
    time.runAll();
  }
  await settled();
  expect(lrs.requests.map((r) => r.ids)).toEqual(Array(4).fill([st(1).id]));
  expect(lrs.kept).toEqual([st(1).id]);
});

test('a transport that throws counts as a network error', async () => {
  const time = manualClock();
  const outbox = new Outbox({ storage: memoryOutboxStorage(), transport: { send: () => Promise.reject(new TypeError('Failed to fetch')) }, clock: time.clock, warn: () => {} });
  outbox.add([st(1)]);
  await settled();
  expect(outbox.state).toBe('retrying');
  expect(time.delays()).toEqual([3000]);
});

test('a 409 (the LRS has that id: a replay after a lost response) counts as delivered', async () => {
  const lrs = scriptedLrs(() => ({ kind: 'conflict', message: 'exists' }));
  const outbox = new Outbox({ storage: memoryOutboxStorage(), transport: lrs.transport, warn: () => {} });
  outbox.add([st(1)]);
  await outbox.flush();
  expect(outbox.pending).toBe(0);
});

test('a 4xx that is not auth: the bad statement is logged with the LRS message and dropped; the others of its batch still go', async () => {
  const warnings: string[] = [];
  const lrs = scriptedLrs((batch) => (batch.some((s) => s.n === 2) ? { kind: 'rejected', status: 400, message: 'verb.id is not an IRI' } : undefined));
  const outbox = new Outbox({ storage: memoryOutboxStorage(), transport: lrs.transport, warn: (m) => warnings.push(m) });
  outbox.add([st(1), st(2), st(3)]);
  await outbox.flush();
  expect(lrs.kept).toEqual([st(1).id, st(3).id]);
  expect(outbox.pending).toBe(0);
  expect(warnings).toEqual([expect.stringContaining('verb.id is not an IRI')]);
  expect(warnings[0]).toContain(String(st(2).id));
});

test('an auth failure: state failed, statements kept, no retry loop; a later flush tries again', async () => {
  let auth = true;
  const lrs = scriptedLrs(() => (auth ? { kind: 'auth', status: 401, message: 'Unauthorised' } : undefined));
  const time = manualClock();
  const warnings: string[] = [];
  const outbox = new Outbox({ storage: memoryOutboxStorage(), transport: lrs.transport, clock: time.clock, warn: (m) => warnings.push(m) });
  outbox.add([st(1)]);
  await settled();
  outbox.add([st(2)]);
  await settled();
  expect(outbox.state).toBe('failed');
  expect(outbox.pending).toBe(2);
  expect(time.delays()).toEqual([]);
  expect(lrs.requests).toHaveLength(1);
  expect(warnings).toHaveLength(1);
  auth = false;
  await outbox.flush();
  expect(lrs.kept).toEqual([st(1).id, st(2).id]);
});

test('refused credentials stop sending until the transport carries others (the learner signed in again), then everything goes, once', async () => {
  let token = 'Bearer expired';
  const requests: { auth: string; ids: string[] }[] = [];
  const outbox = new Outbox({
    storage: memoryOutboxStorage(),
    warn: () => {},
    transport: {
      credentials: () => token,
      send: async (batch) => {
        requests.push({ auth: token, ids: batch.map((s) => String(s.id)) });
        return token === 'Bearer expired' ? { kind: 'auth', status: 401, message: 'credentialsRequired' } : { kind: 'accepted' };
      },
    },
  });
  outbox.add([st(1)]);
  await settled();
  outbox.add([st(2)]);
  outbox.add([st(3)]);
  await settled();
  // One refused request, no loop: the same credentials are not tried again.
  expect(requests).toHaveLength(1);
  expect(outbox.state).toBe('failed');
  token = 'Bearer fresh';
  outbox.add([st(4)]);
  for (let i = 0; i < 5; i++) await settled();
  expect(requests.slice(1).every((r) => r.auth === 'Bearer fresh')).toBe(true);
  expect(requests.slice(1).flatMap((r) => r.ids)).toEqual([1, 2, 3, 4].map((n) => st(n).id));
  expect(outbox.pending).toBe(0);
});

test('batches keep the order; one request is in flight at a time', async () => {
  let open = 0;
  let most = 0;
  const sent: number[] = [];
  const outbox = new Outbox({
    storage: memoryOutboxStorage(),
    batchSize: 2,
    transport: {
      send: async (batch) => {
        most = Math.max(most, ++open);
        await settled();
        sent.push(...batch.map((s) => s.n as number));
        open--;
        return { kind: 'accepted' };
      },
    },
  });
  for (let i = 1; i <= 5; i++) outbox.add([st(i)]);
  await outbox.flush();
  expect(sent).toEqual([1, 2, 3, 4, 5]);
  expect(most).toBe(1);
});

test('a reload sends what the last page left, once per id, and nothing twice from two tabs', async () => {
  const storage = memoryOutboxStorage();
  const down = scriptedLrs(() => ({ kind: 'retry', message: 'offline' }));
  const first = new Outbox({ storage, transport: down.transport, clock: manualClock().clock, warn: () => {} });
  first.add([st(1), st(2)]);
  await Promise.resolve();
  storage.write([...storage.read(), st(2)]); // another tab queued the same statement
  const lrs = scriptedLrs();
  const second = new Outbox({ storage, transport: lrs.transport });
  await second.flush();
  expect(lrs.kept).toEqual([st(1).id, st(2).id]);
  expect(storage.read()).toEqual([]);
});

test('page hide: everything goes out in keepalive requests within the keepalive budget', async () => {
  const lrs = scriptedLrs(() => ({ kind: 'retry', message: 'slow' }));
  const time = manualClock();
  const outbox = new Outbox({ storage: memoryOutboxStorage(), transport: lrs.transport, clock: time.clock, keepaliveBytes: 200, warn: () => {} });
  outbox.add([st(1), st(2), st(3), st(4)]);
  await settled();
  lrs.requests.length = 0;
  outbox.flushSync();
  const keepalive = lrs.requests.filter((r) => r.mode === 'keepalive');
  expect(keepalive.flatMap((r) => r.ids)).toEqual([1, 2, 3, 4].map((n) => st(n).id));
  expect(keepalive.length).toBeGreaterThan(1);
  for (const r of keepalive) expect(JSON.stringify(r.ids.map((id) => ({ id, n: 1 }))).length).toBeLessThanOrEqual(200);
});

test('storage that fails to write does not stop delivery', async () => {
  const lrs = scriptedLrs();
  const warnings: string[] = [];
  const outbox = new Outbox({ storage: { read: () => [], write: () => { throw new Error('QuotaExceededError'); } }, transport: lrs.transport, warn: (m) => warnings.push(m) });
  outbox.add([st(1)]);
  await outbox.flush();
  expect(lrs.kept).toEqual([st(1).id]);
  expect(warnings[0]).toContain('QuotaExceededError');
});

test('a burst of statements is one storage write, not one per statement (a long queue would cost n² to serialise)', async () => {
  const inner = memoryOutboxStorage();
  let writes = 0;
  const storage = { read: inner.read, write: (s: readonly Statement[]) => (writes++, inner.write(s)) };
  const outbox = new Outbox({ storage, transport: scriptedLrs(() => ({ kind: 'retry', message: 'down' })).transport, clock: manualClock().clock, warn: () => {} });
  for (let i = 1; i <= 500; i++) outbox.add([st(i)]);
  await Promise.resolve();
  expect(writes).toBe(1);
  expect(inner.read()).toHaveLength(500);
});

test('page hide writes what is pending before it sends', () => {
  const storage = memoryOutboxStorage();
  const outbox = new Outbox({ storage, transport: scriptedLrs(() => ({ kind: 'retry', message: 'down' })).transport, clock: manualClock().clock, warn: () => {} });
  outbox.add([st(1)]);
  outbox.flushSync();
  expect(storage.read()).toHaveLength(1);
});

test('two tabs of one course share the stored outbox: neither overwrites what the other queued', async () => {
  const storage = memoryOutboxStorage();
  const down = () => scriptedLrs(() => ({ kind: 'retry', message: 'offline' })).transport;
  const a = new Outbox({ storage, transport: down(), clock: manualClock().clock, warn: () => {} });
  const b = new Outbox({ storage, transport: down(), clock: manualClock().clock, warn: () => {} });
  a.add([st(1)]);
  await Promise.resolve();
  b.add([st(2)]);
  await Promise.resolve();
  a.add([st(3)]);
  await Promise.resolve();
  expect(storage.read().map((s) => s.n).sort()).toEqual([1, 2, 3]);
  // What one tab delivered is not written back by it; the other's stays.
  const lrs = scriptedLrs();
  const c = new Outbox({ storage, transport: lrs.transport });
  await c.flush();
  expect(storage.read()).toEqual([]);
  expect(lrs.kept).toHaveLength(3);
});
