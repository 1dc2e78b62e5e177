import type { DeliveryState, LearningEvent, TrackingSink } from '@core';
import type { LmsConnection } from './LmsConnection';
import { interactionFields } from './scormInteraction';
import { standingFields } from './scormStatus';
import { duration2004, timespan12 } from './scormTime';

/** Status changes are committed this soon when no progress write commits them first. */
const COMMIT_DELAY_MS = 1000;

export interface SinkClock {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * The LMS data model as a tracking sink: status and score as soon as they are known, location,
 * one cmi.interactions.n per answer, session time and exit at the end. The LMS API is synchronous,
 * so an event is written when handled; commits are coalesced (and a progress save commits too).
 */
export class ScormSink implements TrackingSink {
  readonly id: string;
  private interactionCount: number;
  private commitTimer: unknown = null;
  private failed = false;
  /** What the LMS held at launch, so a launch does not take back a result it recorded earlier. */
  private readonly lmsStatus: { lesson?: string; completion?: string; success?: string };

  constructor(
    private readonly lms: LmsConnection,
    private readonly clock: SinkClock = globalThis,
  ) {
    this.id = lms.dialect.id;
    this.interactionCount = Number(lms.get(lms.dialect.el.interactionCount)) || 0;
    this.lmsStatus =
      lms.dialect.version === '1.2'
        ? { lesson: lms.get('cmi.core.lesson_status') }
        : { completion: lms.get('cmi.completion_status'), success: lms.get('cmi.success_status') };
  }

  /** A commit is due, or one failed: what was written is in the LMS API but not on its server. */
  get pending(): number {
    return this.commitTimer !== null || (this.lms.isOpen && this.lms.uncommitted) ? 1 : 0;
  }

  get state(): DeliveryState {
    return this.failed ? 'failed' : this.commitTimer === null ? 'idle' : 'sending';
  }

  handle(event: LearningEvent): void {
    if (!this.lms.isOpen) return;
    const { el } = this.lms.dialect;
    switch (event.type) {
      case 'launched':
        // Suspend from the start: a learner whose browser closes without a goodbye can still resume.
        this.write([[el.exit, 'suspend'], ...standingFields(this.lms.dialect, event.standing, this.lmsStatus, true), ...this.location(event.location)]);
        this.commitNow();
        return;
      case 'status':
        this.write(standingFields(this.lms.dialect, event, this.lmsStatus, false));
        break;
      case 'answered':
        this.write(interactionFields(this.lms.dialect, this.interactionCount++, event));
        break;
      case 'progressed':
        this.write(this.location(event.location));
        if (this.lms.dialect.version === '2004') this.write([['cmi.progress_measure', String(Math.min(1, Math.max(0, event.progress / 100)))]]);
        break;
      case 'exited': {
        const time = this.lms.dialect.version === '1.2' ? timespan12(event.sessionMs) : duration2004(event.sessionMs);
        this.write([
          [el.sessionTime, time],
          [el.exit, event.reason === 'finished' ? this.lms.dialect.exitFinished : 'suspend'],
        ]);
        break;
      }
      default:
        return;
    }
    this.commitSoon();
  }

  async flush(): Promise<void> {
    this.commitNow();
  }

  private location(route: string): [string, string][] {
    return route ? [[this.lms.dialect.el.location, route.slice(0, this.lms.dialect.locationLimit)]] : [];
  }

  /** Each field is written on its own: one the LMS refuses is logged and the rest still go in. */
  private write(fields: readonly (readonly [string, string])[]): void {
    for (const [element, value] of fields) {
      if (!this.lms.set(element, value)) this.failed = true;
    }
  }

  private commitSoon(): void {
    if (this.commitTimer !== null) return;
    this.commitTimer = this.clock.setTimeout(() => {
      this.commitTimer = null;
      this.commitNow();
    }, COMMIT_DELAY_MS);
  }

  private commitNow(): void {
    if (this.commitTimer !== null) {
      this.clock.clearTimeout(this.commitTimer);
      this.commitTimer = null;
    }
    if (this.lms.isOpen && this.lms.uncommitted) this.failed = !this.lms.commit();
  }
}
