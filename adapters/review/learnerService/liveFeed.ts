import type { ReviewChange, ReviewFailure, ReviewLiveFeed, ReviewLiveOptions } from '@core';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { ReviewTransport } from './transport';

/** How the live channel paces itself; tests shorten every wait. */
export interface LiveTuning {
  /** Between two polls of `changes` (the service itself reads its log about once a second). */
  pollMs: number;
  /** Waits before reconnecting after a break, one per failure in a row (the last repeats). */
  backoffMs: number[];
  /**
   * An open stream sends `: cursor N` at once: nothing within this time means something on the way
   * holds the body back (a buffering proxy), and polling is what works there.
   */
  firstByteMs: number;
  /** Silence after which an open stream is taken as dead and opened again (the service sends a comment line every 15 s). */
  idleMs: number;
  /** Breaks in a row, none of which got a byte through, after which the stream is given up for polling. */
  streamTries: number;
  /** False: poll from the start (a page without streamed fetch bodies, or a test). */
  stream: boolean;
}

export const LIVE_DEFAULTS: LiveTuning = { pollMs: 2000, backoffMs: [1000, 2000, 5000, 10_000, 30_000], firstByteMs: 20_000, idleMs: 45_000, streamTries: 3, stream: true };

/** `changes` answers at most this many at a time (docs/service.md): a full page means more wait. */
const PAGE = 200;

/** Change ids are decimal bigserials (up to 18 digits, beyond a double's exact range): compared as text. */
export function isAfter(id: string, cursor: string): boolean {
  const a = id.replace(/^0+(?=\d)/, '');
  const b = cursor.replace(/^0+(?=\d)/, '');
  return a.length !== b.length ? a.length > b.length : a > b;
}

const canStream = () => typeof ReadableStream !== 'undefined' && typeof TextDecoder !== 'undefined';

type Next = 'now' | 'poll' | 'backoff' | 'stop';

/**
 * Others' changes as they happen (issue 25 §1 live; SPEC 4.8 received events). The event stream
 * `GET events` is read with fetch, since the token goes in a header and EventSource cannot send one;
 * after a break it reconnects with `Last-Event-ID`, waiting longer after each failure. Where a stream
 * cannot be held (no streamed bodies, a route that does not answer one, a proxy that buffers it,
 * repeated breaks before a byte) it polls `changes?after=` instead. Both go by one cursor, so a
 * change is delivered once, whichever way and however often it comes.
 */
export class LiveChannel implements ReviewLiveFeed {
  transport: 'stream' | 'polling';
  private cursor: string;
  private stopped = false;
  private failures = 0;
  private streamBreaks = 0;
  private abort: AbortController | null = null;
  private endStream: (() => void) | null = null;
  private wake: (() => void) | null = null;

  constructor(
    private readonly http: ReviewTransport,
    cursor: string,
    private readonly onChange: (change: ReviewChange) => void,
    private readonly options: ReviewLiveOptions,
    private readonly tuning: LiveTuning,
  ) {
    this.cursor = cursor;
    this.transport = tuning.stream && canStream() ? 'stream' : 'polling';
    void this.run();
  }

  stop(): void {
    this.stopped = true;
    this.abort?.abort();
    this.endStream?.();
    this.wake?.();
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      const next = this.transport === 'stream' ? await this.streamOnce() : await this.pollOnce();
      if (next === 'stop' || this.stopped) return;
      if (next === 'now') continue;
      await this.sleep(next === 'poll' ? this.tuning.pollMs : this.backoff());
    }
  }

  private async streamOnce(): Promise<Next> {
    const abort = (this.abort = new AbortController());
    let response: Response;
    try {
      response = await this.http.request('GET', '/events', { headers: { Accept: 'text/event-stream', 'Last-Event-ID': this.cursor }, signal: abort.signal });
    } catch {
      return this.streamBroke(false);
    }
    if (response.status === 401 || response.status === 403) return this.giveUp(response);
    const reader = response.ok && /^text\/event-stream/i.test(response.headers.get('content-type') ?? '') ? response.body?.getReader() : undefined;
    if (!reader) {
      // The route answers something else than a stream (an old service, a proxy's page): poll.
      void response.body?.cancel().catch(() => undefined);
      return this.poll();
    }
    let gotBytes = false;
    const parser = createParser({ onEvent: (message) => this.take(message) });
    const decoder = new TextDecoder();
    let silentTooLong = false;
    // Aborting ends a real fetch's body; cancelling the reader ends any body, whatever gave it.
    const end = () => {
      abort.abort();
      void reader.cancel().catch(() => undefined);
    };
    const silence = () => {
      silentTooLong = true;
      end();
    };
    this.endStream = end;
    let watchdog = setTimeout(silence, this.tuning.firstByteMs);
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        clearTimeout(watchdog);
        watchdog = setTimeout(silence, this.tuning.idleMs);
        if (!gotBytes) {
          gotBytes = true;
          this.failures = 0;
          this.streamBreaks = 0;
        }
        parser.feed(decoder.decode(value, { stream: true }));
      }
    } catch {
      // A break (network, abort): reconnect below, unless stopped.
    } finally {
      clearTimeout(watchdog);
      this.endStream = null;
      if (!abort.signal.aborted) end();
    }
    if (this.stopped) return 'stop';
    // Open but silent past firstByteMs: the body is held back on the way.
    if (!gotBytes && silentTooLong) return this.poll();
    return this.streamBroke(gotBytes);
  }

  private streamBroke(gotBytes: boolean): Next {
    if (!gotBytes && ++this.streamBreaks >= this.tuning.streamTries) return this.poll();
    return 'backoff';
  }

  private poll(): Next {
    this.transport = 'polling';
    return 'now';
  }

  private async pollOnce(): Promise<Next> {
    const result = await this.http.call<{ changes: ReviewChange[]; cursor: string }>('GET', `/changes?after=${encodeURIComponent(this.cursor)}`, undefined, { ok: 200, failed: 'commentsListingFailed' });
    if (this.stopped) return 'stop';
    if (!result.ok) return result.status === 401 || result.status === 403 ? this.stopWith(result.failure) : 'backoff';
    this.failures = 0;
    for (const change of result.value.changes) this.deliver(change);
    if (isAfter(result.value.cursor, this.cursor)) this.cursor = result.value.cursor;
    return result.value.changes.length >= PAGE ? 'now' : 'poll';
  }

  private take(message: EventSourceMessage): void {
    let change: ReviewChange;
    try {
      change = JSON.parse(message.data) as ReviewChange;
    } catch {
      return;
    }
    this.deliver({ ...change, id: message.id ?? change.id });
  }

  private deliver(change: ReviewChange): void {
    if (this.stopped || typeof change.id !== 'string' || !isAfter(change.id, this.cursor)) return;
    this.cursor = change.id;
    try {
      this.onChange(change);
    } catch (e) {
      console.warn('A review change could not be applied.', e);
    }
  }

  private async giveUp(response: Response): Promise<Next> {
    const json = await response.json().catch(() => null);
    return this.stopWith(this.http.failed(response.status, json, { ok: 200, failed: 'commentsListingFailed' }));
  }

  private stopWith(failure: ReviewFailure): Next {
    this.stopped = true;
    this.options.onStopped?.(failure);
    return 'stop';
  }

  private backoff(): number {
    const waits = this.tuning.backoffMs;
    return waits[Math.min(this.failures++, waits.length - 1)];
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
  }
}
