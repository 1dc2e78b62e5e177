import { saveFailed, type ProgressStore, type SaveResult } from './ProgressStore';

export interface SaveTiming {
  /** A change waits this long, so a burst (an answer, the page it unlocks, a block's state) is one write. */
  debounceMs: number;
  /** How long a change only the clock made (the running timer) may wait; the store may ask for more. */
  clockMs: number;
  /** The first retry after a retryable failure; each further one waits twice as long, up to maxRetryMs. */
  retryMs: number;
  maxRetryMs: number;
}

export const DEFAULT_SAVE_TIMING: SaveTiming = { debounceMs: 250, clockMs: 1000, retryMs: 2000, maxRetryMs: 60_000 };

export interface SchedulerClock {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realClock: SchedulerClock = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

const SCHEDULING = Symbol('scheduling');

export type SaveState = 'idle' | 'waiting' | 'saving' | 'retrying' | 'failed' | 'closed';

/** How many conflicts one write merges before it waits and tries again (another device saving all the time). */
const MERGES_PER_WRITE = 3;

/**
 * Makes the session's state hold what the store holds (the merge, core/player/saving.ts) and answers
 * the store's revision it merged with; null when the store's record could not be read.
 */
export type ConflictResolver = () => Promise<{ revision?: string } | null>;

export interface SaveSchedulerOptions {
  /** The store's revision of the record that was loaded, sent with the first save. */
  revision?: string;
  /**
   * A store reported a 'conflict' (another device or tab saved since this one's revision): merge, then
   * the same write sends the merged state on the store's new revision. Without it a conflict waits for the next change.
   */
  resolveConflict?: ConflictResolver;
  timing?: Partial<SaveTiming>;
  clock?: SchedulerClock;
  warn?: (message: string) => void;
}

/**
 * The only path from the session to its progress store (ARCHITECTURE.md "Delivery layer"). Changes
 * only mark the state dirty; the record is encoded when a write starts, so the latest state always
 * wins and a burst of changes costs one write. One write is in flight at a time. A retryable failure
 * (offline) is tried again with back-off, and until a write succeeds the learner's latest state is
 * what the next write sends. Page hide writes synchronously where the store can (flushSync).
 */
export class SaveScheduler {
  state: SaveState = 'idle';
  /** The result of the last write, for status lines and tests. */
  lastResult: SaveResult | null = null;
  /** Bumped by every change; `delivered` is the newest the store is known to hold. */
  private version = 0;
  private delivered = 0;
  private inFlight: Promise<void> | null = null;
  private timer: unknown = null;
  private timerDelay = Infinity;
  private retrying = false;
  private failures = 0;
  private revision: string | undefined;
  private readonly timing: SaveTiming;
  private readonly clock: SchedulerClock;
  private readonly warn: (message: string) => void;
  private readonly resolveConflict: ConflictResolver | undefined;

  constructor(
    private readonly store: ProgressStore,
    /**
     * Encodes the session's current record for this store; called when a write starts. null: this
     * state cannot be written (it does not fit the store; the producer said why), so the store keeps
     * its last record and the next change tries again.
     */
    private readonly produce: () => string | null,
    options: SaveSchedulerOptions = {},
  ) {
    this.revision = options.revision;
    this.timing = { ...DEFAULT_SAVE_TIMING, ...(store.clockSaveMs ? { clockMs: store.clockSaveMs } : {}), ...options.timing };
    this.clock = options.clock ?? realClock;
    this.warn = options.warn ?? ((m) => console.warn(m));
    this.resolveConflict = options.resolveConflict;
  }

  /** A state the store does not hold yet. */
  get pending(): boolean {
    return this.version > this.delivered;
  }

  /** Something changed: write it soon ('clock': the timer ticked, which may wait longer). */
  request(kind: 'change' | 'clock' = 'change'): void {
    if (this.state === 'closed') return;
    this.version++;
    // The write in flight is followed by one with the latest state; a retry waits its back-off.
    if (this.inFlight || this.retrying) return;
    this.schedule(kind === 'clock' ? this.timing.clockMs : this.timing.debounceMs);
    if (this.state === 'idle' || this.state === 'failed') this.state = 'waiting';
  }

  /** Writes what is pending now and waits for it (and for a write already in flight). */
  async flush(): Promise<SaveResult | null> {
    for (let round = 0; round < 4; round++) {
      if (this.inFlight) {
        await this.inFlight;
        continue;
      }
      if (!this.pending || this.state === 'closed') break;
      await this.write();
      if (this.lastResult?.kind !== 'ok') break;
    }
    return this.lastResult;
  }

  /** The state cannot be written as it is (too large even for the codec): wait for the next change. */
  private unwritable(): void {
    this.state = 'failed';
  }

