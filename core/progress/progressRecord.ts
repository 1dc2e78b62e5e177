import type { BlockState } from '../plugins/BlockState';

/** The version of the saved record written today; older versions pass through MIGRATIONS. */
export const PROGRESS_VERSION = 1;

/**
 * The fields of the saved record of SPEC 3.7 that the player owns. The same record goes to every
 * store (browser, LMS, LRS state, learner service). Answers are compact, per question index
 * (PACKAGE-FORMAT.md): a correctly answered question may be stored as just 100; null marks an
 * unanswered index.
 *
 * A plain type rather than an MST model: MST checks snapshot types only in development builds, so
 * it would be no check on a stored record in production. readProgress.ts checks every field.
 */
export interface RecordFields {
  v: number;
  url: string;
  user: { email?: string | null; name?: string | null; authorizationSkipped?: boolean | null } | null;
  attemptId: string;
  answers: unknown[];
  /**
   * The compactVersion of each question type whose compact form answers[] holds, when it is not 1
   * (QuestionType.compactVersion); absent in records written before compact forms had versions.
   */
  answerForms: Record<string, number>;
  /**
   * The version of each block state whose entries are not in form 1 (BlockState.version); absent
   * when there is none, as in every record written before blocks declared their state.
   */
  blockForms?: Record<string, number>;
  attempts: (number | null)[];
  /** Indexes of pages that were opened (forced navigation and "course finished" need them). */
  opened: number[];
  questionPool: string[];
  courseChecksum: string;
  finished: boolean;
  allQuestionsSubmitted: boolean;
  courseAttemptNumber: number;
  submitOnceAttempt: number;
  randomizedOptionsList: unknown[];
  accessibility: Record<string, unknown>;
  learningObjectiveConsumed: string[];
  currentSectionId: string;
  isForcedNavigationEnabled: boolean;
  timeSpent: unknown;
  timer: { elapsed: number; status: string } | null;
  language: string;
  completionDate: string;
  /**
   * SPEC 3.2 isCertificateDownloaded: the learner saved their certificate (issue 26). Present only
   * when true; absent means false, as in every record written before certificates (so those records,
   * the golden ones among them, read exactly as they did).
   */
  certificateDownloaded?: boolean;
}

/**
 * The saved record: the player's own fields and, beside them at the top level, one map per block
 * state a registered block declares (BlockState.key). Their names belong to the plugins, so the
 * type admits any further field rather than listing them; such a field is `unknown` and is read
 * through blockEntries(). The record stays flat because that is its shape on the wire (SPEC 3.7
 * lists the block fields beside `answers`, and other players and the learner service read them
 * there); a nested `blocks` view would need converting at every store and every test that reads a
 * saved record.
 */
export type ProgressSnapshot = RecordFields & { [blockStateKey: string]: unknown };

/** The entries of a block state in a record, or an empty map when it holds none (or something else). */
export function blockEntries(record: Readonly<Record<string, unknown>>, key: string): Record<string, unknown> {
  const value = record[key];
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/**
 * A fresh record: what every field is when the learner has done nothing (SPEC 4.4 defaults), with
 * an empty map for each declared block state.
 */
export function emptyProgress(blockStates: readonly Pick<BlockState, 'key'>[] = []): ProgressSnapshot {
  const record: ProgressSnapshot = {
    v: PROGRESS_VERSION,
    url: '',
    user: null,
    attemptId: '',
    answers: [],
    answerForms: {},
    attempts: [],
    opened: [],
    questionPool: [],
    courseChecksum: '',
    finished: false,
    allQuestionsSubmitted: false,
    courseAttemptNumber: 0,
    submitOnceAttempt: 0,
    randomizedOptionsList: [],
    accessibility: {},
    learningObjectiveConsumed: [],
    currentSectionId: '',
    isForcedNavigationEnabled: false,
    timeSpent: null,
    timer: null,
    language: '',
    completionDate: '',
  };
  for (const { key } of blockStates) record[key] = {};
  return record;
}

/** The versions other than 1 of the declared block states, as a record's blockForms; undefined when all are 1. */
export function blockFormsOf(blockStates: readonly Pick<BlockState, 'key' | 'version'>[]): Record<string, number> | undefined {
  const forms = blockStates.filter((s) => (s.version ?? 1) !== 1).map((s) => [s.key, s.version ?? 1] as const);
  return forms.length > 0 ? Object.fromEntries(forms) : undefined;
}
