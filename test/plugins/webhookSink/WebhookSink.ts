import type { DeliveryState, LearningEvent, TrackingSink } from '@core';
import { Outbox, type OutboxStorage, type WebhookEvent } from './outbox';

/** The subset of fetch the sink uses: a browser's fetch, or a test's receiver. */
export type PostFn = (url: string, init: RequestInit) => Promise<{ status: number }>;

export interface SinkTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface WebhookSinkOptions {
  /** Where the events are posted, as `{"events": [...]}` with Content-Type application/json. */
  url: string;
  /** Sent with every request (an API key of the receiver, for instance). */
  headers?: Record<string, string>;
  /** The wait before a request that failed (network error, 408, 429, 5xx) is sent again; SPEC 7.1's 3000 ms by default. */
  retryMs?: number;
  /** Events per request. */
  batchSize?: number;
  /** A request unanswered this long is given up and sent again later (30 s by default). */
  timeoutMs?: number;
  /** Where the outbox is kept between pages; localStorage by default, null for memory only. */
  storage?: OutboxStorage | null;
  storageKey?: string;
  fetch?: PostFn;
  timers?: SinkTimers;
  warn?: (message: string) => void;
  id?: string;
}

type Outcome = 'delivered' | 'refused' | 'retry' | 'unauthorized';

/**
 * A browser may drop a keepalive request above 64 KiB (the quota of all of a page's keepalive
 * requests together), so page hide sends what fits and the rest waits in the outbox.
 */
const KEEPALIVE_MAX_BYTES = 60_000;

/**
 * Posts every learning event as JSON to a URL: the example sink of docs/tracking.md. Events go
 * through a persisted outbox, one request at a time and oldest first, so the receiver gets them in
 * order; a failed request is sent again after `retryMs`, and page hide sends the rest with a
 * keepalive request. Each event has an id: after a lost response or a page hide the receiver may
 * get an event twice, and keeps it once.
 */
export class WebhookSink implements TrackingSink {
  readonly id: string;
  private readonly outbox: Outbox;
  private readonly post: PostFn;
  private readonly timers: SinkTimers;
  private readonly warn: (message: string) => void;
  private readonly retryMs: number;
  private readonly batchSize: number;
  private readonly timeoutMs: number;
  private status: DeliveryState = 'idle';
  private timer: unknown = null;
  private draining: Promise<void> | null = null;

  constructor(private readonly options: WebhookSinkOptions) {
    this.id = options.id ?? 'webhook';
    this.warn = options.warn ?? ((m) => console.warn(m));
    this.post = options.fetch ?? ((url, init) => fetch(url, init));
    this.timers = options.timers ?? globalThis;
    this.retryMs = options.retryMs ?? 3000;
    this.batchSize = options.batchSize ?? 50;
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.outbox = new Outbox(options.storage === undefined ? browserStorage() : options.storage, options.storageKey ?? `webhook-outbox:${options.url}`, this.warn);
    // Events an earlier page could not deliver go first.
    if (this.outbox.size > 0) this.schedule(0);
  }

  get pending(): number {
    return this.outbox.size;
  }

  get state(): DeliveryState {
    return this.status;
  }

  handle(event: LearningEvent): void {
    try {
      this.outbox.push(encode(event, this.warn));
      // While retrying, the retry timer sends it with the rest.
      if (this.status !== 'retrying') this.schedule(0);
    } catch (e) {
      this.warn(`The webhook sink could not take a '${event?.type}' event: ${String(e)}`);
    }
  }

  flush(mode: 'async' | 'sync'): Promise<void> {
    if (mode === 'sync') return this.sendOnHide();
    this.cancelTimer();
    return this.drain();
  }

  /** One drain at a time: a second request would race the first and could overtake it. */
  private drain(): Promise<void> {
    this.draining ??= this.sendAll().finally(() => (this.draining = null));
    return this.draining;
  }

