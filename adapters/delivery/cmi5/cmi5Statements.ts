import { isoDuration, newUuid, type Statement } from '@core';
import type { Cmi5Actor } from './cmi5Launch';
import { CMI5_CATEGORY, CMI5_VERBS, MASTERY_SCORE_EXTENSION, MOVEON_CATEGORY, type Cmi5Verb } from './cmi5Vocabulary';

/** What every statement of one AU session shares. */
export interface Cmi5StatementContext {
  actor: Cmi5Actor;
  activityId: string;
  registration: string;
  /** LMS.LaunchData contextTemplate: its session id extension and activities go in every statement. */
  contextTemplate: Record<string, unknown>;
  /** The LMS's mastery score (0..1), reported with passed and failed. */
  masteryScore?: number;
}

export interface Cmi5Result {
  /** Time since initialized, in ms (cmi5 9.5.4.1: completed, passed, failed and terminated carry it). */
  durationMs?: number;
  /** The course score, 0..100. */
  score?: number;
}

/** The course score (0..100) as the statement's score.scaled. */
export const scaledScore = (score: number): number => Math.min(1, Math.max(0, score / 100));

const asArray = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]);

/**
 * The statement's context: the template as the LMS gave it (cmi5 9.6.1: the AU must not drop any of
 * it), the registration of the launch, and the cmi5 category, plus moveon for the statements the LMS
 * weighs for moveOn (completed, passed, failed).
 */
export function cmi5Context(ctx: Cmi5StatementContext, verb: Cmi5Verb): Record<string, unknown> {
  // The template came as JSON, and each statement gets its own copy.
  const template = JSON.parse(JSON.stringify(ctx.contextTemplate)) as Record<string, unknown>;
  const activities = (template.contextActivities ?? {}) as Record<string, unknown>;
  const categories = asArray(activities.category);
  const ours = verb === 'initialized' || verb === 'terminated' ? [CMI5_CATEGORY] : [CMI5_CATEGORY, MOVEON_CATEGORY];
  for (const id of ours) {
    if (!categories.some((c) => (c as { id?: unknown })?.id === id)) categories.push({ id, objectType: 'Activity' });
  }
  const extensions = { ...((template.extensions ?? {}) as Record<string, unknown>) };
  if ((verb === 'passed' || verb === 'failed') && ctx.masteryScore !== undefined) extensions[MASTERY_SCORE_EXTENSION] = ctx.masteryScore;
  return {
    ...template,
    registration: ctx.registration,
    contextActivities: { ...activities, category: categories },
    ...(Object.keys(extensions).length ? { extensions } : {}),
  };
}

function result(verb: Cmi5Verb, r: Cmi5Result): Record<string, unknown> | undefined {
  const duration = r.durationMs !== undefined ? { duration: isoDuration(r.durationMs) } : {};
  const score = r.score !== undefined ? { score: { scaled: scaledScore(r.score), raw: r.score, min: 0, max: 100 } } : {};
  switch (verb) {
    case 'initialized':
      return undefined;
    case 'completed':
      return { completion: true, ...duration };
    case 'passed':
      return { success: true, ...score, ...duration };
    case 'failed':
      return { success: false, ...score, ...duration };
    case 'terminated':
      return { ...duration };
  }
}

/** The context activities of two contexts together, each activity once (by id). */
function mergeActivities(template: Record<string, unknown>, ours: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...template };
  for (const [kind, list] of Object.entries(ours)) {
    const into = asArray(merged[kind]);
    for (const a of asArray(list)) if (!into.some((b) => (b as { id?: unknown })?.id === (a as { id?: unknown })?.id)) into.push(a);
    merged[kind] = into;
  }
  return merged;
}

/**
 * The context of a cmi5 "allowed" statement (answered, progressed…, cmi5 9.6.1, 9.6.2.1): the
 * statement's own context (language, courseId extension, parent and grouping) joined with the
 * template as the LMS gave it, whose values win, the launch registration, and never the cmi5
 * category: that category tells the LMS a statement is one of cmi5's defined ones.
 */
export function cmi5AllowedContext(ctx: Cmi5StatementContext, own: Record<string, unknown> = {}): Record<string, unknown> {
  const template = JSON.parse(JSON.stringify(ctx.contextTemplate)) as Record<string, unknown>;
  const activities = mergeActivities((template.contextActivities ?? {}) as Record<string, unknown>, (own.contextActivities ?? {}) as Record<string, unknown>);
  activities.category = asArray(activities.category).filter((c) => (c as { id?: unknown })?.id !== CMI5_CATEGORY && (c as { id?: unknown })?.id !== MOVEON_CATEGORY);
  if (!(activities.category as unknown[]).length) delete activities.category;
  const extensions = { ...((own.extensions ?? {}) as Record<string, unknown>), ...((template.extensions ?? {}) as Record<string, unknown>) };
  return {
    ...own,
    ...template,
    registration: ctx.registration,
    ...(Object.keys(activities).length ? { contextActivities: activities } : {}),
    ...(Object.keys(extensions).length ? { extensions } : {}),
  };
}

/** One cmi5 defined statement (cmi5 9.3), with its UUID from the start so a replay is the same statement. */
export function cmi5Statement(ctx: Cmi5StatementContext, verb: Cmi5Verb, r: Cmi5Result = {}, at = new Date().toISOString()): Statement {
  const res = result(verb, r);
  return {
    id: newUuid(),
    actor: ctx.actor,
    verb: { id: CMI5_VERBS[verb], display: { 'en-US': verb } },
    object: { objectType: 'Activity', id: ctx.activityId },
    ...(res ? { result: res } : {}),
    context: cmi5Context(ctx, verb),
    timestamp: at,
  };
}
