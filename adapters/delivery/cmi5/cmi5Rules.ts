import { StatementBuilder, XAPI_VERBS, type CourseStanding, type LearningEvent, type Statement } from '@core';
import { cmi5AllowedContext, cmi5Statement, scaledScore, type Cmi5StatementContext } from './cmi5Statements';
import { CMI5_VERBS } from './cmi5Vocabulary';
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
  /** settings.js for the allowed statements: 'experienced' for content pages, and the verbs the LMS takes. */
  contentPages?: boolean;
  allowedVerbs?: readonly string[] | null;
}

/**
 * The verbs the tracking layer's statements may not carry to a cmi5 LMS: cmi5's defined statements
 * come from this tracker alone (their rules differ), and 'launched' is the LMS's own (cmi5 9.3.1).
 */
const NOT_ALLOWED = new Set<string>([...Object.values(CMI5_VERBS), XAPI_VERBS.launched, XAPI_VERBS.passed, XAPI_VERBS.failed, XAPI_VERBS.completed]);

/**
 * A pass or fail the LMS will accept (cmi5 9.3.4, 9.3.5): passed only at or above the LMS's
 * masteryScore, failed only below it. The course judges by the same mark, but a course mastered
 * per section passes on its sections, whatever its overall score.
 */
export function agreesWithMastery(verdict: 'passed' | 'failed', score: number, masteryScore: number | undefined): boolean {
  if (masteryScore === undefined) return true;
  const scaled = scaledScore(score);
  return verdict === 'passed' ? scaled >= masteryScore : scaled < masteryScore;
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
  private disagreed = false;
  readonly reported: Reported = { completed: false, passed: false, failed: false };
  private readonly allowed: StatementBuilder;

  constructor(private readonly session: Cmi5Session) {
    const { context } = session;
    this.allowed = new StatementBuilder({
      actor: context.actor,
      activityId: context.activityId,
      registration: context.registration,
      contentPages: session.contentPages ?? false,
      allowedVerbs: session.allowedVerbs ?? null,
    });
  }

  get isTerminated(): boolean {
    return this.terminated;
  }

  /**
   * The session's statements for one event: the defined ones of cmi5, and the tracking layer's
   * statements of SPEC 7.8 (answered, progressed…) as cmi5 "allowed" statements between initialized
   * and terminated, each with the context template and without the cmi5 category.
   */
  statementsFor(event: LearningEvent): Statement[] {
    if (this.terminated) return [];
    // The builder sees every event, to know the course and what it reported, even those it may not send.
    const allowed = this.allowed
      .build(event)
      .filter((s) => !NOT_ALLOWED.has((s.verb as { id: string }).id))
      .map((s) => ({ ...s, context: cmi5AllowedContext(this.session.context, s.context as Record<string, unknown> | undefined) }));
    const defined = this.definedFor(event);
    if (this.initializedAt === null) return [];
    if (event.type === 'launched') return [...defined, ...allowed];
    // terminated is the session's last statement; the rest of the event goes before it.
    if (event.type === 'exited') return [...defined.slice(0, -1), ...allowed, ...defined.slice(-1)];
    // SPEC 7.8's finish order: 'mastered' per section before passed or failed.
    return [...allowed, ...defined];
  }

  private definedFor(event: LearningEvent): Statement[] {
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
    if (judged !== 'unknown' && !this.reported.passed && !this.reported.failed) {
      if (agreesWithMastery(judged, standing.score, context.masteryScore)) {
        this.reported[judged] = true;
        out.push(cmi5Statement(context, judged, { score: standing.score, durationMs }, at));
      } else if (!this.disagreed) {
        this.disagreed = true;
        this.session.warn(`cmi5: the course is ${judged} with ${standing.score}, but the LMS's masteryScore is ${context.masteryScore}; '${judged}' is not sent.`);
      }
    }
    if (standing.completion === 'completed' && !this.reported.completed) {
      this.reported.completed = true;
      out.push(cmi5Statement(context, 'completed', { durationMs }, at));
    }
    return out;
  }
}
