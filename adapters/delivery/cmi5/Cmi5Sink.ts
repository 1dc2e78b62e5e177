import { RETRY_DELAY_MS, type DeliveryState, type LearningEvent, type Statement, type TrackingSink } from '@core';
import { lrsHeaders, type Cmi5Connection } from './cmi5Client';
import type { Cmi5Tracker } from './cmi5Rules';

export interface SinkClock {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** How the LRS answered one statement. */
type Outcome = 'stored' | 'retry' | 'refused';

/**
 * The cmi5 statements of a session, sent to the launch's LRS with its token, one at a time and in
 * order. Each is PUT under its own id, so a replay after a lost answer is harmless (204 or 409: the
 * LRS has it). A network error or a 5xx is tried again every 3000 ms (SPEC 7.1); another 4xx is a
 * fault in the statement: logged with the LRS's words and dropped. Page hide sends what waits with
 * keepalive requests. The outbox is in memory: a cmi5 session lives as long as its page (its token
 * is good for one launch), so a reload cannot resend what a closed tab left.
 */
export class Cmi5Sink implements TrackingSink {
  readonly id = 'cmi5';
  private readonly queue: Statement[] = [];
  private sending: Promise<void> | null = null;
  private retryTimer: unknown = null;
  private retrying = false;
  private failed = false;
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly tracker: Cmi5Tracker,
    private readonly conn: Cmi5Connection,
    private readonly warn: (message: string) => void,
    private readonly clock: SinkClock = globalThis,
  ) {}

  get pending(): number {
    return this.queue.length;
  }

  get state(): DeliveryState {
    if (this.failed) return 'failed';
    if (this.retrying) return 'retrying';
    return this.queue.length ? 'sending' : 'idle';
  }

  handle(event: LearningEvent): void {
    try {
      const statements = this.tracker.statementsFor(event);
      if (!statements.length) return;
      this.queue.push(...statements);
      this.pump();
    } catch (e) {
      this.warn(`cmi5 could not describe a '${event.type}' event: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  /** 'sync': keepalive requests for all that waits (the page may be gone); 'async': resolves when the queue is empty. */
  flush(mode: 'async' | 'sync'): Promise<void> {
    if (mode === 'sync') {
      for (const statement of this.queue) void this.put(statement, true).catch(() => undefined);
      return Promise.resolve();
    }
    if (this.retryTimer !== null) {
      this.clock.clearTimeout(this.retryTimer);
      this.retryTimer = null;
      this.retrying = false;
      this.pump();
    }
    if (!this.queue.length) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private pump(): void {
    if (this.sending || this.retryTimer !== null) return;
    this.sending = this.drain().finally(() => {
      this.sending = null;
    });
  }

  private async drain(): Promise<void> {
    while (this.queue.length) {
      const statement = this.queue[0];
      const outcome = await this.put(statement, false).then(
        (response) => this.classify(response, statement),
        () => 'retry' as const,
      );
      if (outcome === 'retry') {
        this.retrying = true;
        this.retryTimer = this.clock.setTimeout(() => {
          // 'retrying' is the wait; the new attempt is 'sending' until the LRS answers.
          this.retryTimer = null;
          this.retrying = false;
          this.pump();
        }, RETRY_DELAY_MS);
        return;
      }
      this.retrying = false;
      this.queue.shift();
    }
    for (const resolve of this.idleWaiters.splice(0)) resolve();
  }

  private put(statement: Statement, keepalive: boolean): Promise<Response> {
    const url = `${this.conn.launch.endpoint}statements?${new URLSearchParams({ statementId: String(statement.id) })}`;
    return this.conn.fetch(url, { method: 'PUT', headers: lrsHeaders(this.conn.auth, true), body: JSON.stringify(statement), keepalive });
  }

  private async classify(response: Response, statement: Statement): Promise<Outcome> {
    const { status } = response;
    if ((status >= 200 && status < 300) || status === 409) return 'stored';
    if (status >= 500) return 'retry';
    const message = (await response.text().catch(() => '')).slice(0, 500);
    if (status === 401 || status === 403) {
      // The token is the launch's: it will not come back by itself, and the statement is not at fault.
      this.failed = true;
      this.warn(`cmi5: the LRS refused the launch's credentials (HTTP ${status}) for statement ${String(statement.id)}: ${message}`);
      return 'refused';
    }
    this.warn(`cmi5: the LRS refused statement ${String(statement.id)} (HTTP ${status}): ${message}`);
    return 'refused';
  }
}
