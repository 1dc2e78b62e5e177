import type { RecordFields } from '../progressRecord';

/* The keys of format 2's JSON object (docs/progress-format.md), for the encoder and the block state checks. */

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
  certificateDownloaded: 'cr',
};
/** Lengths of answers and attempts, when they differ from the stream's (trailing nulls). */
export const LENGTHS = 'n';
/** Fields kept exactly as they are: unknown fields, and known ones whose value is not of the record's type. */
export const AS_IS = '+';

