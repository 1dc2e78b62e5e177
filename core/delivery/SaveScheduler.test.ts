import { ManualClock, settle } from '../../test/support/manualClock';
import { MemoryStore } from '../../test/support/memoryStore';
import { saveFailed, type ProgressStore, type SaveResult } from './ProgressStore';
import { SaveScheduler } from './SaveScheduler';

/** A scheduler over a fake store whose "record" is a counter the test changes. */
function harness(store = new MemoryStore(), timing = {}) {
  const clock = new ManualClock();
  const warnings: string[] = [];
  let state = 0;
  const scheduler = new SaveScheduler(store, () => `state ${state}`, { clock, warn: (m) => warnings.push(m), timing });
  const change = (kind: 'change' | 'clock' = 'change') => {
    state++;
    scheduler.request(kind);
  };
  return { store, clock, scheduler, warnings, change, written: () => store.attempts.map((a) => a.text) };
}

describe('SaveScheduler (ARCHITECTURE.md delivery layer: the only path to a store)', () => {
  it('debounces: a burst of changes is one write, of the latest state, after 250 ms', async () => {
    const h = harness();
    h.change();
    h.change();
    h.clock.advance(200);
    h.change();
    h.clock.advance(49);
    expect(h.written()).toEqual([]);
    h.clock.advance(1);
    await settle();
    expect(h.written()).toEqual(['state 3']);
    expect(h.scheduler.pending).toBe(false);
    expect(h.scheduler.state).toBe('idle');
  });

  it('keeps one write in flight; the changes made meanwhile go in one write of the latest state', async () => {
    const h = harness();
    h.store.hold();
    h.change();
    h.clock.advance(250);
    expect(h.store.inFlight).toBe(1);
    h.change();
    h.change();
    h.clock.advance(10_000);
    expect(h.store.inFlight).toBe(1);
    expect(h.scheduler.state).toBe('saving');
    h.store.release();
    await settle();
    h.clock.advance(250);
    await settle();
    expect(h.written()).toEqual(['state 1', 'state 3']);
    expect(h.store.text).toBe('state 3');
    expect(h.scheduler.pending).toBe(false);
  });

  it('SPEC 7.1: a store that retries every N ms is retried at that interval, without back-off, until a write goes through', async () => {
    const store = Object.assign(new MemoryStore(), { retryEveryMs: 3000 });
    const h = harness(store);
    store.script.push(saveFailed('offline', true), saveFailed('offline', true), saveFailed('offline', true));
    h.change();
    h.clock.advance(250);
    await settle();
    for (let retry = 2; retry <= 4; retry++) {
      h.clock.advance(2999);
      await settle();
      expect(h.written()).toHaveLength(retry - 1);
      h.clock.advance(1);
      await settle();
      expect(h.written()).toHaveLength(retry);
    }
    expect(h.scheduler.pending).toBe(false);
    expect(h.scheduler.state).toBe('idle');
  });

  it('retries a retryable failure with back-off, sending the latest state, and warns once', async () => {
    const h = harness();
    h.store.script.push(saveFailed('offline', true), saveFailed('offline', true));
    h.change();
    h.clock.advance(250);
    await settle();
    expect(h.scheduler.state).toBe('retrying');
    h.change(); // the learner goes on meanwhile: the retry sends this state, not the failed one
    h.clock.advance(1999);
    await settle();
    expect(h.written()).toEqual(['state 1']);
    h.clock.advance(1);
    await settle();
    expect(h.written()).toEqual(['state 1', 'state 2']);
    // The second failure waits twice as long.
    h.clock.advance(3999);
    await settle();
    expect(h.written()).toHaveLength(2);
    h.clock.advance(1);
    await settle();
    expect(h.written()).toEqual(['state 1', 'state 2', 'state 2']);
    expect(h.store.text).toBe('state 2');
    expect(h.scheduler.pending).toBe(false);
    expect(h.warnings).toHaveLength(1);
    expect(h.warnings[0]).toMatch(/offline/);
  });

  it('does not retry a failure that retrying cannot fix; the next change tries again', async () => {
    const h = harness(new MemoryStore({ maxChars: 5 }));
    h.change();
    h.clock.advance(250);
    await settle();
    expect(h.scheduler.state).toBe('failed');
    expect(h.scheduler.lastResult).toMatchObject({ kind: 'too-large', retryable: false });
    expect(h.clock.waiting).toBe(0);
    expect(h.warnings[0]).toMatch(/too-large/);
    expect(h.scheduler.pending).toBe(true);
    h.change();
    h.clock.advance(250);
    await settle();
    expect(h.written()).toEqual(['state 1', 'state 2']);
  });

  it('treats a store that throws as a failure worth retrying, so nothing is lost', async () => {
    let calls = 0;
    const store: ProgressStore = {
      id: 'throwing',
      limits: { acceptsNonAscii: true },
      load: async () => null,
      save: async () => {
        calls++;
        if (calls === 1) throw new Error('socket closed');
        return { kind: 'ok' } as SaveResult;
      },
      remove: async () => undefined,
    };
    const clock = new ManualClock();
    const scheduler = new SaveScheduler(store, () => 'x', { clock, warn: () => undefined });
    scheduler.request();
    clock.advance(250);
    await settle();
    expect(scheduler.state).toBe('retrying');
    clock.advance(2000);
    await settle();
    expect(calls).toBe(2);
    expect(scheduler.pending).toBe(false);
  });

  it("lets a clock-only change (the timer) wait a second, or what the store asks for", async () => {
    const h = harness();
    h.change('clock');
    h.clock.advance(999);
    expect(h.written()).toEqual([]);
    h.clock.advance(1);
    await settle();
    expect(h.written()).toEqual(['state 1']);

    const slow = harness(new MemoryStore({ clockSaveMs: 30_000 }));
    slow.change('clock');
    slow.clock.advance(29_999);
    expect(slow.written()).toEqual([]);
    // A real change does not wait for the clock's turn.
    slow.change();
    slow.clock.advance(250);
    await settle();
    expect(slow.written()).toEqual(['state 2']);
  });

  it('writes the latest state synchronously on page hide, instead of the debounced write', async () => {
    const h = harness();
    h.change();
    h.scheduler.flushSync();
    expect(h.store.attempts).toEqual([{ text: 'state 1', sync: true, revision: undefined }]);
    expect(h.scheduler.pending).toBe(false);
    h.clock.advance(10_000);
    await settle();
    expect(h.written()).toEqual(['state 1']);
  });

  it('on page hide, writes what a slow write in flight does not hold yet', async () => {
    const h = harness();
    h.store.hold();
    h.change();
    h.clock.advance(250);
    h.change();
    h.scheduler.flushSync();
    expect(h.store.text).toBe('state 2');
    h.store.release();
    await settle();
    expect(h.scheduler.pending).toBe(false);
  });

  it('on page hide, starts an ordinary write at once when the store has no synchronous path', async () => {
    const h = harness(new MemoryStore({ sync: false }));
    h.change();
    h.scheduler.flushSync();
    await settle();
    expect(h.store.attempts).toEqual([{ text: 'state 1', sync: false, revision: undefined }]);
  });

  it('close() writes what is pending, then ignores later changes', async () => {
    const h = harness();
    h.change();
    await h.scheduler.close();
    expect(h.written()).toEqual(['state 1']);
    expect(h.scheduler.state).toBe('closed');
    h.change();
    h.clock.advance(10_000);
    await settle();
    expect(h.written()).toEqual(['state 1']);
  });

  it('close() waits for the write in flight and sends the change made during it', async () => {
    const h = harness();
    h.store.hold();
    h.change();
    h.clock.advance(250);
    h.change();
    const closing = h.scheduler.close();
    h.store.release();
    await settle();
    h.store.release();
    await closing;
    expect(h.written()).toEqual(['state 1', 'state 2']);
  });

  it('sends the revision of what was loaded, then the one each save returns', async () => {
    const store = new MemoryStore({ record: {} });
    const loaded = await store.load();
    const clock = new ManualClock();
    let n = 0;
    const scheduler = new SaveScheduler(store, () => String(++n), { clock, revision: loaded!.revision });
    scheduler.request();
    clock.advance(250);
    await settle();
    scheduler.request();
    clock.advance(250);
    await settle();
    expect(store.attempts.map((a) => a.revision)).toEqual(['0', '1']);
  });

  it('on a conflict asks its resolver (the merge), then writes the state it left on the revision it gave, in the same write', async () => {
    const store = new MemoryStore();
    store.script.push(saveFailed('conflict', false, 'another device saved'));
    const clock = new ManualClock();
    let state = 'local';
    const resolutions: string[] = [];
    const scheduler = new SaveScheduler(store, () => state, {
      clock,
      revision: 'r1',
      resolveConflict: async () => {
        resolutions.push(state);
        state = 'merged';
        return { revision: 'r2' };
      },
    });
    scheduler.request();
    clock.advance(250);
    await settle();
    expect(resolutions).toEqual(['local']);
    expect(store.attempts.map((a) => [a.text, a.revision])).toEqual([['local', 'r1'], ['merged', 'r2']]);
    expect(scheduler.state).toBe('idle');
    expect(scheduler.pending).toBe(false);
  });

  it('merges at most three times in a row, then keeps the state and tries again with back-off; a resolver that cannot read is a retry too', async () => {
    const store = new MemoryStore();
    for (let i = 0; i < 5; i++) store.script.push(saveFailed('conflict', false));
    const clock = new ManualClock();
    const warnings: string[] = [];
    let merges = 0;
    const scheduler = new SaveScheduler(store, () => 'state', { clock, warn: (m) => warnings.push(m), resolveConflict: async () => ({ revision: String(++merges) }) });
    scheduler.request();
    clock.advance(250);
    for (let i = 0; i < 5; i++) await settle();
    expect(merges).toBe(3);
    expect(store.attempts).toHaveLength(4);
    expect(scheduler.state).toBe('retrying');
    expect(scheduler.lastResult).toMatchObject({ kind: 'conflict', retryable: true });
    clock.advance(2000);
    await settle();
    expect(store.text).toBe('state');
    expect(scheduler.state).toBe('idle');

    const unreadable = new MemoryStore();
    unreadable.script.push(saveFailed('conflict', false));
    const later = new SaveScheduler(unreadable, () => 'state', { clock, warn: () => undefined, resolveConflict: async () => null });
    later.request();
    clock.advance(250);
    await settle();
    expect(later.state).toBe('retrying');
  });
});
