/** The version of the saved record written today; older versions pass through MIGRATIONS. */
export const PROGRESS_VERSION = 1;

/**
 * The saved progress record of SPEC 3.7. The same record goes to every store (browser, LMS, LRS
 * state, learner service). Answers are compact, per question index (PACKAGE-FORMAT.md): a correctly
 * answered question may be stored as just 100; null marks an unanswered index.
 *
 * A plain type rather than an MST model: MST checks snapshot types only in development builds, so
 * it would be no check on a stored record in production. readProgress.ts checks every field.
 */
export interface ProgressSnapshot {
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
  checklistItems: Record<string, unknown>;
  scenario: Record<string, unknown>;
  walkthrough: Record<string, unknown>;
  /** SPEC 3.8 card sorting state, by block id. */
  cardSorting: Record<string, unknown>;
  learningObjectiveConsumed: string[];
  currentSectionId: string;
  isForcedNavigationEnabled: boolean;
  videoProgress: Record<string, unknown>;
  audioProgress: Record<string, unknown>;
  timeSpent: unknown;
  timer: { elapsed: number; status: string } | null;
  language: string;
  completionDate: string;
}

/** A fresh record: what every field is when the learner has done nothing (SPEC 4.4 defaults). */
export function emptyProgress(): ProgressSnapshot {
  return {
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
    checklistItems: {},
    scenario: {},
    walkthrough: {},
    cardSorting: {},
    learningObjectiveConsumed: [],
    currentSectionId: '',
    isForcedNavigationEnabled: false,
    videoProgress: {},
    audioProgress: {},
    timeSpent: null,
    timer: null,
    language: '',
    completionDate: '',
  };
}
