import { action, computed, makeObservable, observable } from 'mobx';
import { isObject, num } from '../util/json';

/**
 * The course timer of SPEC 4.6 (with 2.3, 2.5, 3.7, 3.8, 4.1, 4.4, 9.2, 9.5): a countdown from the
 * time limit of settings.js `timer {enabled, time: {hours, minutes, seconds}}`. The rules that need
 * no clock are pure functions; `CourseTimer` is the running, observable timer. Its clock, interval
 * scheduler and storage are injected so tests (and hosts) need no real timers.
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
/** SPEC 9.2 / 4.6: how far the browser's stored value may be ahead of the saved record to be adopted. */
export const TIMER_RESTORE_TOLERANCE_MS = 60000;
/** SPEC 9.5: the local-storage key (note: not per course). */
export const TIMER_STORAGE_KEY = 'course_timer_progress';

/** The `timer` field of the saved progress record (SPEC 3.7). */
export interface TimerSnapshot {
  elapsed: number;
  status: TimerStatus;
}

/** The value kept under 'course_timer_progress': the Timer record of SPEC 3.8 plus the remaining time (SPEC 4.6). */
export interface StoredTimer {
  status: TimerStatus;
  elapsed: number;
  remaining: number;
  startedAt: number | null;
  updatedAt: number;
  timeLimit: number;
}

export { timeLimitMs } from './timeFormat';
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

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface CourseTimerDeps {
  now(): number;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
  storage?: StorageLike | null;
  key?: string;
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
  private readonly key: string;

  constructor(limitMs: number, deps: CourseTimerDeps) {
    this.limitMs = Number.isFinite(limitMs) && limitMs > 0 ? limitMs : 0;
    this.deps = deps;
    this.key = deps.key ?? TIMER_STORAGE_KEY;
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
    this.persist();
    return true;
  }

  /** SPEC 4.6 / 4.5 cleanup: elapsed 0 and status 'RESET'; the next course route starts it again (SPEC 2.3). */
  reset(): void {
    this.clear();
    this.elapsed = 0;
    this.status = TimerStatus.RESET;
    this.startedAt = null;
    this.persist();
  }

  /** The `timer` field of the saved record (SPEC 3.7). */
  snapshot(): TimerSnapshot {
    return { elapsed: Math.round(this.elapsed), status: this.status };
  }

  /**
   * Restores the timer from the saved record's `timer` field and the value under
   * 'course_timer_progress'. SPEC 4.6: "A restored timer continues if elapsed is above 0 or the
   * stored value is less than 60000 ms ahead". Interpretation:
   *
   * - The saved record is written only when progress is saved; the browser value is written every
   *   second, so it is usually fresher. Its key is not per course, though, so it may belong to
   *   another course or an older attempt. It is therefore adopted only when it is "ahead" of the
   *   saved record by less than the tolerance: 0 <= stored.elapsed − saved.elapsed < 60000 ms
   *   (and its timeLimit, when present, equals this limit). A value behind the record (another
   *   device saved later) or far ahead of it is ignored. A bare number stored there is read as the
   *   remaining time.
   * - The timer "continues" (keeps its restored state instead of starting over) when the saved
   *   elapsed is above 0 or the stored value was adopted. The state used is the adopted stored value,
   *   else the saved record: STARTED (or an unknown/NOT_STARTED status with time elapsed) resumes
   *   ticking at once from that elapsed time, without waiting for the route start of SPEC 2.3 (and
   *   times out at once if 1 s or less remains); STOPPED stays paused; TIMED_OUT stays timed out with
   *   elapsed = the limit (onTimeout is not called again); RESET stays RESET with elapsed 0.
   * - Otherwise the timer does not continue: elapsed 0 and NOT_STARTED (RESET stays RESET), and the
   *   route start of SPEC 2.3 starts it from 0.
   *
   * Returns whether the timer is running afterwards.
   */
  restore(saved: TimerSnapshot | null): boolean {
    const base = this.clampSnapshot(parseTimerSnapshot(saved) ?? { elapsed: 0, status: TimerStatus.NOT_STARTED });
    const stored = this.readStored();
    const ahead = stored ? stored.timer.elapsed - base.elapsed : NaN;
    const adopted = stored !== null && ahead >= 0 && ahead < TIMER_RESTORE_TOLERANCE_MS;
    const continues = base.elapsed > 0 || adopted;
    const chosen = adopted && stored ? stored.timer : base;

    this.clear();
    this.startedAt = adopted && stored ? stored.startedAt : null;
    if (!continues || this.limitMs <= 0) {
      this.apply(0, base.status === TimerStatus.RESET ? TimerStatus.RESET : TimerStatus.NOT_STARTED);
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
        if (chosen.elapsed <= 0) {
          this.apply(0, TimerStatus.NOT_STARTED);
          return false;
        }
        break;
      case TimerStatus.STARTED:
        break;
    }
    this.begin(chosen.elapsed, false);
    this.step(false);
    return this.isRunning;
  }

  /** Removes the stored value (e.g. SPEC 4.5: logout clears progress). */
  clearStored(): void {
    try {
      this.deps.storage?.removeItem(this.key);
    } catch {
      // storage unavailable: nothing to clear
    }
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

  /** One measurement: advance, persist (SPEC 4.6: every second), then the callbacks outside the action. */
  private step(isTick: boolean): void {
    if (this.status !== TimerStatus.STARTED) return;
    const timedOut = this.advance(true);
    this.persist();
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

  private persist(): void {
    const record: StoredTimer = {
      status: this.status,
      elapsed: Math.round(this.elapsed),
      remaining: Math.round(this.remaining),
      startedAt: this.startedAt,
      updatedAt: this.deps.now(),
      timeLimit: this.limitMs,
    };
    try {
      this.deps.storage?.setItem(this.key, JSON.stringify(record));
    } catch {
      // quota or private mode: the saved record still carries the timer
    }
  }

  /** The value under the storage key as a snapshot, with its startedAt; null when missing, unreadable or for another limit. */
  private readStored(): { timer: TimerSnapshot; startedAt: number | null } | null {
    let raw: string | null = null;
    try {
      raw = this.deps.storage?.getItem(this.key) ?? null;
    } catch {
      return null;
    }
    if (raw === null) return null;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
    const fromRemaining = (remaining: unknown): number => Math.max(0, this.limitMs - num(remaining, NaN));
    if (typeof value === 'number' || typeof value === 'string') {
      const elapsed = fromRemaining(value);
      return Number.isNaN(elapsed) ? null : { timer: this.clampSnapshot({ elapsed, status: TimerStatus.STARTED }), startedAt: null };
    }
    if (!isObject(value)) return null;
    if (value.timeLimit !== undefined && num(value.timeLimit, NaN) !== this.limitMs) return null;
    const withElapsed = value.elapsed === undefined && value.remaining !== undefined ? { ...value, elapsed: fromRemaining(value.remaining) } : value;
    const timer = parseTimerSnapshot(withElapsed);
    if (!timer) return null;
    const startedAt = num(value.startedAt, NaN);
    return { timer: this.clampSnapshot(timer), startedAt: Number.isNaN(startedAt) ? null : startedAt };
  }
}
