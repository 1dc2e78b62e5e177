import { getSnapshot, types, type SnapshotOut } from 'mobx-state-tree';
import { isObject } from '../util/json';

/** The version of the saved record written today; older versions pass through MIGRATIONS. */
export const PROGRESS_VERSION = 1;

/**
 * The saved progress record of SPEC 3.7. The same record goes to every store (browser, LMS, LRS
 * state, learner service). Answers are compact, per question index (PACKAGE-FORMAT.md): a correctly
 * answered question may be stored as just 100; null marks an unanswered index.
 */
export const ProgressRecord = types.model('ProgressRecord', {
  v: types.optional(types.number, PROGRESS_VERSION),
  url: types.optional(types.string, ''),
  user: types.frozen<{ email?: string; name?: string; authorizationSkipped?: boolean } | null>(null),
  attemptId: types.optional(types.string, ''),
  answers: types.frozen<unknown[]>([]),
  attempts: types.frozen<(number | null)[]>([]),
  /** Indexes of pages that were opened (forced navigation and "course finished" need them). */
  opened: types.frozen<number[]>([]),
  questionPool: types.frozen<string[]>([]),
  courseChecksum: types.optional(types.string, ''),
  finished: false,
  allQuestionsSubmitted: false,
  courseAttemptNumber: 0,
  submitOnceAttempt: 0,
  randomizedOptionsList: types.frozen<unknown[]>([]),
  accessibility: types.frozen<Record<string, unknown>>({}),
  checklistItems: types.frozen<Record<string, unknown>>({}),
  scenario: types.frozen<Record<string, unknown>>({}),
  walkthrough: types.frozen<Record<string, unknown>>({}),
  /** SPEC 3.8 card sorting state, by block id. */
  cardSorting: types.frozen<Record<string, unknown>>({}),
  learningObjectiveConsumed: types.frozen<string[]>([]),
  currentSectionId: types.optional(types.string, ''),
  isForcedNavigationEnabled: false,
  videoProgress: types.frozen<Record<string, unknown>>({}),
  audioProgress: types.frozen<Record<string, unknown>>({}),
  timeSpent: types.frozen<unknown>(null),
  timer: types.frozen<{ elapsed: number; status: string } | null>(null),
  language: types.optional(types.string, ''),
  completionDate: types.optional(types.string, ''),
});

export type ProgressSnapshot = SnapshotOut<typeof ProgressRecord>;

type Migration = { to: number; name: string; up: (record: Record<string, unknown>) => Record<string, unknown> };

/** Named migrations, applied in order to a record older than PROGRESS_VERSION. */
export const MIGRATIONS: Migration[] = [
  {
    to: 1,
    name: 'unversioned records of other players: answers as an object keyed by index become an array',
    up: (record) => ({ ...record, answers: answersToArray(record.answers), v: 1 }),
  },
];

/** SPEC 4.4: answers stored as an object are converted to an array. */
function answersToArray(answers: unknown): unknown[] {
  if (Array.isArray(answers)) return answers;
  if (!isObject(answers)) return [];
  const out: unknown[] = [];
  for (const [key, value] of Object.entries(answers)) {
    const index = Number(key);
    if (Number.isInteger(index) && index >= 0) out[index] = value;
  }
  return Array.from(out, (v) => (v === undefined ? null : v));
}

const ARRAY_FIELDS = ['answers', 'attempts', 'opened', 'questionPool', 'randomizedOptionsList', 'learningObjectiveConsumed'] as const;

/**
 * Reads a saved record of any known version. Missing arrays get defaults (SPEC 4.4); a record that
 * is not an object, or whose fields have the wrong types, throws so the caller can start clean.
 */
export function parseProgress(input: unknown): ProgressSnapshot {
  if (!isObject(input)) throw new Error('Saved progress is not an object');
  let record: Record<string, unknown> = { ...input };
  const from = typeof record.v === 'number' ? record.v : 0;
  for (const m of MIGRATIONS) if (m.to > from) record = m.up(record);
  record.answers = answersToArray(record.answers);
  for (const field of ARRAY_FIELDS) if (!Array.isArray(record[field])) record[field] = [];
  for (const [k, v] of Object.entries(record)) if (v === null && k !== 'user' && k !== 'timer' && k !== 'timeSpent') delete record[k];
  const known = new Set(Object.keys(ProgressRecord.properties));
  const clean = Object.fromEntries(Object.entries(record).filter(([k]) => known.has(k)));
  return getSnapshot(ProgressRecord.create(clean));
}
