/**
 * Question pools (SPEC 2.2, 3.2 poolIds, 3.4, 3.7 questionPool[], 4.3, 4.5, 5.3, 8.3): which
 * questions an attempt shows when settings.questionPool is on, how the pool is saved and restored,
 * and the chain built from it. Pure functions over plain data; randomness comes from a seed (the
 * caller passes e.g. the attempt id) so the same saved attempt always rebuilds the same pool.
 *
 * Decisions:
 * - "Course order" is the order of the `questions` array the caller passes (sections in order, each
 *   section's questions in order).
 * - Surveys are never in the pool, and with the pool on they are not shown at all: SPEC 2.2 says the
 *   chain holds only the pool questions, and SPEC 5.3 accordingly lifts the "all surveys must be
 *   answered" rule when the pool is on (see `surveysMustBeAnswered`). Every question not marked
 *   `isSurvey` is a pool candidate; the caller decides how content pages are marked, and
 *   `nonSurveyCount` must count the same candidates.
 * - The saved `questionPool[]` holds the shortest unique id prefixes (at least 6 characters) of the
 *   pool questions, in pool order (`compactPoolIds`); `resolvePoolIds` reads both these prefixes and
 *   full ids, so records written by other players restore too.
 */
import { ErrorMessages, PlayerError } from '../errors/catalogue';
import { isObject, bool, num } from '../util/json';
import { createRng, randomIndex, shuffle } from './random';
import { routes } from './navigation';

export { readPoolSettings, type PoolSettings, type PoolSubsetType } from '../settings/poolSettings';
import type { PoolSettings } from '../settings/poolSettings';

export interface PoolQuestion {
  id: string;
  sectionId: string;
  isSurvey: boolean;
}

export interface PickPoolInput {
  /** Every question of the course, in course order. */
  questions: PoolQuestion[];
  settings: PoolSettings;
  /** e.g. the attempt id: the same seed gives the same pool. */
  seed: string;
}

export interface PoolForAttemptInput extends PickPoolInput {
  /** The pool of the previous attempt (full ids or saved prefixes), or null when there is none. */
  previous: string[] | null;
  /** The course attempt number; mixed into the seed when the subset differs on every attempt. */
  attempt: number;
}

/** Saved pool ids are shortened to no fewer than this many characters (SPEC 3.4, 5.2). */
export const MIN_ID_PREFIX = 6;

/** SPEC 5.3: the size defaults to 0 and is capped at the number of non-survey questions; 0 when the pool is off. */
export function effectivePoolSize(settings: PoolSettings, nonSurveyCount: number): number {
  if (!settings.enabled) return 0;
  return Math.max(0, Math.min(Math.floor(settings.size), Math.max(0, nonSurveyCount)));
}

/** SPEC 5.3: start is blocked when the pool is on and its (effective) size is <= 0. */
export function canStart(settings: PoolSettings, nonSurveyCount: number): boolean {
  return !settings.enabled || effectivePoolSize(settings, nonSurveyCount) > 0;
}

/** SPEC 5.3: all surveys must be answered, unless the pool is on (surveys are then not shown). */
export function surveysMustBeAnswered(settings: PoolSettings): boolean {
  return !settings.enabled;
}

/**
 * Chooses effectivePoolSize non-survey questions at random, reproducibly from `seed`. Returns their
 * ids in course order, or in a random order when randomizeQuestionOrder is on. [] when the pool is off.
 */
export function pickPool({ questions, settings, seed }: PickPoolInput): string[] {
  const candidates = candidateIds(questions);
  const size = effectivePoolSize(settings, candidates.length);
  if (size === 0) return [];
  const rng = createRng(seed);
  const chosen = shuffle(candidates, rng).slice(0, size);
  return settings.randomizeQuestionOrder ? chosen : inCourseOrder(chosen, candidates);
}

/**
 * The pool of a new attempt (SPEC 4.5, "re-pick the question pool").
 * - Pool off: [].
 * - sameOnEveryAttempt: the previous pool, as it was (order included), when it is still valid: every
 *   id resolves to a distinct non-survey question and it has the effective size. Otherwise a pool
 *   picked from `seed` alone, so the same seed gives the same subset on every attempt.
 * - differentOnEveryAttempt: a pool picked from `seed` and `attempt`. When a valid previous pool is
 *   given and the course has more candidates than the pool size, the new pool is a different subset
 *   (re-picked up to 10 times, then one question is swapped for one outside the pool). When every
 *   candidate is in the pool, the subset cannot differ: with randomizeQuestionOrder on (and at least
 *   two questions) the order then differs instead.
 */
