import type { RecordFields } from '../progressRecord';

/*
 * The keys of format 2's JSON object (docs/progress-format.md). A leaf module: the plugin registry
 * checks block states' dense keys against it without loading the codec.
 */

/** Short keys of the record's own fields. Never change one: a new field takes a new key. */
export const KEYS: Readonly<Partial<Record<keyof RecordFields, string>>> = {
  v: 'v',
  url: 'u',
  user: 'w',
  attemptId: 'a',
  answerForms: 'af',
  blockForms: 'bf',
  opened: 'o',
  questionPool: 'p',
  courseChecksum: 'k',
  finished: 'd',
  allQuestionsSubmitted: 's',
  courseAttemptNumber: 't',
  submitOnceAttempt: 'so',
  randomizedOptionsList: 'r',
  accessibility: 'x',
  learningObjectiveConsumed: 'l',
  currentSectionId: 'c',
  isForcedNavigationEnabled: 'fn',
  timeSpent: 'ts',
  timer: 'tm',
  language: 'g',
  completionDate: 'cd',
};
/** Lengths of answers and attempts, when they differ from the stream's (trailing nulls). */
export const LENGTHS = 'n';
/** Fields kept exactly as they are: unknown fields, and known ones whose value is not of the record's type. */
export const AS_IS = '+';

/** The short keys a block state's dense key must not take. */
export const RESERVED_SHORT_KEYS: ReadonlySet<string> = new Set([...Object.values(KEYS), LENGTHS, AS_IS]);

/**
 * The order format 2 has written its keys in since it was released: the encoder must keep writing
 * the same text for the same record (a change is a new format, and test/unit/progressGoldens.test.ts
 * compares byte for byte). It was released with six block states among the record's own fields; the
 * two-letter keys below that are not the record's own are their dense keys, opaque here: whichever
 * registered block declares one is written at its place. Any other key follows, the record's own
 * first, then block states in registration order.
 */
export const FORMAT_2_ORDER: readonly string[] = ['v', 'u', 'w', 'a', 'af', 'o', 'p', 'k', 'd', 's', 't', 'so', 'r', 'x', 'ci', 'sc', 'wt', 'cs', 'l', 'c', 'fn', 'vp', 'ap', 'ts', 'tm', 'g', 'cd'];
