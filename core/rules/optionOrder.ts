/**
 * Randomized answer-option orders (settings `answerOptionsOrder {selected: 'randomize'}`; SPEC 3.4
 * randomizedOptions, 3.7 randomizedOptionsList[], 4.3 step 5, 4.5 "randomized option orders are
 * kept", 5.2, 9.1). Pure functions; the caller decides which questions are randomized (only when the
 * setting is 'randomize', and not for types whose order is the answer, such as ranking).
 *
 * Saved form (decision): `randomizedOptionsList` is indexed by question index, like answers[] and
 * attempts[] of the record (SPEC 3.7). Each entry is null (no randomized order) or the question's
 * answer ids in shown order, each shortened to its shortest unique prefix among that question's
 * answer ids, at least 6 characters (SPEC 5.2 compares randomized option ids on their first 6
 * characters). Prefixes rather than positions: a restored order is checked against the answers the
 * course has now (same set of ids), so an author's edit gives a fresh order instead of a wrong one.
 * Trailing nulls are dropped.
 */
import { resolvePrefix, shortestUniquePrefix, MIN_ID_PREFIX } from './pool';
import { createRng, shuffle, type Rng } from './random';

/** A question as the option-order rules see it: its type, whether it is playable, its data.js answers. */
export interface OptionSource {
  supported: boolean;
  type: string;
  data: { raw: Record<string, unknown> };
}

/**
 * The answer ids of a question whose type lets its options be shuffled (QuestionType
 * randomizableOptions; not ranking, whose order is the answer); null for any other question.
 */
export function optionIds(q: OptionSource | undefined, randomizable: (type: string) => boolean): string[] | null {
  if (!q?.supported || !randomizable(q.type)) return null;
  const answers = q.data.raw.answers;
  if (!Array.isArray(answers)) return null;
  return answers.map((a) => (a && typeof a === 'object' ? String((a as { id?: unknown }).id ?? '') : '')).filter(Boolean);
}

/** SPEC 9.1: the answer shuffle retries up to 10 times so that the order differs from the original. */
export const MAX_SHUFFLE_TRIES = 10;

/** SPEC 5.2: randomized option ids are compared on their first 6 characters. */
const key = (id: string) => id.slice(0, MIN_ID_PREFIX);

function differsFrom(original: readonly string[]): (order: readonly string[]) => boolean {
  const keys = original.map(key);
  return (order) => order.some((id, i) => key(id) !== keys[i]);
}

/**
 * A shuffled copy of `ids` whose order differs from the original, ids compared on their first 6
 * characters (SPEC 5.2). Shuffles up to 10 times (SPEC 9.1); if all 10 give the original order, the
 * first id is swapped with the first id of a different key, so a different order is guaranteed
 * whenever one exists. A list of 0 or 1 ids, or one whose ids all share their 6-character key (no
 * order can differ), is returned as it is (as a copy).
 */
export function randomizeOptions(ids: readonly string[], rng: Rng): string[] {
  if (ids.length < 2) return ids.slice();
  const first = key(ids[0]);
  const other = ids.findIndex((id) => key(id) !== first);
  if (other < 0) return ids.slice();
  const differs = differsFrom(ids);
  for (let i = 0; i < MAX_SHUFFLE_TRIES; i++) {
    const order = shuffle(ids, rng);
    if (differs(order)) return order;
  }
  const swapped = ids.slice();
  swapped[0] = ids[other];
  swapped[other] = ids[0];
  return swapped;
}

/**
 * `order` (full ids or prefixes) as full answer ids, when it still fits `answerIds`: every entry
 * names a distinct answer (exact id, else unique prefix, else unique 6-character key) and every
 * answer is named. null otherwise.
 */
export function restoreOrder(order: unknown, answerIds: readonly string[]): string[] | null {
  if (!Array.isArray(order) || order.length !== answerIds.length) return null;
  const known = new Set(answerIds);
  const out: string[] = [];
  for (const entry of order) {
    if (typeof entry !== 'string') return null;
    const id = resolvePrefix(entry, answerIds, known) ?? (entry.length > MIN_ID_PREFIX ? resolvePrefix(key(entry), answerIds, known) : undefined);
    if (id === undefined || out.includes(id)) return null;
    out.push(id);
  }
  return out;
}

/**
 * The option order of one question: the saved order when it still fits the answers (same set of
 * ids; SPEC 4.5 keeps orders across retakes), else a new one from `seed` (e.g. the attempt id) and
 * the question id, so the same seed always gives the same order.
 */
export function optionOrderFor(
  questionId: string,
  answerIds: readonly string[],
  saved: Record<string, readonly string[]> | undefined,
  seed: string,
): string[] {
  const restored = saved && Object.prototype.hasOwnProperty.call(saved, questionId) ? restoreOrder(saved[questionId], answerIds) : null;
  return restored ?? randomizeOptions(answerIds, createRng(`${seed}:${questionId}`));
}

export interface OptionQuestion {
  id: string;
  /** The question index of the saved record (the same index as answers[]). */
  index: number;
  /** The question's answer ids in author order. */
  answerIds: readonly string[];
}

/** The saved `randomizedOptionsList` (SPEC 3.7): per question index, null or the order as short prefixes. */
export type RandomizedOptionsList = (string[] | null)[];

/**
 * Per-question orders (question id → answer ids in shown order) → the saved list. Orders that do
 * not fit their question's answers, and questions without an order, are left out (null).
 */
export function toRandomizedOptionsList(orders: Record<string, readonly string[]>, questions: readonly OptionQuestion[]): RandomizedOptionsList {
  const list: RandomizedOptionsList = [];
  for (const q of questions) {
    if (!Object.prototype.hasOwnProperty.call(orders, q.id)) continue;
    const order = restoreOrder(orders[q.id], q.answerIds);
    if (!order || !Number.isInteger(q.index) || q.index < 0) continue;
    list[q.index] = order.map((id) => shortestUniquePrefix(id, q.answerIds));
  }
  return Array.from(list, (entry) => entry ?? null);
}

/**
 * The saved list → per-question orders of full answer ids. Lenient: a list that is not an array, or
 * an entry that is malformed or no longer fits its question's answers, is skipped (that question
 * gets a new order from `optionOrderFor`).
 */
export function fromRandomizedOptionsList(list: unknown, questions: readonly OptionQuestion[]): Record<string, string[]> {
  const orders: Record<string, string[]> = {};
  if (!Array.isArray(list)) return orders;
  for (const q of questions) {
    const order = restoreOrder(list[q.index], q.answerIds);
    if (order) orders[q.id] = order;
  }
  return orders;
}
