import type { LearningEvent, LearningEventOf, LearningEventType, UnstampedEvent } from '../delivery/LearningEvent';

type Listener = (event: LearningEvent) => void;

/** What stamps an event as it goes out: the time, and the attempt it belongs to. */
export interface EventStamp {
  now(): number;
  attemptId(): string;
}

/**
 * The session's learning events (SPEC 4.1 completion, 4.8 product events, the delivery layer's
 * tracking): a tiny typed emitter, so core needs no event library. Events are queued and handed out
 * one at a time, so a listener that causes another event cannot make other listeners see them out of
 * order, and a listener that throws is reported without stopping the others.
 */
export class LearningEvents {
  private readonly listeners = new Set<Listener>();
  private readonly queue: LearningEvent[] = [];
  private dispatching = false;

  constructor(
    private readonly warn: (message: string) => void = (m) => console.warn(m),
    private readonly stamp: EventStamp = { now: () => Date.now(), attemptId: () => '' },
  ) {}

  /** Stamps an event with the time and the attempt id and hands it out (SPEC 4.8: every event carries both). */
  send(event: UnstampedEvent): void {
    this.emit({ ...event, at: new Date(this.stamp.now()).toISOString(), attemptId: this.stamp.attemptId() } as LearningEvent);
  }

  /** Every event, in order. Returns the unsubscribe function. */
  onAny(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  on<K extends LearningEventType>(type: K, listener: (event: LearningEventOf<K>) => void): () => void {
    return this.onAny((event) => {
      if (event.type === type) listener(event as LearningEventOf<K>);
    });
  }

  emit(event: LearningEvent): void {
    this.queue.push(event);
    if (this.dispatching) return;
    this.dispatching = true;
    try {
      for (let next = this.queue.shift(); next; next = this.queue.shift()) {
        for (const listener of [...this.listeners]) {
          try {
            listener(next);
          } catch (e) {
            this.warn(`A listener of '${next.type}' events failed: ${e instanceof Error ? e.message : String(e)}`);
          }
        }
      }
    } finally {
      this.dispatching = false;
    }
  }
}
