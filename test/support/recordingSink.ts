import type { DeliveryState, LearningEvent, LearningEventOf, LearningEventType, TrackingSink } from '@core';

/** A fake TrackingSink that keeps every event it is handed, and every flush, in order. */
export class RecordingSink implements TrackingSink {
  readonly events: LearningEvent[] = [];
  readonly flushes: ('async' | 'sync')[] = [];
  readonly pending = 0;
  readonly state: DeliveryState = 'idle';

  constructor(readonly id = 'recording') {}

  handle(event: LearningEvent): void {
    this.events.push(event);
  }

  async flush(mode: 'async' | 'sync'): Promise<void> {
    this.flushes.push(mode);
  }

  /** The event types in order, e.g. ['launched', 'answered', 'status']. */
  get types(): LearningEventType[] {
    return this.events.map((e) => e.type);
  }

  of<K extends LearningEventType>(type: K): LearningEventOf<K>[] {
    return this.events.filter((e): e is LearningEventOf<K> => e.type === type);
  }

  clear(): void {
    this.events.length = 0;
    this.flushes.length = 0;
  }
}
