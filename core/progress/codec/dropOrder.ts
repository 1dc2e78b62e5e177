import type { BlockState } from '../../plugins/BlockState';
import { blockEntries, type ProgressSnapshot } from '../progressRecord';

/**
 * What encode leaves out, one step at a time and in the order of their ranks, until the text fits
 * the budget (docs/progress-format.md "When a record does not fit"). First what the course rebuilds
 * by itself, then what the learner did outside the answers, least missed first: the block states
 * come at the ranks their blocks declare (BlockState.dropRank, trims included). Never dropped: the
 * answers, the attempts, the attempt's identity and status (attemptId, pool, checksum, attempt
 * numbers, finished, submitted, timer, completion date), the user, the place to resume at, the
 * learning objectives, the accessibility settings and the course language, all of them small.
 */
export interface DropStep {
  /** The part's name as the caller logs it. */
  name: string;
  /** True while the record still holds something of this part. */
  holds(record: ProgressSnapshot): boolean;
  drop(record: ProgressSnapshot): ProgressSnapshot;
}

/** The ranks of the record's own parts; a block state places itself among them. */
export const RECORD_DROP_RANKS = {
  // Rebuilt from the attempt id: each question gets the order the seed gives (SPEC 4.3); only an
  // order kept from an earlier attempt (SPEC 4.5) comes back different.
  randomizedOptionsList: 10,
  // Pages opened but not answered: an answered page counts as opened when restored, so only
  // forced navigation's "reachable because opened" (SPEC 2.6) is lost.
  opened: 30,
} as const;

const isFilled = (v: unknown) => (Array.isArray(v) ? v.length > 0 : typeof v === 'object' && v !== null && Object.keys(v).length > 0);

function field(name: string, empty: () => unknown): DropStep {
  return { name, holds: (r) => isFilled(r[name]), drop: (r) => ({ ...r, [name]: empty() }) };
}

const OWN_STEPS: { rank: number; step: DropStep }[] = [
  { rank: RECORD_DROP_RANKS.randomizedOptionsList, step: field('randomizedOptionsList', () => []) },
  { rank: RECORD_DROP_RANKS.opened, step: field('opened', () => []) },
];

const cache = new WeakMap<readonly BlockState[], readonly DropStep[]>();

/** The steps for a record holding these block states, in the order encode takes them. */
export function dropOrder(blockStates: readonly BlockState[] = []): readonly DropStep[] {
  let steps = cache.get(blockStates);
  if (!steps) {
    const ranked = [...OWN_STEPS];
    for (const state of blockStates) {
      for (const trim of state.trims ?? []) {
        ranked.push({
          rank: trim.dropRank,
          step: {
            name: `${state.key}.${trim.name}`,
            holds: (r) => trim.holds(blockEntries(r, state.key)),
            drop: (r) => ({ ...r, [state.key]: trim.trim(blockEntries(r, state.key)) }),
          },
        });
      }
      ranked.push({ rank: state.dropRank, step: field(state.key, () => ({})) });
    }
    // A stable sort: on equal ranks the record's own parts go first, then blocks in registration order.
    steps = ranked.sort((a, b) => a.rank - b.rank).map((r) => r.step);
    cache.set(blockStates, steps);
  }
  return steps;
}
