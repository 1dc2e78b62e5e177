import { action, computed, makeObservable, observable } from 'mobx';
import { isObject, num } from '../util/json';

/**
 * The course timer of SPEC 4.6 (with 2.3, 2.5, 3.7, 3.8, 4.1, 4.4, 9.2, 9.5): a countdown from the
 * time limit of settings.js `timer {enabled, time: {hours, minutes, seconds}}`. The rules that need
 * no clock are pure functions; `CourseTimer` is the running, observable timer. Its clock and interval
 * scheduler are injected so tests (and hosts) need no real timers. It keeps no storage of its own: its
 * time is the saved record's `timer` field, written through the save scheduler like every other change
 * (docs/delivery.md), so SPEC 9.5's 'course_timer_progress' key is never written.
 */

/** SPEC 4.6 statuses. */
export const TimerStatus = {
  NOT_STARTED: 'NOT_STARTED',
  STARTED: 'STARTED',
  STOPPED: 'STOPPED',
  TIMED_OUT: 'TIMED_OUT',
  RESET: 'RESET',
} as const;
export type TimerStatus = (typeof TimerStatus)[keyof typeof TimerStatus];
const STATUSES: readonly string[] = Object.values(TimerStatus);
const isTimerStatus = (v: unknown): v is TimerStatus => typeof v === 'string' && STATUSES.includes(v);

/** SPEC 9.2: the timer ticks every 1000 ms and times out when 1 s or less remains. */
export const TIMER_TICK_MS = 1000;
export const TIMER_TIMEOUT_REMAINING_MS = 1000;

/** The `timer` field of the saved progress record (SPEC 3.7). */
export interface TimerSnapshot {
  elapsed: number;
  status: TimerStatus;
}

export { formatHms } from './timeFormat';

/** SPEC 2.5: shown in the header when the timer is enabled, the course is launched, and the mode is not review. */
export function isTimerShown(input: { enabled: boolean; launched: boolean; reviewMode: boolean }): boolean {
  return input.enabled && input.launched && !input.reviewMode;
}

export interface AutoStopInput {
  surveysAllAnswered: boolean;
  progressQuestionCount: number;
  surveyCount: number;
  courseScore: number;
  allAttemptsFinished: boolean;
}

/**
 * SPEC 4.6: the timer stops by itself when all survey questions are answered and either
 * progress-affecting questions exist and (the course score is 100 or all attempts are finished),
 * or there are no such questions but survey questions exist.
 */
export function shouldStopAutomatically(input: AutoStopInput): boolean {
  if (!input.surveysAllAnswered) return false;
  if (input.progressQuestionCount > 0) return input.courseScore >= 100 || input.allAttemptsFinished;
  return input.surveyCount > 0;
}

/**
 * Reads the `timer` field of a saved record (SPEC 3.7) leniently: elapsed as a number or numeric
 * string (negative → 0); an unknown status becomes STARTED when time has elapsed, else NOT_STARTED.
 * null when there is no usable elapsed value.
 */
export function parseTimerSnapshot(value: unknown): TimerSnapshot | null {
  if (!isObject(value)) return null;
  const elapsed = num(value.elapsed, NaN);
  if (Number.isNaN(elapsed)) return null;
  const e = Math.max(0, elapsed);
  const status = isTimerStatus(value.status) ? value.status : e > 0 ? TimerStatus.STARTED : TimerStatus.NOT_STARTED;
  return { elapsed: e, status };
}

/** SPEC 4.4: the saved timer is dropped when the timer is off. */
export function timerToRestore(timerEnabled: boolean, saved: unknown): TimerSnapshot | null {
  return timerEnabled ? parseTimerSnapshot(saved) : null;
}

export interface CourseTimerDeps {
  now(): number;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
  /** Called once when the timer times out (SPEC 4.6: the caller submits all questions). */
  onTimeout?(): void;
  /** Called after each tick. */
  onTick?(): void;
}

/**
 * The running course timer (SPEC 4.6). Elapsed time is measured against the injected clock, never
 * by counting ticks, so a throttled background tab whose interval fires late (or in bursts) still
 * sees the real time pass. The time the page is closed does not count: a restored timer continues
 * from its saved elapsed time.
 *
 * A timer whose limit is 0 (enabled but without a usable time) never starts.
 */
export class CourseTimer {
  status: TimerStatus = TimerStatus.NOT_STARTED;
  /** ms spent while STARTED, capped at the limit. */
  elapsed = 0;
  readonly limitMs: number;
  /** Clock time of the first start of this run (SPEC 3.8 startedAt); null before it. */
  startedAt: number | null = null;

  private handle: unknown = null;
  private lastNow = 0;
  private readonly deps: CourseTimerDeps;

  constructor(limitMs: number, deps: CourseTimerDeps) {
    this.limitMs = Number.isFinite(limitMs) && limitMs > 0 ? limitMs : 0;
    this.deps = deps;
    makeObservable<CourseTimer, 'advance' | 'begin' | 'apply'>(this, {
      status: observable,
      elapsed: observable,
      remaining: computed,
      progress: computed,
      isRunning: computed,
      isPaused: computed,
      stop: action,
      reset: action,
      advance: action,
      begin: action,
      apply: action,
    });
  }

  /** Remaining ms, never negative. */
  get remaining(): number {
    return Math.max(0, this.limitMs - this.elapsed);
  }

  /** Share of the limit used, 0..1 (the low-resolution ring of SPEC 2.5). */
  get progress(): number {
    return this.limitMs > 0 ? Math.min(1, this.elapsed / this.limitMs) : 0;
  }

  get isRunning(): boolean {
    return this.status === TimerStatus.STARTED;
  }

  /** SPEC 2.5: the pause icon. */
  get isPaused(): boolean {
    return this.status === TimerStatus.STOPPED;
  }

