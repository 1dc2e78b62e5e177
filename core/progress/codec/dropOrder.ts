import type { ProgressSnapshot } from '../progressRecord';

/**
 * What encode leaves out, one step at a time and in this order, until the text fits the budget
 * (docs/progress-format.md "When a record does not fit"). First what the course rebuilds by itself,
 * then what the learner did outside the answers, least missed first. Never dropped: the answers,
 * the attempts, the attempt's identity and status (attemptId, pool, checksum, attempt numbers,
 * finished, submitted, timer, completion date), the user, the place to resume at, the learning
 * objectives and the accessibility settings, all of them small.
 */
export interface DropStep {
  /** The part's name as the caller logs it. */
  name: string;
  /** True while the record still holds something of this part. */
  holds(record: ProgressSnapshot): boolean;
  drop(record: ProgressSnapshot): ProgressSnapshot;
}

const isFilled = (v: unknown) => (Array.isArray(v) ? v.length > 0 : typeof v === 'object' && v !== null && Object.keys(v).length > 0);

function field<K extends keyof ProgressSnapshot>(name: K, empty: () => ProgressSnapshot[K]): DropStep {
  return { name, holds: (r) => isFilled(r[name]), drop: (r) => ({ ...r, [name]: empty() }) };
}

const NAV_HIST = 'navHist';
const hasNavHist = (r: ProgressSnapshot) => typeof r.scenario === 'object' && r.scenario !== null && Object.prototype.hasOwnProperty.call(r.scenario, NAV_HIST);

export const DROP_ORDER: readonly DropStep[] = [
  // Rebuilt from the attempt id: each question gets the order the seed gives (SPEC 4.3); only an
  // order kept from an earlier attempt (SPEC 4.5) comes back different.
  field('randomizedOptionsList', () => []),
  // The scenes a learner visited, for the way back; the scene they are on is kept.
  {
    name: `scenario.${NAV_HIST}`,
    holds: hasNavHist,
    drop: (r) => {
      const { [NAV_HIST]: _visited, ...scenario } = r.scenario;
      return { ...r, scenario };
    },
  },
  // Pages opened but not answered: an answered page counts as opened when restored, so only
  // forced navigation's "reachable because opened" (SPEC 2.6) is lost.
  field('opened', () => []),
  // From here on the learner notices: media play from the start and must be watched again under the
  // media-viewing restriction, blocks start over, checklists are unticked.
  field('videoProgress', () => ({})),
  field('audioProgress', () => ({})),
  field('walkthrough', () => ({})),
  field('scenario', () => ({})),
  field('cardSorting', () => ({})),
  field('checklistItems', () => ({})),
];
