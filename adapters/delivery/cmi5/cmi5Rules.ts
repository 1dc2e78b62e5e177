import type { CourseStanding, LearningEvent, Statement } from '@core';
import { cmi5Statement, type Cmi5StatementContext } from './cmi5Statements';
import type { LaunchMode, MoveOn } from './launchData';

/** What the AU has reported: completed and passed in this registration, failed in this session. */
export interface Reported {
  completed: boolean;
  passed: boolean;
  failed: boolean;
}

/** Whether what was reported satisfies the LMS's moveOn (cmi5 13.1.4). */
export function moveOnMet(moveOn: MoveOn, r: Reported): boolean {
  switch (moveOn) {
    case 'Passed':
      return r.passed;
    case 'Completed':
      return r.completed;
    case 'CompletedAndPassed':
      return r.completed && r.passed;
    case 'CompletedOrPassed':
      return r.completed || r.passed;
    case 'NotApplicable':
      return true;
  }
}

/** A moveOn that needs a pass cannot be met by a course without scored questions: there is nothing to pass. */
export const moveOnReachable = (moveOn: MoveOn, scored: boolean): boolean => scored || (moveOn !== 'Passed' && moveOn !== 'CompletedAndPassed');

/**
 * Passed, failed, or not decided yet: the course's own judgement (SPEC 4.1). The LMS's masteryScore
 * is already the course's pass mark by then (the session's masteryScore), so the learner's results
 * page and the LMS agree; a course without scored questions is never passed or failed.
 */
export const judge = (standing: CourseStanding): 'passed' | 'failed' | 'unknown' => (standing.scored ? standing.success : 'unknown');

export interface Cmi5Session {
  context: Cmi5StatementContext;
  launchMode: LaunchMode;
  moveOn: MoveOn;
  warn: (message: string) => void;
}

/**
 * Turns the session's learning events into cmi5's defined statements, in the order cmi5 9.3 allows:
 * initialized first (on 'launched'), then at most one passed or failed and one completed (none in
 * Browse or Review mode, none that an earlier session of the registration already reported, and no
 * failed after a pass), terminated last (on 'exited'), and nothing after it.
 */
export class Cmi5Tracker {
  private initializedAt: number | null = null;
  private terminated = false;
  readonly reported: Reported = { completed: false, passed: false, failed: false };

  constructor(private readonly session: Cmi5Session) {}

  get isTerminated(): boolean {
    return this.terminated;
  }

  statementsFor(event: LearningEvent): Statement[] {
    if (this.terminated) return [];
    const at = event.at;
    const ms = Date.parse(at);
    if (event.type === 'launched') {
      if (this.initializedAt !== null) return [];
      this.initializedAt = ms;
      // A course resumed with a result already had it reported by the session that reached it.
      this.noteStanding(event.standing);
      if (!moveOnReachable(this.session.moveOn, event.standing.scored)) {
        this.session.warn(`cmi5: the LMS asks for moveOn ${this.session.moveOn}, but this course has no scored questions, so it cannot be passed.`);
      }
      return [cmi5Statement(this.session.context, 'initialized', {}, at)];
    }
    if (this.initializedAt === null) return [];
    const durationMs = Math.max(0, ms - this.initializedAt);
    if (event.type === 'status') return this.outcome(event, durationMs, at);
    if (event.type === 'exited') {
      const out = this.outcome(event.standing, durationMs, at);
      this.terminated = true;
      if (this.session.launchMode === 'Normal' && !moveOnMet(this.session.moveOn, this.reported)) {
        this.session.warn(`cmi5: the session ends without meeting moveOn ${this.session.moveOn}.`);
      }
      return [...out, cmi5Statement(this.session.context, 'terminated', { durationMs }, at)];
    }
    return [];
  }

  private noteStanding(standing: CourseStanding): void {
    const judged = judge(standing);
    // A fail of an earlier session does not count: cmi5 lets a later session fail again or pass.
    if (judged === 'passed') this.reported.passed = true;
    if (standing.completion === 'completed') this.reported.completed = true;
  }

  /** Passed or failed before completed, as the LMS reads a result and then the completion it comes with. */
  private outcome(standing: CourseStanding, durationMs: number, at: string): Statement[] {
    if (this.session.launchMode !== 'Normal') return [];
    const out: Statement[] = [];
    const { context } = this.session;
    const judged = judge(standing);
    // One session reports passed or failed, never both (cmi5 9.3.5/9.3.6); a registration passes once.
    if (judged === 'passed' && !this.reported.passed && !this.reported.failed) {
      this.reported.passed = true;
      out.push(cmi5Statement(context, 'passed', { score: standing.score, durationMs }, at));
    } else if (judged === 'failed' && !this.reported.passed && !this.reported.failed) {
      this.reported.failed = true;
      out.push(cmi5Statement(context, 'failed', { score: standing.score, durationMs }, at));
    }
    if (standing.completion === 'completed' && !this.reported.completed) {
      this.reported.completed = true;
      out.push(cmi5Statement(context, 'completed', { durationMs }, at));
    }
    return out;
  }
}
