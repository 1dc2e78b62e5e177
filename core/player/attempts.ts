import type { DeliverySession } from '../delivery/DeliveryPlugin';
import type { CourseInstance } from '../models/Course';
import { retakeKeeps } from '../rules/attempts';
import { Status } from '../rules/status';
import { newUuid } from '../util/uuid';
import type { LearningEvents } from './events';
import type { Notices } from './notices';
import type { Randomization } from './randomization';
import type { Saving } from './saving';
import type { CourseTiming } from './timing';

export interface AttemptParts {
  course: CourseInstance;
  /** The open delivery: a backend may own attempts (LTI, SPEC 7.6). */
  backend: Pick<DeliverySession, 'newAttempt'>;
  randomization: Randomization;
  timing: CourseTiming;
  saving: Saving;
  events: LearningEvents;
  notices: Notices;
  /** SPEC 4.5: the block states a new attempt clears, as their blocks declare (BlockState.clearedOnNewAttempt). */
  clearedBlockStates: readonly string[];
  warn: (message: string) => void;
}

/** The course's attempts (SPEC 4.5): submit all, a new attempt, start over. */
export class Attempts {
  private opening = false;

  constructor(private readonly parts: AttemptParts) {}

  /** SPEC 4.5 submit at once: the attempt is submitted and counted; feedback and scores show. */
  submitAll(): void {
    const { course, events, saving } = this.parts;
    if (!course.submitAll || course.isAttemptSubmitted) return;
    // One action: the submit event goes out before the status change the submit causes.
    course.batch(() => {
      course.submitAttempt();
      events.send({ type: 'attemptSubmitted', attempt: course.courseAttempt, score: course.score });
    });
    saving.changed();
  }

  /** A new attempt can be started: submit-all with an attempt left, or a course that has ended. */
  get canStartNew(): boolean {
    const course = this.parts.course;
    if (course.submitAll) return course.isAttemptSubmitted && !course.allAttemptsUsed;
    return course.ended || course.status !== Status.IN_PROGRESS;
  }

  /**
   * SPEC 4.5 start new attempt: clean up (keeping the answers when the keep table says so), re-pick
   * the pool, a new attempt id, the timer reset, then save. Option orders are kept. A backend that
   * owns attempts (LTI, SPEC 7.6) is asked for the new one first; until it answers nothing changes,
   * and when it cannot the learner stays on the attempt they are on with all their work. Resolves
   * with whether the new attempt started.
   */
  async startNew(): Promise<boolean> {
    if (!this.canStartNew || this.opening) return false;
    const { backend, course } = this.parts;
    if (!backend.newAttempt) {
      this.begin(newUuid());
      return true;
    }
    this.opening = true;
    try {
      const attemptId = await backend.newAttempt(course.attemptId);
      if (!this.canStartNew) return false;
      this.begin(attemptId);
      return true;
    } catch (e) {
      this.parts.warn(`A new attempt could not be started; the course stays on this one: ${e instanceof Error ? e.message : String(e)}`);
      this.parts.notices.add({ key: '[something went wrong title]' });
      return false;
    } finally {
      this.opening = false;
    }
  }

  /** SPEC 4.5 start over: clean up, remove all progress, relaunch. */
  async startOver(): Promise<void> {
    const { course, randomization, timing, saving } = this.parts;
    course.cleanup({ keepAnswers: false, keepCourseAttempt: false, clearedBlockStates: this.parts.clearedBlockStates });
    course.setUrl('');
    course.setOptionOrders({});
    course.setAttemptId(newUuid());
    randomization.drawPool([], () => undefined);
    timing.reset();
    saving.rebuildAnswers();
    await saving.remove();
    saving.changed();
  }

  private begin(attemptId: string): void {
    const { course, randomization, timing, saving, events } = this.parts;
    const keeps = retakeKeeps({
      submitMode: course.rules.submitMode,
      answersFromPreviousAttempt: course.rules.answersFromPreviousAttempt,
      poolSubsetType: course.rules.pool.subsetType,
      fullReset: false,
    });
    const wasSubmitAll = course.submitAll;
    course.cleanup({ keepAnswers: keeps.answersAndUrl, keepCourseAttempt: keeps.courseAttemptNumber, clearedBlockStates: this.parts.clearedBlockStates });
    if (wasSubmitAll) course.reattempt();
    course.setAttemptId(attemptId);
    if (!keeps.answersAndUrl) course.setUrl('');
    // Same subset: the pool stays; a different subset: a new pick that differs from this one.
    randomization.redrawPool();
    timing.reset();
    saving.rebuildAnswers();
    events.send({ type: 'attemptStarted', attempt: course.courseAttempt });
    saving.changed();
  }
}