  private async sendAll(): Promise<void> {
    while (this.outbox.size > 0) {
      this.status = 'sending';
      const batch = this.outbox.head(this.batchSize);
      const outcome = await this.send(batch, false);
      if (outcome === 'retry' || outcome === 'unauthorized') {
        // An auth failure will not heal by itself: wait for the next event or flush ('failed').
        this.status = outcome === 'retry' ? 'retrying' : 'failed';
        if (outcome === 'retry') this.schedule(this.retryMs);
        return;
      }
      this.outbox.remove(batch.map((e) => e.id));
    }
    this.status = 'idle';
  }

  /**
   * The page may be gone once this returns: the request is made now, with keepalive, for every event
   * not yet acknowledged (those of a request in flight too, which the browser may cancel).
   */
  private sendOnHide(): Promise<void> {
    const batch = this.outbox.head(Infinity, KEEPALIVE_MAX_BYTES);
    if (batch.length === 0) return Promise.resolve();
    return this.send(batch, true).then((outcome) => {
      if (outcome === 'delivered' || outcome === 'refused') this.outbox.remove(batch.map((e) => e.id));
      // A drain in progress reports for itself; otherwise the page lives on and this send's fate is the state.
      if (this.draining) return;
      if (outcome === 'retry' || outcome === 'unauthorized') {
        this.status = outcome === 'retry' ? 'retrying' : 'failed';
        if (outcome === 'retry') {
          this.cancelTimer();
          this.schedule(this.retryMs);
        }
      } else if (this.outbox.size === 0) this.status = 'idle';
    });
  }

  private async send(batch: WebhookEvent[], keepalive: boolean): Promise<Outcome> {
    let status: number;
    // A receiver that never answers would hold the outbox (and the session's close, which awaits
    // the flush) for good; a keepalive request outlives the page and its timers anyway.
    const abort = keepalive ? null : new AbortController();
    const timer = abort ? this.timers.setTimeout(() => abort.abort(), this.timeoutMs) : null;
    try {
      const response = await this.post(this.options.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...this.options.headers },
        body: JSON.stringify({ events: batch }),
        keepalive,
        ...(abort ? { signal: abort.signal } : {}),
      });
      status = response.status;
    } catch {
      return 'retry'; // offline, DNS, CORS, a dropped connection, no answer in time: all look alike to a page
    } finally {
      if (timer !== null) this.timers.clearTimeout(timer);
    }
    if (status >= 200 && status < 300) return 'delivered';
    if (status >= 500 || status === 408 || status === 429) return 'retry';
    if (status === 401 || status === 403) {
      this.warn(`The webhook at ${this.options.url} refused the sink's credentials (HTTP ${status}); the events are kept.`);
      return 'unauthorized';
    }
    // Any other 4xx is about the request itself: sending it again would fail the same way.
    this.warn(`The webhook at ${this.options.url} refused ${batch.length} events (HTTP ${status}); they are dropped.`);
    return 'refused';
  }

  private schedule(ms: number): void {
    if (this.timer !== null) return;
    this.timer = this.timers.setTimeout(() => {
      this.timer = null;
      void this.drain();
    }, ms);
  }

  private cancelTimer(): void {
    if (this.timer === null) return;
    this.timers.clearTimeout(this.timer);
    this.timer = null;
  }
}

/**
 * A copy of the event as JSON will carry it, with its id. A response JSON cannot carry (a cycle, a
 * BigInt) is sent as null with a warning rather than losing the event.
 */
function encode(event: LearningEvent, warn: (message: string) => void): WebhookEvent {
  const withId = { ...event, id: newId() };
  try {
    return JSON.parse(JSON.stringify(withId)) as WebhookEvent;
  } catch (e) {
    warn(`A '${event.type}' event could not be written as JSON and is sent without its response: ${String(e)}`);
    return JSON.parse(JSON.stringify({ ...withId, response: null })) as WebhookEvent;
  }
}

function newId(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  // RFC 4122 version 4 from random bytes (an http: page has no randomUUID).
  const b = c.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** localStorage, or none where the page may not use it (a sandboxed frame throws on access). */
function browserStorage(): OutboxStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