  /**
   * SPEC 2.3: starts only when NOT_STARTED or RESET, set to the time already elapsed (`fromElapsed`,
   * else the current elapsed). If 1 s or less then remains it times out at once. Returns whether it started.
   */
  start(fromElapsed?: number): boolean {
    if (this.limitMs <= 0) return false;
    if (this.status !== TimerStatus.NOT_STARTED && this.status !== TimerStatus.RESET) return false;
    const from = fromElapsed === undefined ? this.elapsed : num(fromElapsed, 0);
    this.begin(from, true);
    this.step(false);
    return true;
  }

  /** Resumes a STOPPED timer, keeping its elapsed time. Returns whether it resumed. */
  resume(): boolean {
    if (this.limitMs <= 0 || this.status !== TimerStatus.STOPPED) return false;
    this.begin(this.elapsed, false);
    this.step(false);
    return true;
  }

  /**
   * Stops a running timer (SPEC 4.6: automatic stop, unhandled error), keeping the time spent up to
   * now. It does not time out here even when the clock says the limit has passed. Returns whether it stopped.
   */
  stop(): boolean {
    if (this.status !== TimerStatus.STARTED) return false;
    this.advance(false);
    this.clear();
    this.status = TimerStatus.STOPPED;
    return true;
  }

  /** SPEC 4.6 / 4.5 cleanup: elapsed 0 and status 'RESET'; the next course route starts it again (SPEC 2.3). */
  reset(): void {
    this.clear();
    this.elapsed = 0;
    this.status = TimerStatus.RESET;
    this.startedAt = null;
  }

  /** The `timer` field of the saved record (SPEC 3.7). */
  snapshot(): TimerSnapshot {
    return { elapsed: Math.round(this.elapsed), status: this.status };
  }

  /**
   * Restores the timer from the saved record's `timer` field (SPEC 4.6: a restored timer continues
   * if its elapsed time is above 0). The time the page was closed does not count.
   *
   * - STARTED (or an unknown/NOT_STARTED status with time elapsed) resumes ticking at once from that
   *   elapsed time, without waiting for the route start of SPEC 2.3 (and times out at once if 1 s or
   *   less remains); STOPPED stays paused; TIMED_OUT stays timed out with elapsed = the limit
   *   (onTimeout is not called again); RESET stays RESET with elapsed 0.
   * - Without elapsed time the timer does not continue: elapsed 0 and NOT_STARTED (RESET stays
   *   RESET), and the route start of SPEC 2.3 starts it from 0.
   *
   * Returns whether the timer is running afterwards.
   */
  restore(saved: TimerSnapshot | null): boolean {
    const chosen = this.clampSnapshot(parseTimerSnapshot(saved) ?? { elapsed: 0, status: TimerStatus.NOT_STARTED });
    this.clear();
    this.startedAt = null;
    if (chosen.elapsed <= 0 || this.limitMs <= 0) {
      this.apply(0, chosen.status === TimerStatus.RESET ? TimerStatus.RESET : TimerStatus.NOT_STARTED);
      return false;
    }
    switch (chosen.status) {
      case TimerStatus.TIMED_OUT:
        this.apply(this.limitMs, TimerStatus.TIMED_OUT);
        return false;
      case TimerStatus.STOPPED:
        this.apply(chosen.elapsed, TimerStatus.STOPPED);
        return false;
      case TimerStatus.RESET:
        this.apply(0, TimerStatus.RESET);
        return false;
      case TimerStatus.NOT_STARTED:
      case TimerStatus.STARTED:
        break;
    }
    this.begin(chosen.elapsed, false);
    this.step(false);
    return this.isRunning;
  }

  /** Stops the interval; the state stays as it is. */
  dispose(): void {
    this.clear();
  }

  // --- internals ---

  private readonly onInterval = (): void => this.step(true);

  private begin(fromElapsed: number, fresh: boolean): void {
    this.clear();
    this.elapsed = Math.min(this.limitMs, Math.max(0, fromElapsed));
    this.status = TimerStatus.STARTED;
    this.lastNow = this.deps.now();
    if (fresh || this.startedAt === null) this.startedAt = this.lastNow;
    this.handle = this.deps.setInterval(this.onInterval, TIMER_TICK_MS);
  }

  private apply(elapsed: number, status: TimerStatus): void {
    this.elapsed = elapsed;
    this.status = status;
  }

  /** One measurement: advance (SPEC 4.6: every second), then the callbacks outside the action. */
  private step(isTick: boolean): void {
    if (this.status !== TimerStatus.STARTED) return;
    const timedOut = this.advance(true);
    if (isTick) this.deps.onTick?.();
    if (timedOut) this.deps.onTimeout?.();
  }

  /**
   * Adds the clock time since the last measurement (a clock that went back adds nothing) and, when
   * allowed, times out at 1 s or less remaining (SPEC 4.6 / 9.2). Returns whether it timed out now.
   */
  private advance(mayTimeOut: boolean): boolean {
    const now = this.deps.now();
    const delta = Math.max(0, now - this.lastNow);
    this.lastNow = now;
    this.elapsed = Math.min(this.limitMs, this.elapsed + delta);
    if (!mayTimeOut || this.limitMs - this.elapsed > TIMER_TIMEOUT_REMAINING_MS) return false;
    this.clear();
    this.elapsed = this.limitMs;
    this.status = TimerStatus.TIMED_OUT;
    return true;
  }

  private clear(): void {
    if (this.handle !== null) this.deps.clearInterval(this.handle);
    this.handle = null;
  }

  private clampSnapshot(s: TimerSnapshot): TimerSnapshot {
    return { elapsed: Math.min(this.limitMs, s.elapsed), status: s.status };
  }
}
