import type { SchedulerClock } from '../delivery/SaveScheduler';
import type { DeliveryState, Statement } from '../delivery/TrackingSink';

/** What the LRS said to one request (lrsClient.ts classifies the HTTP answer). */
export type SendOutcome =
  | { kind: 'accepted' }
  /** 409: the LRS already has a statement with one of these ids (a replay after a lost response). */
  | { kind: 'conflict'; message: string }
  /** A network error or a status >= 500 (SPEC 7.1): try again later. */
  | { kind: 'retry'; message: string }
  /** 401/403: the credentials are wrong; keep the statements, report the failure. */
  | { kind: 'auth'; status: number; message: string }
  /** Another 4xx: something in a statement is wrong; resending it cannot help. */
  | { kind: 'rejected'; status: number; message: string };

export interface OutboxTransport {
  /** 'keepalive' on page hide: the request must outlive the page (fetch keepalive). */
  send(batch: readonly Statement[], mode: 'normal' | 'keepalive'): Promise<SendOutcome>;
  /** The credentials the next request carries (its Authorization), when they can change while the outbox waits. */
  credentials?(): string | null;
}

/** Where the queue survives reloads and closed tabs; synchronous, so a page hide cannot lose it. */
export interface OutboxStorage {
  read(): Statement[];
  write(statements: readonly Statement[]): void;
}

export function memoryOutboxStorage(): OutboxStorage {
  let kept: Statement[] = [];
  return { read: () => [...kept], write: (s) => void (kept = [...s]) };
}

export interface OutboxOptions {
  storage: OutboxStorage;
  transport: OutboxTransport;
  /** Statements per request. */
  batchSize?: number;
  /** SPEC 7.1: network errors and 5xx are tried again every 3000 ms. */
  retryMs?: number;
  /** keepalive bodies are limited (64 KiB in Chromium, shared by the page's pending keepalive requests). */
  keepaliveBytes?: number;
  clock?: SchedulerClock;
  warn?: (message: string) => void;
}

const realClock: SchedulerClock = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

const idOf = (s: Statement): string => String(s.id);

/**
 * The guaranteed-delivery queue of a tracking destination (docs/xapi.md "Delivery"). A statement is
 * written to storage as it is added (in the same task) and removed only when the LRS has it, so a reload, a
 * closed tab or a down LRS loses nothing; it is sent with the UUID it got at creation, so a replay
 * after a lost response is harmless. One request is in flight at a time and the order is kept.
 * Nothing here waits on the learner's side: add() is synchronous and sending runs in the background.
 */
export class Outbox {
  private queue: Statement[];
  private inFlight: Promise<void> | null = null;
  private retryTimer: unknown = null;
  private authFailed = false;
  /** What the LRS refused: once the transport carries other credentials (the learner signed in again), sending resumes. */
  private refusedCredentials: string | null = null;
  private writePending = false;
  /** Ids this outbox saw the LRS accept (or drop): never written back, whoever else stored them. */
  private readonly delivered = new Set<string>();
  private current: DeliveryState = 'idle';
  private readonly batchSize: number;
  private readonly retryMs: number;
  private readonly keepaliveBytes: number;
  private readonly clock: SchedulerClock;
  private readonly warn: (message: string) => void;

  constructor(private readonly options: OutboxOptions) {
    this.batchSize = options.batchSize ?? 50;
    this.retryMs = options.retryMs ?? 3000;
    this.keepaliveBytes = options.keepaliveBytes ?? 60_000;
    this.clock = options.clock ?? realClock;
    this.warn = options.warn ?? ((m) => console.warn(m));
    this.queue = this.readStorage();
  }

  get pending(): number {
    return this.queue.length;
  }

  get state(): DeliveryState {
    return this.current;
  }

  /** Queues statements (persisted at the end of this turn of the event loop) and starts sending them. */
  add(statements: readonly Statement[]): void {
    if (statements.length === 0) return;
    this.queue.push(...statements);
    this.persist();
    this.kick();
  }

  /** Sends what is queued now. Resolves when the queue is empty or waits on a retry or on credentials. */
  async flush(): Promise<void> {
    this.authFailed = false;
    this.clearRetry();
    while (this.queue.length > 0) {
      const before = this.queue.length;
      await (this.inFlight ?? this.sendNext('normal'));
      if (this.retryTimer !== null || this.authFailed || this.queue.length >= before) return;
    }
  }

  /**
   * Page hide: everything queued goes out now in keepalive requests, which outlive the page. The
   * statements stay stored until the LRS's answer is seen; if the page is gone before, the next
   * launch sends them again with the same ids. Everything is on its way when this returns; the
   * promise settles once the LRS answered, so a page that stays can see the outcome in `state`.
   */
  flushSync(): Promise<void> {
    this.writeNow();
    if (this.queue.length === 0 || this.stillRefused()) return Promise.resolve();
    let batch: Statement[] = [];
    let bytes = 2;
    const sent: Promise<unknown>[] = [];
    const send = (b: Statement[]) =>
      void sent.push(
        this.options.transport
          .send(b, 'keepalive')
          .catch((e: unknown): SendOutcome => ({ kind: 'retry', message: String(e) }))
          .then((outcome) => this.settle(b, outcome)),
      );
    for (const statement of this.queue) {
      const size = JSON.stringify(statement).length + 1;
      if (batch.length > 0 && bytes + size > this.keepaliveBytes) {
        send(batch);
        batch = [];
        bytes = 2;
      }
      batch.push(statement);
      bytes += size;
    }
    if (batch.length > 0) send(batch);
    return Promise.all(sent).then(() => undefined);
  }

