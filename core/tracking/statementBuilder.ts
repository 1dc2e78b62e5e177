import type { CourseStanding, LearningEvent, LearningEventOf, QuestionRef } from '../delivery/LearningEvent';
import type { Score } from '../plugins/QuestionType';
import type { Statement } from '../delivery/TrackingSink';
import { Status } from '../rules/status';
import { newUuid } from '../util/uuid';
import { actorOf, answeredStatement, isoDuration, questionActivityId, statementContext, verbOf, type StatementContext, type XapiActor } from './statements';
import { allowsVerb } from './verbFilter';
import { ACTIVITY_TYPES, courseActivityIdFor, learnerActor, sectionActivityId, XAPI_EXTENSIONS, type XapiVerb } from './vocabulary';

/** What a destination knows before the course launches: who, where, and what it takes. */
export interface StatementProfile {
  /** Who the statements are about (an LMS launch's actor); else the learner of 'launched' (learnerActor). */
  actor?: XapiActor;
  /** The activity_id of an LMS launch; otherwise the id comes from the course id (vocabulary.ts). */
  activityId?: string;
  /** The registration of an LMS launch; otherwise the attempt id (SPEC 7.8 context). */
  registration?: string;
  /** settings.js sendXAPIStatementsForContentPages.enabled: 'experienced' for content pages (SPEC 3.1). */
  contentPages: boolean;
  /** The verbs (by name) this destination takes: allowedVerbs, or lmsAllowedVerbs in an LMS; null = all. */
  allowedVerbs: readonly string[] | null;
}

interface Sent {
  success: CourseStanding['success'];
  completion: CourseStanding['completion'];
}

/**
 * Turns learning events into the statements of SPEC 7.8, in order. Pure apart from what it
 * remembers of the session (the course from 'launched', what was already reported), so that a
 * status change is reported once. Each statement gets its UUID here, at creation: a replay of it
 * after a lost response is the same statement, which an LRS keeps once.
 */
export class StatementBuilder {
  private ctx: StatementContext | null = null;
  private sent: Sent = { success: 'unknown', completion: 'incomplete' };

  constructor(private readonly profile: StatementProfile) {}

  build(event: LearningEvent): Statement[] {
    if (event.type === 'launched') this.launch(event);
    const ctx = this.ctx;
    // Nothing can be described before the course is known; the session always launches first.
    if (!ctx) return [];
    const now = { ...ctx, attemptId: event.attemptId };
    return this.statementsOf(now, event).filter((s) => allowsVerb(this.profile.allowedVerbs, (s.verb as { id: string }).id));
  }

  private launch(event: LearningEventOf<'launched'>): void {
    const { profile } = this;
    this.ctx = {
      actor: profile.actor ?? learnerActor(event.learner, event.attemptId),
      courseId: event.course.id,
      courseTitle: event.course.title,
      courseActivityId: profile.activityId || courseActivityIdFor(event.course.id),
      attemptId: event.attemptId,
      registration: profile.registration,
      locale: event.course.language || 'en',
    };
    // A resumed course that was already decided is not reported as newly passed.
    this.sent = { success: event.standing.success, completion: event.standing.completion };
  }

  private statementsOf(ctx: StatementContext, event: LearningEvent): Statement[] {
    const course = (verb: XapiVerb, result?: Record<string, unknown>, extensions?: Record<string, unknown>) =>
      this.statement(ctx, verb, this.courseObject(ctx), event.at, result, statementContext(ctx, {}, extensions));
    switch (event.type) {
      case 'launched':
        return [
          course('launched', event.location ? { extensions: { [XAPI_EXTENSIONS.location]: event.location } } : undefined),
          // A fresh start begins the attempt; a resumed one goes on with it (SPEC 4.3).
          ...(event.resumed || event.startDeferred ? [] : [course('started')]),
        ];
      case 'started':
        // Held back at launch while the learner chose the language (SPEC 2.8): in that language now.
        return [course('started')];
      case 'languageUpdated':
        // SPEC 4.7: the xAPI side follows the language; statements from here on name the course in it.
        if (this.ctx) this.ctx = { ...this.ctx, locale: event.locale || event.language, courseTitle: event.title || this.ctx.courseTitle };
        return [];
      case 'languageCleared':
        return [];
      case 'attemptStarted':
        this.sent = { success: 'unknown', completion: 'incomplete' };
        return [course('started', undefined, { [XAPI_EXTENSIONS.attempt]: event.attempt })];
      case 'experienced':
        return this.profile.contentPages ? [this.experienced(ctx, event)] : [];
      case 'answered':
        return [answeredStatement(ctx, refAsQuestion(event), event.interaction, { score: event.score as Score, durationMs: event.durationMs }, event.at)];
      case 'progressed':
        return [course('progressed', { extensions: { [XAPI_EXTENSIONS.progress]: event.progress, [XAPI_EXTENSIONS.location]: event.location } })];
      case 'attemptSubmitted':
        return [course('submit', { score: scaled(event.score) }, { [XAPI_EXTENSIONS.attempt]: event.attempt })];
      case 'status':
        return this.statusChange(ctx, event, course);
      case 'exited':
        return [course('exited', { ...standingResult(event.standing), duration: isoDuration(event.sessionMs) })];
      case 'evaluated':
        // SPEC 2.8 / 3.8: the satisfaction survey's rating as score rating × 10, its text as the response.
        return [course('evaluated', { score: scaled(surveyScore(event.rating)), ...(event.comment ? { response: event.comment } : {}) }, { [XAPI_EXTENSIONS.survey]: true })];
      case 'timedOut':
        // The timer's end shows as the status change that follows it.
        return [];
      case 'accessibilityUpdated':
        // How the learner reads the course is not a learning record (SPEC 7.8 has no statement for it).
        return [];
    }
  }