export function poolForAttempt(input: PoolForAttemptInput): string[] {
  const { questions, settings, seed, previous, attempt } = input;
  if (!settings.enabled) return [];
  const candidates = candidateIds(questions);
  const size = effectivePoolSize(settings, candidates.length);
  const prev = validPrevious(previous, candidates, size, questions);

  if (settings.subsetType === 'sameOnEveryAttempt') return prev ?? pickPool({ questions, settings, seed });

  const attemptSeed = `${seed}#${attempt}`;
  const first = pickPool({ questions, settings, seed: attemptSeed });
  if (!prev) return first;
  const canDifferSet = size > 0 && size < candidates.length;
  const canDifferOrder = settings.randomizeQuestionOrder && size > 1;
  const differs = (pool: string[]) =>
    canDifferSet ? !sameSet(pool, prev) : canDifferOrder ? !sameSequence(pool, prev) : true;

  let pool = first;
  for (let retry = 1; retry <= 10 && !differs(pool); retry++) {
    pool = pickPool({ questions, settings, seed: `${attemptSeed}#${retry}` });
  }
  if (differs(pool)) return pool;

  const rng = createRng(`${attemptSeed}#fallback`);
  if (canDifferSet) {
    const inPool = new Set(pool);
    const outside = candidates.filter((id) => !inPool.has(id));
    const swapped = pool.slice();
    swapped[randomIndex(swapped.length, rng)] = outside[randomIndex(outside.length, rng)];
    return settings.randomizeQuestionOrder ? swapped : inCourseOrder(swapped, candidates);
  }
  // Same set, same order, and a different order is possible: rotate by one.
  return [...pool.slice(1), pool[0]];
}

/**
 * The saved form of a pool (SPEC 3.7 questionPool[]): each id shortened to its shortest prefix of at
 * least 6 characters that `resolvePoolIds` maps back to it among `allIds` (SPEC 3.4 "selected by id
 * prefix"; saved progress is small in SCORM 1.2). An id shorter than 6 characters is kept whole.
 * An id that is not in `allIds` throws 'Question not found'.
 */
export function compactPoolIds(ids: string[], allIds: string[]): string[] {
  const known = new Set(allIds);
  return ids.map((id) => {
    if (!known.has(id)) throw new PlayerError('question', ErrorMessages.questionNotFound, id);
    return shortestUniquePrefix(id, allIds);
  });
}

/**
 * Each saved id or prefix → the full question id (SPEC 3.4): an exact id wins, else the single id
 * that starts with it. No match, or an ambiguous prefix, throws 'Question not found' (SPEC 8.3).
 * A question named twice is kept once (the size check then reports the change).
 */
export function resolvePoolIds(saved: string[], allIds: string[]): string[] {
  const known = new Set(allIds);
  const out: string[] = [];
  for (const entry of saved) {
    const id = typeof entry === 'string' ? resolvePrefix(entry, allIds, known) : undefined;
    if (id === undefined) throw new PlayerError('question', ErrorMessages.questionNotFound, String(entry));
    if (!out.includes(id)) out.push(id);
  }
  return out;
}

/**
 * SPEC 4.3 step 4, 8.3: a saved pool whose size differs from the effective size now throws
 * 'Question Pool size changed.' (kind 'progress': the saved record no longer fits the course).
 * An empty saved pool has nothing to verify (a first launch, or a record from before the pool was
 * switched on); a non-empty one with the pool now off is a change from its size to 0.
 */
export function checkPoolSize(saved: string[], settings: PoolSettings, nonSurveyCount: number): void {
  if (saved.length === 0) return;
  const expected = effectivePoolSize(settings, nonSurveyCount);
  if (saved.length !== expected) {
    throw new PlayerError('progress', ErrorMessages.questionPoolSizeChanged, `saved ${saved.length}, expected ${expected}`);
  }
}

export { chainWithPool } from './navigation';

// ---- id prefixes (shared with optionOrder.ts) ----

/**
 * The id `prefix` names among `allIds`: an exact id wins, else the single id starting with it;
 * undefined when none or several match (or the prefix is empty).
 */
export function resolvePrefix(prefix: string, allIds: readonly string[], known?: ReadonlySet<string>): string | undefined {
  if (prefix === '') return undefined;
  if (known ? known.has(prefix) : allIds.includes(prefix)) return prefix;
  let found: string | undefined;
  for (const id of allIds) {
    if (!id.startsWith(prefix) || id === found) continue;
    if (found !== undefined) return undefined;
    found = id;
  }
  return found;
}

/**
 * The shortest prefix of `id`, at least `minLength` characters (or the whole id when shorter), that
 * `resolvePrefix` maps back to `id` among `allIds`: one character longer than the longest prefix it
 * shares with any other id; the whole id when it is itself a prefix of another id.
 */
export function shortestUniquePrefix(id: string, allIds: readonly string[], minLength = MIN_ID_PREFIX): string {
  let shared = 0;
  for (const other of allIds) {
    if (other === id) continue;
    let n = 0;
    const max = Math.min(id.length, other.length);
    while (n < max && id.charCodeAt(n) === other.charCodeAt(n)) n++;
    if (n > shared) shared = n;
  }
  return id.slice(0, Math.min(id.length, Math.max(minLength, shared + 1)));
}

// ---- internals ----

function candidateIds(questions: PoolQuestion[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const q of questions) {
    if (q.isSurvey || seen.has(q.id)) continue;
    seen.add(q.id);
    out.push(q.id);
  }
  return out;
}

function inCourseOrder(ids: string[], candidates: string[]): string[] {
  const chosen = new Set(ids);
  return candidates.filter((id) => chosen.has(id));
}

function validPrevious(previous: string[] | null, candidates: string[], size: number, questions: PoolQuestion[]): string[] | null {
  if (!previous || previous.length !== size || size === 0) return null;
  try {
    const resolved = resolvePoolIds(previous, questions.map((q) => q.id));
    const candidateSet = new Set(candidates);
    if (resolved.length !== size || !resolved.every((id) => candidateSet.has(id))) return null;
    return resolved;
  } catch {
    return null;
  }
}

function sameSet(a: string[], b: string[]): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((id) => set.has(id));
}

function sameSequence(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}
