/**
 * The question pool and the answer-option orders (SPEC 5.3, 4.3) applied to a course model. The
 * session loads this module only for a course that has a pool or shuffled options, so other courses
 * do not carry its code on their first page.
 */
import type { CourseInstance } from '../models/Course';
import type { QuestionTypes } from '../plugins/QuestionType';
import { fromRandomizedOptionsList, optionIds as answerIdsOf, optionOrderFor, toRandomizedOptionsList, type OptionQuestion } from '../rules/optionOrder';
import { canStart, checkPoolSize, compactPoolIds, poolForAttempt, resolvePoolIds } from '../rules/pool';

/** Questions that may be in a pool: supported, not surveys (SPEC 5.3 caps the size at their count). */
function poolCandidates(course: CourseInstance) {
  return course.questions.filter((q) => q.supported).map((q) => ({ id: q.id, sectionId: q.sectionId, isSurvey: q.isSurvey }));
}

export function poolCanStart(course: CourseInstance): boolean {
  const pool = course.rules.pool;
  if (!pool.enabled) return true;
  return canStart(pool, poolCandidates(course).filter((q) => !q.isSurvey).length);
}

/**
 * SPEC 4.3 step 4 and 4.5: the pool of this attempt. A saved pool is checked first ('Question not
 * found', 'Question Pool size changed.'); a problem is reported through `warn` and a new pool is
 * picked, so the learner can go on.
 */
export function applyPool(course: CourseInstance, savedPool: string[], warn: (message: string) => void): void {
  const settings = course.rules.pool;
  if (!settings.enabled) {
    course.setPool([]);
    return;
  }
  const candidates = poolCandidates(course);
  const allIds = course.questions.map((q) => q.id);
  const nonSurvey = candidates.filter((q) => !q.isSurvey).length;
  if (!canStart(settings, nonSurvey)) {
    course.setPool([]);
    return;
  }
  let previous: string[] | null = null;
  if (savedPool.length > 0) {
    try {
      checkPoolSize(savedPool, settings, nonSurvey);
      previous = resolvePoolIds(savedPool, allIds);
    } catch (e) {
      warn(e instanceof Error ? e.message : String(e));
    }
  }
  const ids =
    previous ??
    poolForAttempt({ questions: candidates, settings, seed: course.attemptId, previous: null, attempt: course.courseAttempt });
  course.setPool(ids);
}

/** A new attempt's pool (SPEC 4.5): kept for the same subset on every attempt, else picked anew. */
export function repickPool(course: CourseInstance): void {
  const settings = course.rules.pool;
  if (!settings.enabled) return;
  course.setPool(
    poolForAttempt({
      questions: poolCandidates(course),
      settings,
      seed: course.attemptId,
      previous: course.poolIds.length > 0 ? course.poolIds : null,
      attempt: course.courseAttempt,
    }),
  );
}

const compactedPools = new WeakMap<readonly string[], string[]>();

/** The pool as saved (shortest unique id prefixes); worked out once per pool, not on every save. */
export function savedPool(course: CourseInstance): string[] {
  const pool = course.poolIds;
  if (pool.length === 0) return [];
  let saved = compactedPools.get(pool);
  if (!saved) compactedPools.set(pool, (saved = compactPoolIds(pool, course.questions.map((q) => q.id))));
  return saved;
}

/** The answer ids of a question whose plugin lets its options be shuffled. */
export function optionIds(course: CourseInstance, types: QuestionTypes, questionId: string): string[] | null {
  return answerIdsOf(course.questionById.get(questionId), (type) => types.questionType(type).randomizableOptions === true);
}

/**
 * SPEC 4.3 randomised answer options: the order of a question's options this attempt. Computed the
 * first time the question is shown, from the attempt id, and kept in the course (and so in the saved
 * randomizedOptionsList); null when the author's order applies.
 */
export function optionOrder(course: CourseInstance, types: QuestionTypes, questionId: string): string[] | null {
  if (!course.rules.randomizeOptions) return null;
  const existing = course.optionOrders[questionId];
  if (existing) return existing;
  const ids = optionIds(course, types, questionId);
  if (!ids || ids.length < 2) return null;
  // Pure: the same attempt id always gives the same order, so a view may ask while rendering.
  return optionOrderFor(questionId, ids, undefined, course.attemptId);
}

/** Keeps a question's option order in the course once it has been shown, so it is saved. */
export function keepOptionOrder(course: CourseInstance, types: QuestionTypes, questionId: string): void {
  if (course.optionOrders[questionId]) return;
  const order = optionOrder(course, types, questionId);
  if (order) course.setOptionOrder(questionId, order);
}

function optionQuestions(course: CourseInstance, types: QuestionTypes, ids: Iterable<string>): OptionQuestion[] {
  const out: OptionQuestion[] = [];
  for (const id of ids) {
    const q = course.questionById.get(id);
    const answerIds = optionIds(course, types, id);
    if (q && answerIds) out.push({ id, index: q.index, answerIds });
  }
  return out;
}

export function savedOptionOrders(course: CourseInstance, types: QuestionTypes): unknown[] {
  const orders = course.optionOrders;
  return toRandomizedOptionsList(orders, optionQuestions(course, types, Object.keys(orders)));
}

/** Reads the saved randomizedOptionsList back (only the questions it names are looked at). */
export function restoreOptionOrders(course: CourseInstance, types: QuestionTypes, list: unknown[]): void {
  if (!course.rules.randomizeOptions || list.length === 0) return;
  const byIndex = new Map(course.questions.map((q) => [q.index, q.id]));
  const named = list.map((entry, index) => (entry ? byIndex.get(index) : undefined)).filter((id): id is string => Boolean(id));
  course.setOptionOrders(fromRandomizedOptionsList(list, optionQuestions(course, types, named)));
}
