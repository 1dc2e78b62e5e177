import type { TrackingSink } from '../delivery/TrackingSink';
import type { LearningEvents } from './events';

/** How long closing waits for each tracking sink to send what it holds. */
export const SINK_FLUSH_LIMIT_MS = 5000;

/**
 * Every learning event to every tracking sink of the launch (the delivery's own, the tracking
 * plugins', the host's), in order, and their flushes on page hide and close.
 */
export class TrackingFanOut {
  constructor(
    readonly sinks: readonly TrackingSink[],
    events: LearningEvents,
    private readonly warn: (message: string) => void,
  ) {
    for (const sink of sinks) events.onAny((event) => sink.handle(event));
  }

  /** Page hide or unload: each sink sends now, synchronously where it can (a beacon). */
  flushSync(): void {
    for (const sink of this.sinks) void sink.flush('sync');
  }

  /** Closing: each sink sends what it holds, waited for at most SINK_FLUSH_LIMIT_MS. */
  async flush(): Promise<void> {
    await Promise.all(this.sinks.map((sink) => this.flushWithin(sink)));
  }

  /**
   * A destination that never answers must not hold up the delivery's own close (SCORM Terminate) or
   * the learner's close-course screen: what it still holds stays in its outbox.
   */
  private async flushWithin(sink: TrackingSink): Promise<void> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const limit = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), SINK_FLUSH_LIMIT_MS);
    });
    try {
      const outcome = await Promise.race([sink.flush('async').then(() => 'done' as const), limit]);
      if (outcome === 'late') this.warn(`Tracking '${sink.id}' did not finish sending within ${SINK_FLUSH_LIMIT_MS / 1000} s; the course closes and it keeps what it holds.`);
    } catch (e) {
      this.warn(`Tracking '${sink.id}' could not be flushed: ${String(e)}`);
    } finally {
      clearTimeout(timer);
    }
  }
}
