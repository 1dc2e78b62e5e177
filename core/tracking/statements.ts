import type { QuestionData, Score, Interaction } from '../plugins/QuestionType';
import type { Statement } from '../delivery/TrackingSink';
import { isUuid, newUuid, toDashedUuid } from '../util/uuid';
import { ACTIVITY_TYPES, questionActivityIdIn, sectionActivityId, VERB_DISPLAY, XAPI_EXTENSIONS, XAPI_VERBS, type XapiVerb } from './vocabulary';

export { ACTIVITY_TYPES, XAPI_EXTENSIONS, XAPI_VERBS } from './vocabulary';

export interface XapiActor {
  name?: string;
  mbox?: string;
  account?: { homePage: string; name: string };
}

export interface StatementContext {
  actor: XapiActor;
  courseId: string;
  courseTitle: string;
  /** The course's activity IRI: from the course id (vocabulary.ts), or the activity_id of an xAPI launch. */
  courseActivityId: string;
  /** The attempt id: the statement's registration when it is a UUID (SPEC 7.8 context). */
  attemptId: string;
  /** The launch registration (an LMS launch): wins over the attempt id (SPEC 7.8 context). */
  registration?: string;
  /** The course language's locale, e.g. 'en-US'. */
  locale: string;
}

/** ISO 8601 duration (PTnHnMnS), as SPEC 7.8's result.duration. */
export function isoDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms / 10)) / 100;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = Math.round((total % 60) * 100) / 100;
  return `PT${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${seconds}S`;
}

const activity = (id: string) => ({ id, objectType: 'Activity' });

/** The statement's registration: the launch's, else the attempt id when it is a UUID (SPEC 7.8). */
export function registrationOf(ctx: Pick<StatementContext, 'attemptId' | 'registration'>): string | undefined {
  const candidate = toDashedUuid(ctx.registration || ctx.attemptId);
  return isUuid(candidate) ? candidate.toLowerCase() : undefined;
}

/** SPEC 7.8 context: registration, language, the courseId extension, and where the activity sits. */
export function statementContext(ctx: StatementContext, where: { parent?: string; grouping?: string } = {}, extensions: Record<string, unknown> = {}): Record<string, unknown> {
  const registration = registrationOf(ctx);
  const contextActivities: Record<string, unknown> = {};
  if (where.parent) contextActivities.parent = [activity(where.parent)];
  if (where.grouping) contextActivities.grouping = [activity(where.grouping)];
  return {
    ...(registration ? { registration } : {}),
    language: ctx.locale,
    ...(where.parent || where.grouping ? { contextActivities } : {}),
    extensions: { [XAPI_EXTENSIONS.courseId]: ctx.courseId, ...extensions },
  };
}

export function verbOf(verb: XapiVerb): { id: string; display: Record<string, string> } {
  return { id: XAPI_VERBS[verb], display: { 'en-US': VERB_DISPLAY[verb] } };
}

export function actorOf(ctx: StatementContext): Record<string, unknown> {
  return { objectType: 'Agent', ...ctx.actor };
}

export function questionActivityId(ctx: StatementContext, question: { sectionId: string; id: string }): string {
  return questionActivityIdIn(ctx.courseActivityId, question.sectionId, question.id);
}

/**
 * The 'answered' statement of one question (SPEC 7.8): the interaction from the question type's
 * plugin, score.scaled = score / 100, success unless it is a survey, the attempt as registration.
 * A survey's answer is 'evaluated' (docs/xapi.md): it has no right answer to succeed at.
 */
export function answeredStatement(
  ctx: StatementContext,
  question: Pick<QuestionData, 'id' | 'type' | 'title' | 'sectionId' | 'isSurvey'>,
  interaction: Interaction | null,
  result: { score: Score; durationMs?: number },
  at: string = new Date().toISOString(),
): Statement {
  const { response, ...definition } = interaction ?? { response: undefined };
  const description = { [ctx.locale]: question.title || question.id };
  return {
    id: newUuid(),
    actor: actorOf(ctx),
    verb: verbOf(question.isSurvey ? 'evaluated' : 'answered'),
    object: {
      objectType: 'Activity',
      id: questionActivityId(ctx, question),
      definition: {
        type: ACTIVITY_TYPES.interaction,
        name: description,
        ...definition,
        extensions: { [XAPI_EXTENSIONS.questionType]: question.type, [XAPI_EXTENSIONS.survey]: question.isSurvey },
      },
    },
    result: {
      ...(question.isSurvey ? {} : { score: { scaled: result.score / 100, raw: result.score, min: 0, max: 100 }, success: result.score === 100 }),
      completion: true,
      ...(response !== undefined ? { response } : {}),
      ...(result.durationMs !== undefined ? { duration: isoDuration(result.durationMs) } : {}),
    },
    context: statementContext(ctx, {
      parent: sectionActivityId(ctx.courseActivityId, question.sectionId),
      grouping: ctx.courseActivityId,
    }),
    timestamp: at,
  };
}