  /** Page hide: the latest state now, synchronously where the store can; the page may be gone next. */
  flushSync(): void {
    if (this.state === 'closed' || !this.pending) return;
    if (!this.store.flushSync) {
      void this.write();
      return;
    }
    this.clearTimer();
    const version = this.version;
    let result: SaveResult;
    try {
      const text = this.produce();
      if (text === null) return this.unwritable();
      result = this.store.flushSync(text);
    } catch (e) {
      result = saveFailed('offline', true, `the store threw: ${e instanceof Error ? e.message : String(e)}`);
    }
    this.settle(result, version);
  }

  /** Last write, then nothing more: later changes are ignored (the delivery is closing). */
  async close(): Promise<void> {
    if (this.state === 'closed') return;
    const result = await this.flush();
    if (this.pending) this.warn(`Progress could not be saved before the course closed${result && result.kind !== 'ok' ? ` (${result.kind})` : ''}.`);
    this.stop();
  }

  /** close() for page unload: synchronous. */
  closeSync(): void {
    if (this.state === 'closed') return;
    this.flushSync();
    this.stop();
  }

  private stop(): void {
    this.clearTimer();
    this.retrying = false;
    this.state = 'closed';
  }

  private schedule(delay: number): void {
    if (this.timer !== null && this.timerDelay <= delay) return;
    this.clearTimer();
    this.timerDelay = delay;
    this.timer = SCHEDULING;
    const handle = this.clock.setTimeout(() => {
      this.timer = null;
      this.timerDelay = Infinity;
      this.retrying = false;
      void this.write();
    }, delay);
    // A clock may run the callback at once (tests do); then there is no timer left to keep.
    if (this.timer === SCHEDULING) this.timer = handle;
  }

  private clearTimer(): void {
    if (this.timer !== null && this.timer !== SCHEDULING) this.clock.clearTimeout(this.timer);
    this.timer = null;
    this.timerDelay = Infinity;
  }

  private write(): Promise<void> {
    if (this.inFlight) return this.inFlight;
    this.clearTimer();
    this.retrying = false;
    if (!this.pending || this.state === 'closed') return Promise.resolve();
    let version = this.version;
    let text = this.encode();
    if (text === null) return Promise.resolve();
    this.state = 'saving';
    this.inFlight = (async () => {
      let result = await this.send(text!);
      // Issue 21 §5: a conflict is merged and the merged state written on the store's revision, in this same write.
      for (let merges = 0; result.kind === 'conflict' && this.resolveConflict && this.state !== 'closed'; merges++) {
        const resolved = merges < MERGES_PER_WRITE ? await this.resolveConflict().catch(() => null) : null;
        if (!resolved) {
          result = saveFailed('conflict', true, `${result.detail ?? 'another device saved'}; the latest state is kept and merged again`);
          break;
        }
        this.revision = resolved.revision;
        version = this.version;
        text = this.encode();
        if (text === null) break;
        result = await this.send(text);
      }
      this.inFlight = null;
      if (text !== null || this.state === 'closed') this.settle(result, version);
    })();
    return this.inFlight;
  }

  /** The session's record for the store, or null (the state is 'failed': it cannot be written as it is). */
  private encode(): string | null {
    let text: string | null;
    try {
      text = this.produce();
    } catch (e) {
      // An encoder bug: nothing a retry would fix. Say so; the next change tries again.
      this.warn(`Progress could not be encoded for saving: ${e instanceof Error ? e.message : String(e)}`);
      this.state = 'failed';
      return null;
    }
    if (text === null) this.unwritable();
    return text;
  }

  private async send(text: string): Promise<SaveResult> {
    try {
      return await this.store.save(text, { revision: this.revision });
    } catch (e) {
      // A store must report, not throw; treat a throw as a failure worth retrying, so nothing is lost.
      return saveFailed('offline', true, `the store threw: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  private settle(result: SaveResult, version: number): void {
    this.lastResult = result;
    this.retrying = false;
    if (this.state === 'closed') {
      if (result.kind === 'ok') this.delivered = Math.max(this.delivered, version);
      return;
    }
    if (result.kind === 'ok') {
      if (result.revision !== undefined) this.revision = result.revision;
      this.failures = 0;
      this.delivered = Math.max(this.delivered, version);
      this.state = 'idle';
      if (this.pending) {
        this.state = 'waiting';
        this.schedule(this.timing.debounceMs);
      }
      return;
    }
    const detail = result.detail ? `: ${result.detail}` : '';
    if (result.retryable) {
      this.failures++;
      const delay = this.store.retryEveryMs ?? Math.min(this.timing.retryMs * 2 ** (this.failures - 1), this.timing.maxRetryMs);
      if (this.failures === 1) this.warn(`Progress could not be saved (${result.kind}${detail}); the latest state is kept and sent again.`);
      this.state = 'retrying';
      this.schedule(delay);
      this.retrying = true;
      return;
    }
    this.failures = 0;
    this.warn(`Progress could not be saved (${result.kind}${detail}); the next change tries again.`);
    this.state = 'failed';
  }
}