  /** SPEC 7.8 / PACKAGE-FORMAT.md finish order: 'mastered' per section, then passed or failed, then completed. */
  private statusChange(ctx: StatementContext, event: LearningEventOf<'status'>, course: (verb: XapiVerb, result?: Record<string, unknown>) => Statement): Statement[] {
    const out: Statement[] = [];
    if (event.success !== this.sent.success && event.success !== 'unknown') {
      for (const section of event.sections) {
        const id = sectionActivityId(ctx.courseActivityId, section.sectionId);
        const object = { objectType: 'Activity', id, definition: { type: ACTIVITY_TYPES.objective, name: { [ctx.locale]: section.title || section.sectionId } } };
        out.push(this.statement(ctx, 'mastered', object, event.at, { score: scaled(section.score), success: section.status === Status.PASSED }, statementContext(ctx, { parent: ctx.courseActivityId })));
      }
      out.push(course(event.success, standingResult(event)));
    }
    if (event.completion !== this.sent.completion && event.completion === 'completed') out.push(course('completed', standingResult(event)));
    this.sent = { success: event.success, completion: event.completion };
    return out;
  }

  private experienced(ctx: StatementContext, ref: QuestionRef & { at: string }): Statement {
    const object = {
      objectType: 'Activity',
      id: questionActivityId(ctx, { sectionId: ref.sectionId, id: ref.questionId }),
      definition: { name: { [ctx.locale]: ref.title || ref.questionId }, extensions: { [XAPI_EXTENSIONS.questionType]: ref.questionType } },
    };
    return this.statement(ctx, 'experienced', object, ref.at, undefined, statementContext(ctx, { parent: sectionActivityId(ctx.courseActivityId, ref.sectionId), grouping: ctx.courseActivityId }));
  }

  private courseObject(ctx: StatementContext): Record<string, unknown> {
    return { objectType: 'Activity', id: ctx.courseActivityId, definition: { type: ACTIVITY_TYPES.course, name: { [ctx.locale]: ctx.courseTitle || ctx.courseId } } };
  }

  private statement(ctx: StatementContext, verb: XapiVerb, object: Record<string, unknown>, at: string, result: Record<string, unknown> | undefined, context: Record<string, unknown>): Statement {
    return { id: newUuid(), actor: actorOf(ctx), verb: verbOf(verb), object, ...(result ? { result } : {}), context, timestamp: at };
  }
}

const surveyScore = (rating: number) => Math.round(Math.max(1, Math.min(10, Number.isFinite(rating) ? rating : 1))) * 10;
const scaled = (score: number) => ({ scaled: Math.max(0, Math.min(100, score)) / 100, raw: score, min: 0, max: 100 });

function standingResult(standing: CourseStanding): Record<string, unknown> {
  return {
    ...(standing.scored ? { score: scaled(standing.score) } : {}),
    ...(standing.success !== 'unknown' ? { success: standing.success === 'passed' } : {}),
    completion: standing.completion === 'completed',
  };
}

const refAsQuestion = (ref: QuestionRef) => ({ id: ref.questionId, type: ref.questionType, title: ref.title, sectionId: ref.sectionId, isSurvey: ref.isSurvey });
