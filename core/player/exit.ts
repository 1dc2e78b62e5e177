import { makeObservable, observable, runInAction } from 'mobx';
import type { CloseReason, DeliverySession } from '../delivery/DeliveryPlugin';
import type { CourseStanding } from '../delivery/LearningEvent';
import { watchPageLifecycle } from '../delivery/pageLifecycle';
import type { ConnectionMonitor } from './connection';
import type { LearningEvents } from './events';
import type { Saving } from './saving';
import type { TrackingFanOut } from './trackingFanOut';

export interface ExitParts {
  backend: Pick<DeliverySession, 'close'>;
  saving: Saving;
  tracking: TrackingFanOut;
  events: LearningEvents;
  standing: () => CourseStanding;
  connection: Pick<ConnectionMonitor, 'dispose'>;
  now: () => number;
  /** Changes other owners hold back for a moment (the accessibility toggle's 300 ms, SPEC 9.2): flushed before the last write. */
  pending?: { flush(): void }[];
}

/**
 * How the session ends: page hide (it may come back: write now), and close, once: 'exited' to the
 * sinks, the progress written, the sinks flushed, then the delivery closed (SCORM Terminate). The
 * page's own hide and unload events come here (core/delivery/pageLifecycle.ts).
 */
export class SessionExit {
  /**
   * Why the delivery was closed, once it was: the learner submitted the result or chose to continue
   * later (an LMS session is then over: SPEC 2.8's close-course overlay), or the page went away.
   */
  closedReason: CloseReason | null = null;
  /**
   * The learner (or the host page, docs/embedding.md) closed the course ('Exit course', a close-course
   * button, the host's `close`), as opposed to leaving meaning to continue later: both suspend the attempt.
   */
  closedAsCloseCourse = false;
  private readonly startedAt: number;
  private stopWatching: (() => void) | null = null;

  constructor(private readonly parts: ExitParts) {
    this.startedAt = parts.now();
    makeObservable(this, { closedReason: observable });
  }

  /** Saves on page hide and closes on unload. */
  watch(win: Window | null): void {
    if (win) this.stopWatching = watchPageLifecycle(win, { hidden: () => this.hide(), unload: () => void this.close('unload') });
  }

  /** Page hidden (it may come back): progress and tracking written now, synchronously where they can (SPEC 4.4). */
  hide(): void {
    if (this.closedReason) return;
    for (const owner of this.parts.pending ?? []) owner.flush();
    this.parts.saving.flushSync();
    this.parts.tracking.flushSync();
  }

  /**
   * Ends the delivery once; with 'unload' every step is synchronous: the page may be gone next. The
   * timer is left running: a learner who comes back continues from the saved elapsed time (SPEC 4.6).
   */
  async close(reason: CloseReason, closeCourse = false): Promise<void> {
    if (this.closedReason) return;
    for (const owner of this.parts.pending ?? []) owner.flush();
    this.closedAsCloseCourse = closeCourse;
    runInAction(() => (this.closedReason = reason));
    const { saving, tracking, backend, events } = this.parts;
    events.send({ type: 'exited', reason, sessionMs: this.parts.now() - this.startedAt, standing: this.parts.standing() });
    this.stopWatching?.();
    this.parts.connection.dispose();
    if (reason === 'unload') {
      void saving.close(true);
      tracking.flushSync();
      void backend.close(reason);
      return;
    }
    await saving.close(false);
    await tracking.flush();
    await backend.close(reason);
  }
}
