import type { LearningEvent } from './LearningEvent';

/** An xAPI statement as the player builds it (kept loose: the statement builder owns its shape). */
export type Statement = Record<string, unknown>;

/** Where a sink's deliveries stand, for a status line and for tests. */
export type DeliveryState = 'idle' | 'sending' | 'retrying' | 'failed';

/**
 * A destination of learning events (the LMS data model, an LRS, NPS, LXP, an LTI callback). Several
 * can be active at once. The session hands every LearningEvent to handle() in order; a sink turns
 * it into its own format and sends it when it likes. A network sink keeps its own outbox.
 */
export interface TrackingSink {
  readonly id: string;
  /** Takes the event (queues it); never throws and never blocks on the network. */
  handle(event: LearningEvent): void;
  /**
   * Sends what is queued: 'async' on close, 'sync' on page hide (a synchronous call or a beacon,
   * done before returning because the page may be gone after).
   */
  flush(mode: 'async' | 'sync'): Promise<void>;
  /** Events taken but not yet delivered. */
  readonly pending: number;
  readonly state: DeliveryState;
}