  private kick(): void {
    if (this.inFlight || this.retryTimer !== null || this.stillRefused()) return;
    void this.sendNext('normal');
  }

  /**
   * 401/403 stops sending (no request loop against credentials the LRS refuses) until flush() is
   * asked, or the transport's credentials change: a learner signed in again, with a new token.
   */
  private stillRefused(): boolean {
    if (!this.authFailed) return false;
    const now = this.options.transport.credentials?.();
    if (now === undefined || now === this.refusedCredentials) return true;
    this.authFailed = false;
    return false;
  }

  private sendNext(mode: 'normal' | 'keepalive'): Promise<void> {
    const batch = this.queue.slice(0, this.batchSize);
    if (batch.length === 0) {
      this.current = 'idle';
      return Promise.resolve();
    }
    this.current = 'sending';
    const run = (async () => {
      let outcome: SendOutcome;
      try {
        outcome = await this.options.transport.send(batch, mode);
      } catch (e) {
        outcome = { kind: 'retry', message: e instanceof Error ? e.message : String(e) };
      }
      if ((outcome.kind === 'rejected' || outcome.kind === 'conflict') && batch.length > 1) {
        // One statement spoils a batch: each is sent alone, so only that one is dropped (or known delivered).
        for (const one of batch) {
          const alone = await this.options.transport.send([one], mode).catch((e: unknown): SendOutcome => ({ kind: 'retry', message: String(e) }));
          if (!this.settle([one], alone)) return;
        }
        return;
      }
      this.settle(batch, outcome);
    })().finally(() => {
      this.inFlight = null;
      if (this.current === 'sending') this.current = this.queue.length === 0 ? 'idle' : this.current;
      if (this.queue.length > 0) this.kick();
    });
    this.inFlight = run;
    return run;
  }

  /** Applies the LRS's answer to a batch; false when sending should stop for now. */
  private settle(batch: readonly Statement[], outcome: SendOutcome): boolean {
    switch (outcome.kind) {
      case 'accepted':
      case 'conflict':
        this.remove(batch);
        return true;
      case 'rejected':
        this.warn(`The LRS refused statement ${batch.map(idOf).join(', ')} (${outcome.status}): ${outcome.message}. It is dropped.`);
        this.remove(batch);
        return true;
      case 'auth':
        if (!this.authFailed) this.warn(`The LRS refused the credentials (${outcome.status}): ${outcome.message}. Statements are kept until it accepts them.`);
        this.authFailed = true;
        this.refusedCredentials = this.options.transport.credentials?.() ?? null;
        this.current = 'failed';
        return false;
      case 'retry':
        this.current = 'retrying';
        this.scheduleRetry();
        return false;
    }
  }

  private remove(batch: readonly Statement[]): void {
    const gone = new Set(batch.map(idOf));
    for (const id of gone) this.delivered.add(id);
    this.queue = this.queue.filter((s) => !gone.has(idOf(s)));
    this.persist();
  }

  private scheduleRetry(): void {
    if (this.retryTimer !== null) return;
    this.retryTimer = this.clock.setTimeout(() => {
      this.retryTimer = null;
      this.kick();
    }, this.retryMs);
  }

  private clearRetry(): void {
    if (this.retryTimer === null) return;
    this.clock.clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private readStorage(): Statement[] {
    try {
      const stored = this.options.storage.read();
      // Two tabs may have queued the same statement: it is sent once.
      const seen = new Set<string>();
      return stored.filter((s) => s && typeof s === 'object' && typeof s.id === 'string' && !seen.has(s.id) && seen.add(s.id));
    } catch (e) {
      this.warn(`The tracking outbox could not be read: ${e instanceof Error ? e.message : String(e)}`);
      return [];
    }
  }

  /**
   * Writes once per turn of the event loop, at its end (a microtask): a burst of statements (a status
   * change, a learner's work replayed) is one write instead of one per statement, which made a queue of
   * n statements cost n² in serialising. Nothing can unload the page before a microtask runs, so
   * the write is as sure as a synchronous one.
   */
  private persist(): void {
    if (this.writePending) return;
    this.writePending = true;
    queueMicrotask(() => this.writeNow());
  }

  private writeNow(): void {
    if (!this.writePending) return;
    this.writePending = false;
    try {
      // Another tab of the same course keeps its queue under the same key: what it stored is kept
      // beside this queue, not overwritten, so a closed tab's statements wait for the next launch.
      const ours = new Set(this.queue.map(idOf));
      const others = this.readStorage().filter((s) => !ours.has(idOf(s)) && !this.delivered.has(idOf(s)));
      this.options.storage.write(others.length > 0 ? [...others, ...this.queue] : this.queue);
    } catch (e) {
      // A full storage still sends from memory; what cannot be stored is lost only if the tab closes first.
      this.warn(`The tracking outbox could not be stored: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
}
