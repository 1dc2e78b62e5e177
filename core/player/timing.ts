import { makeObservable, observableRef, reaction, runInAction } from 'mobx';
import type { CourseInstance } from '../models/Course';
import type { CourseTimer } from '../rules/timer';
import type { LearningEvents } from './events';
import type { Saving } from './saving';

/** The timer's code (core/rules/timer), loaded only for a course with a timer. */
export type TimerCode = typeof import('../rules/timer');

/**
 * The course timer of SPEC 4.6 as the session runs it: set up from the saved record at launch,
 * started by the first course page (SPEC 2.3), stopped by itself when the course is done, and on
 * timeout every question submitted. Its time is the record's `timer` field, saved every tick
 * through the scheduler like every other change.
 */
export class CourseTiming {
  /** The running timer, when the course has one (the header shows it, SPEC 2.5). */
  timer: CourseTimer | null = null;

  constructor(
    private readonly course: CourseInstance,
    private readonly code: TimerCode | null,
    private readonly saving: Saving,
    private readonly events: LearningEvents,
  ) {
    makeObservable(this, { timer: observableRef });
  }

  /** SPEC 4.4: the saved timer is restored, or dropped when the course has no timer (any more). */
  setUp(saved: unknown): void {
    this.timer?.dispose();
    const { enabled, limitMs } = this.course.rules.timer;
    const code = this.code;
    if (!enabled || !code) {
      runInAction(() => (this.timer = null));
      return;
    }
    const timer = new code.CourseTimer(limitMs, {
      now: () => Date.now(),
      setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
      clearInterval: (h) => globalThis.clearInterval(h as ReturnType<typeof setInterval>),
      onTick: () => this.saving.ticked(),
      onTimeout: () => this.timedOut(),
    });
    runInAction(() => (this.timer = timer));
    reaction(
      () => timer.status,
      (status) => {
        this.course.setTimerStatus(status);
        this.saving.changed();
      },
      { fireImmediately: true },
    );
    timer.restore(code.timerToRestore(true, saved));
  }

  /**
   * Issue 21 §5: the timer of a merged record (the one that ran longer, on this or another device)
   * goes on from there, as a restored one does (SPEC 4.6).
   */
  adopt(saved: unknown): void {
    if (this.timer && this.code) this.timer.restore(this.code.timerToRestore(true, saved));
  }

  /** SPEC 4.6: a stopped or timed-out timer takes no more answers. */
  get halted(): boolean {
    return this.timer !== null && (this.timer.status === 'STOPPED' || this.timer.status === 'TIMED_OUT');
  }

  /** The record's `timer` field (SPEC 3.7). */
  snapshot(): unknown {
    return this.timer?.snapshot() ?? null;
  }

  /** SPEC 2.3: the timer starts on the first navigation to a course page. */
  navigated(url: string): void {
    const timer = this.timer;
    if (!timer || !/^\/sections\/[^/]+(\/|$)/.test(url)) return;
    if (timer.status === 'NOT_STARTED' || timer.status === 'RESET') timer.start(timer.elapsed);
  }

  /** SPEC 4.6 automatic stop, checked after every answer. */
  answered(): void {
    const course = this.course;
    const timer = this.timer;
    if (!timer || !this.code || timer.status !== 'STARTED') return;
    const surveys = course.activeQuestions.filter((q) => q.isSurvey && q.supported);
    const stop = this.code.shouldStopAutomatically({
      surveysAllAnswered: surveys.every((q) => q.isAnswered),
      progressQuestionCount: course.progressQuestions.length,
      surveyCount: surveys.length,
      courseScore: course.score,
      allAttemptsFinished: course.submitAll ? course.isAttemptSubmitted && course.allAttemptsUsed : course.ended,
    });
    if (stop) timer.stop();
  }

  /** The course is no longer in progress: the time it took stays as it is. */
  stop(): void {
    this.timer?.stop();
  }

  /** SPEC 4.5: a new attempt or a start over starts the time again. */
  reset(): void {
    this.timer?.reset();
  }

  /** SPEC 4.6: on timeout every question is submitted: the attempt ends, the course is scored as it stands. */
  private timedOut(): void {
    const course = this.course;
    course.batch(() => {
      if (course.submitAll && !course.isAttemptSubmitted) course.submitAttempt();
      this.events.send({ type: 'timedOut' });
    });
    this.saving.changed();
  }
}
