import { lrsTransport, memoryOutboxStorage, Outbox, type DeliveryState, type LearningEvent, type SchedulerClock, type TrackingSink } from '@core';
import type { Cmi5Connection } from './cmi5Client';
import type { Cmi5Tracker } from './cmi5Rules';

export type SinkClock = SchedulerClock;

/**
 * The cmi5 statements of a session, sent to the launch's LRS with its token through the tracking
 * layer's outbox (core/tracking/outbox.ts, docs/xapi.md): in order, each with the UUID it got when
 * created (a replay is harmless), network errors and 5xx tried again every 3000 ms (SPEC 7.1),
 * another 4xx logged with the LRS's message and dropped, keepalive requests on page hide. The outbox
 * is kept in memory, not in the browser: a cmi5 token is good for one launch, so a later page could
 * not send what a closed tab left; the keepalive send on page hide is what carries it.
 */
export class Cmi5Sink implements TrackingSink {
  readonly id = 'cmi5';
  readonly outbox: Outbox;

  constructor(
    private readonly tracker: Cmi5Tracker,
    conn: Cmi5Connection,
    private readonly warn: (message: string) => void,
    clock?: SinkClock,
  ) {
    this.outbox = new Outbox({
      storage: memoryOutboxStorage(),
      transport: lrsTransport({ endpoint: conn.launch.endpoint, auth: conn.auth }, conn.fetch),
      ...(clock ? { clock } : {}),
      warn: (message) => warn(`cmi5: ${message}`),
    });
  }

  get pending(): number {
    return this.outbox.pending;
  }

  get state(): DeliveryState {
    return this.outbox.state;
  }

  handle(event: LearningEvent): void {
    try {
      this.outbox.add(this.tracker.statementsFor(event));
    } catch (e) {
      this.warn(`cmi5 could not describe a '${event.type}' event: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  /** 'sync': keepalive requests for all that waits (the page may be gone); 'async': sends what waits now. */
  flush(mode: 'async' | 'sync'): Promise<void> {
    return mode === 'sync' ? this.outbox.flushSync() : this.outbox.flush();
  }
}
