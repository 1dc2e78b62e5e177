import type { QuestionData, Score, Interaction } from '../plugins/QuestionType';
import type { Statement } from '../plugins/TrackingSink';
import { isUuid, newUuid, toDashedUuid } from '../util/uuid';

/** Verb ids of PACKAGE-FORMAT.md "Tracking conventions"; evaluated has its own IRI. */
export const XAPI_VERBS = {
  launched: 'http://adlnet.gov/expapi/verbs/launched',
  started: 'http://adlnet.gov/expapi/verbs/started',
  exited: 'http://adlnet.gov/expapi/verbs/exited',
  passed: 'http://adlnet.gov/expapi/verbs/passed',
  failed: 'http://adlnet.gov/expapi/verbs/failed',
  experienced: 'http://adlnet.gov/expapi/verbs/experienced',
  answered: 'http://adlnet.gov/expapi/verbs/answered',
  mastered: 'http://adlnet.gov/expapi/verbs/mastered',
  progressed: 'http://adlnet.gov/expapi/verbs/progressed',
  completed: 'http://adlnet.gov/expapi/verbs/completed',
  evaluated: 'http://www.tincanapi.co.uk/verbs/evaluated',
} as const;

export const ACTIVITY_TYPES = {
  course: 'http://adlnet.gov/expapi/activities/course',
  objective: 'http://adlnet.gov/expapi/activities/objective',
  interaction: 'http://adlnet.gov/expapi/activities/cmi.interaction',
} as const;

/** SPEC 7.8 extensions, all under one IRI base of the player's own. */
const EXTENSION_BASE = 'https://open-course-player.org/xapi/extensions/';
export const XAPI_EXTENSIONS = {
  courseId: `${EXTENSION_BASE}course-id`,
  survey: `${EXTENSION_BASE}survey`,
  questionType: `${EXTENSION_BASE}question-type`,
  imageUrl: `${EXTENSION_BASE}image-url`,
  content: `${EXTENSION_BASE}content`,
  answers: `${EXTENSION_BASE}answers`,
} as const;

export interface XapiActor {
  name?: string;
  mbox?: string;
  account?: { homePage: string; name: string };
}

export interface StatementContext {
  actor: XapiActor;
  courseId: string;
  courseTitle: string;
  /** The course's activity IRI: the page address, or the activity_id of an xAPI launch. */
  courseActivityId: string;
  /** The attempt id: the statement's registration when it is a UUID (SPEC 7.8 context). */
  attemptId: string;
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

function context(ctx: StatementContext, parent?: string): Record<string, unknown> {
  const registration = toDashedUuid(ctx.attemptId);
  return {
    ...(isUuid(registration) ? { registration } : {}),
    language: ctx.locale,
    contextActivities: parent ? { parent: [{ id: parent, objectType: 'Activity' }] } : undefined,
    extensions: { [XAPI_EXTENSIONS.courseId]: ctx.courseId },
  };
}

export function questionActivityId(ctx: StatementContext, question: { sectionId: string; id: string }): string {
  return `${ctx.courseActivityId.replace(/#.*$/, '')}#/sections/${question.sectionId}/questions/${question.id}`;
}

/**
 * The 'answered' statement of one question (SPEC 7.8): the interaction from the question type's
 * plugin, score.scaled = score / 100, success unless it is a survey, the attempt as registration.
 */
export function answeredStatement(
  ctx: StatementContext,
  question: QuestionData,
  interaction: Interaction,
  result: { score: Score; durationMs?: number },
): Statement {
  const { response, ...definition } = interaction;
  const description = { [ctx.locale]: question.title || question.id };
  return {
    id: newUuid(),
    actor: { objectType: 'Agent', ...ctx.actor },
    verb: { id: XAPI_VERBS.answered, display: { 'en-US': 'answered' } },
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
      response,
      ...(result.durationMs !== undefined ? { duration: isoDuration(result.durationMs) } : {}),
    },
    context: context(ctx, ctx.courseActivityId),
    timestamp: new Date().toISOString(),
  };
}
