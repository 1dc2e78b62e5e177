/** The question-pool settings of settings.js (SPEC 5.3), read on every course: kept apart from the pool rules, which load only when a course has a pool. */
import { bool, isObject, num } from '../util/json';

export type PoolSubsetType = 'sameOnEveryAttempt' | 'differentOnEveryAttempt';

export interface PoolSettings {
  enabled: boolean;
  /** As configured (a whole number, may be <= 0); see `effectivePoolSize`. */
  size: number;
  subsetType: PoolSubsetType;
  randomizeQuestionOrder: boolean;
}

const DEFAULT_POOL_SETTINGS: PoolSettings = {
  enabled: false,
  size: 0,
  subsetType: 'sameOnEveryAttempt',
  randomizeQuestionOrder: false,
};

/**
 * Reads settings.js `questionPool {enabled, size, subset: {type, randomizeQuestionOrder}}`
 * (PACKAGE-FORMAT.md). Accepts either that object or the whole template settings holding it under
 * `questionPool`; in the latter case a top-level `randomizeQuestionOrder` (SPEC 3.1, boolean or
 * `{enabled}`) is used when the subset does not say. Lenient: anything missing or malformed takes
 * its default (off, size 0 per SPEC 5.3 and 9.1, sameOnEveryAttempt, course order).
 */
export function readPoolSettings(raw: unknown): PoolSettings {
  const whole = isObject(raw) && isObject(raw.questionPool) ? raw : null;
  const pool = whole ? whole.questionPool : raw;
  if (!isObject(pool)) return { ...DEFAULT_POOL_SETTINGS };
  const subset = isObject(pool.subset) ? pool.subset : {};
  const topLevelRandomize = whole ? whole.randomizeQuestionOrder : undefined;
  const fallbackRandomize = isObject(topLevelRandomize) ? bool(topLevelRandomize.enabled) : bool(topLevelRandomize);
  const size = Math.floor(num(pool.size, 0));
  return {
    enabled: bool(pool.enabled),
    size: Number.isFinite(size) ? size : 0,
    subsetType: subset.type === 'differentOnEveryAttempt' ? 'differentOnEveryAttempt' : 'sameOnEveryAttempt',
    randomizeQuestionOrder: bool(subset.randomizeQuestionOrder, fallbackRandomize),
  };
}

