import type { BlockState } from '../plugins/BlockState';
import { isObject } from '../util/json';
import { blockFormsOf, emptyProgress, PROGRESS_VERSION, type ProgressSnapshot, type RecordFields } from './progressRecord';

/*
 * Reading a stored record is needed only when there is one, so this module loads beside the package
 * (PlayerSession.start) instead of sitting on the first page.
 */

type Migration = { to: number; name: string; up: (record: Record<string, unknown>) => Record<string, unknown> };

/** Named migrations, applied in order to a record older than PROGRESS_VERSION. */
export const MIGRATIONS: Migration[] = [
  {
    to: 1,
    name: 'unversioned records of other players: answers as an object keyed by index become an array',
    up: (record) => ({ ...record, answers: indexedToArray(record.answers), v: 1 }),
  },
];

/** SPEC 4.4: answers stored as an object keyed by index are converted to an array. */
function indexedToArray(value: unknown): unknown {
  if (!isObject(value)) return value;
  const out: unknown[] = [];
  for (const [key, entry] of Object.entries(value)) {
    const index = Number(key);
    // A sparse index far beyond any course would allocate a huge array: such keys are not indexes.
    if (Number.isInteger(index) && index >= 0 && index < MAX_INDEX) out[index] = entry;
  }
  return Array.from(out, (v) => (v === undefined ? null : v));
}

/** More questions than any course has; a saved index above it is not a question's. */
const MAX_INDEX = 100_000;

type Check = (value: unknown) => boolean;
const isString: Check = (v) => typeof v === 'string';
const isBoolean: Check = (v) => typeof v === 'boolean';
const isNumber: Check = (v) => typeof v === 'number' && Number.isFinite(v);
const isMap: Check = (v) => isObject(v);
const listOf = (item: Check): Check => (v) => Array.isArray(v) && v.every(item);
const optional = (check: Check): Check => (v) => v === undefined || v === null || check(v);
const isUser: Check = (v) => isObject(v) && optional(isString)(v.email) && optional(isString)(v.name) && optional(isBoolean)(v.authorizationSkipped);
const isVersions: Check = (v) => isObject(v) && Object.values(v).every((n) => Number.isInteger(n) && (n as number) >= 1);
const isTimer: Check = (v) => isObject(v) && isNumber(v.elapsed) && isString(v.status);

/**
 * The type of every field of the record, as the player uses it. A field that is absent or null takes
 * its default (SPEC 4.4 "missing arrays get defaults"); one of another type makes the whole record
 * unreadable, because a half-restored course is worse than a clean start.
 */
const FIELDS: Record<Exclude<keyof RecordFields, 'timeSpent'>, Check> = {
  v: isNumber,
  url: isString,
  user: isUser,
  attemptId: isString,
  // Entries are each question type's compact form; restoreAnswers checks them one by one.
  answers: Array.isArray,
  answerForms: isVersions,
  blockForms: isVersions,
  attempts: listOf(optional(isNumber)),
  opened: listOf(isNumber),
  questionPool: listOf(isString),
  courseChecksum: isString,
  finished: isBoolean,
  allQuestionsSubmitted: isBoolean,
  courseAttemptNumber: isNumber,
  submitOnceAttempt: isNumber,
  randomizedOptionsList: Array.isArray,
  accessibility: isMap,
  learningObjectiveConsumed: listOf(isString),
  currentSectionId: isString,
  isForcedNavigationEnabled: isBoolean,
  timer: isTimer,
  language: isString,
  completionDate: isString,
  certificateDownloaded: isBoolean,
};

export type ProgressReading = { ok: true; record: ProgressSnapshot } | { ok: false; reason: string };

/**
 * Reads a saved record of any known version, checking every field before any is used (SPEC 8.3:
 * unreadable progress starts the course clean). Never throws: a record that is not an object, has a
 * field of the wrong type, or was written by a newer player is reported with the reason.
 *
 * `blockStates` are the registered blocks' declarations (PluginRegistry.blockStates()): each is a
 * map like the record's own maps, and entries saved in an older form come back in the current one.
 * A field no block declares is left out, as any field the player does not know.
 */
export function readProgress(input: unknown, blockStates: readonly BlockState[] = []): ProgressReading {
  if (!isObject(input)) return { ok: false, reason: 'the saved progress is not an object' };
  const version = input.v ?? 0;
  if (!isNumber(version)) return { ok: false, reason: `its version (v) is ${describe(version)}, not a number` };
  if ((version as number) > PROGRESS_VERSION) {
    return { ok: false, reason: `it was saved by a newer player (version ${String(version)}; this player reads up to ${PROGRESS_VERSION})` };
  }
  let record: Record<string, unknown> = { ...input };
  for (const m of MIGRATIONS) if (m.to > (version as number)) record = m.up(record);
  record.answers = indexedToArray(record.answers);
  record.attempts = indexedToArray(record.attempts);

  const clean: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [field, check] of Object.entries(FIELDS)) {
    const value = record[field];
    if (value === undefined || value === null) continue;
    if (check(value)) clean[field] = value;
    else problems.push(Array.isArray(value) && check([]) ? `${field} holds an entry of another type` : `${field} is ${describe(value)}`);
  }
  for (const { key } of blockStates) {
    const value = record[key];
    if (value === undefined || value === null) continue;
    if (isMap(value)) clean[key] = value;
    else problems.push(`${key} is ${describe(value)}`);
  }
  if (problems.length > 0) return { ok: false, reason: `it has fields of the wrong type (${problems.join('; ')})` };
  if (record.timeSpent !== undefined) clean.timeSpent = record.timeSpent;
  const saved = (clean.blockForms ?? {}) as Record<string, number>;
  delete clean.blockForms;
  for (const state of blockStates) {
    if (clean[state.key] !== undefined) clean[state.key] = currentForm(state, clean[state.key] as Record<string, unknown>, saved[state.key] ?? 1);
  }
  const forms = blockFormsOf(blockStates);
  return { ok: true, record: { ...emptyProgress(blockStates), ...clean, ...(forms ? { blockForms: forms } : {}), v: PROGRESS_VERSION } };
}

/**
 * A block state's entries in the form its block reads now. Entries of an older form go through the
 * block's migrate; what it cannot read is left out, and a state saved by a newer player (a form
 * this one does not know) is left out whole: those blocks start over, the rest of the record stays.
 */
function currentForm(state: BlockState, entries: Record<string, unknown>, version: number): Record<string, unknown> {
  const current = state.version ?? 1;
  if (version === current) return entries;
  if (version > current || !state.migrate) return {};
  const out: Record<string, unknown> = {};
  for (const [id, entry] of Object.entries(entries)) {
    let migrated: unknown;
    try {
      migrated = state.migrate(entry, version);
    } catch {
      continue;
    }
    // defineProperty: an entry named __proto__ stays an entry.
    if (migrated !== undefined) Object.defineProperty(out, id, { value: migrated, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

function describe(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (value === null) return 'null';
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${JSON.stringify(value)?.slice(0, 40)}`;
}
