/**
 * Attempts, retries and retakes: SPEC 4.2 (retry rule, all attempts used), 4.5 (submit at once,
 * what a retake keeps) and 4.1 (the status sent out). Pure functions over plain data, tested table
 * by table; the course model calls them.
 */
import { Status } from './status';

export interface AttemptSettings {
  isLimited: boolean;
  /** SPEC 3.1: defaults to 0. */
  attemptsLimit: number;
}

export interface RetryInput {
  attempts: AttemptSettings;
  isContentPage: boolean;
  allowScoringOfContentPages: boolean;
  hasBeenOpened: boolean;
  score: number;
  attemptNumber: number;
}

/**
 * SPEC 4.2: a retry is allowed when attempts are not limited; or for a content page with content-page
 * scoring on that has not been opened; or for a question scored below 100 whose attemptNumber is
 * below the limit.
 */
export function canRetry(input: RetryInput): boolean {
  if (!input.attempts.isLimited) return true;
  if (input.isContentPage) return input.allowScoringOfContentPages && !input.hasBeenOpened;
  return input.score < 100 && input.attemptNumber < input.attempts.attemptsLimit;
}

/** SPEC 4.2: all attempts are used when courseAttempt >= attemptsLimit (only when attempts are limited). */
export function allAttemptsUsed(courseAttempt: number, attempts: AttemptSettings): boolean {
  return attempts.isLimited && courseAttempt >= attempts.attemptsLimit;
}

export type SubmitMode = 'afterEveryQuestion' | 'allQuestionsAtOnce';

export interface RetakeSettings {
  submitMode: SubmitMode;
  answersFromPreviousAttempt: 'show' | 'reset';
  poolSubsetType: 'sameOnEveryAttempt' | 'differentOnEveryAttempt';
  /** A full reset (start over) drops the checksum too. */
  fullReset: boolean;
}

/** What survives a retake, field by field of the saved record (SPEC 4.5 "Clearing progress on retake"). */
export interface RetakeKeeps {
  answersAndUrl: boolean;
  courseAttemptNumber: boolean;
  randomizedOptions: true;
  questionPool: boolean;
  accessibility: true;
  checksum: boolean;
  forcedNavigationFlag: true;
  language: true;
  /** Always cleared. */
  checklistsScenariosWalkthroughs: false;
}

export function retakeKeeps(s: RetakeSettings): RetakeKeeps {
  const submitAll = s.submitMode === 'allQuestionsAtOnce';
  const sameSubset = s.poolSubsetType === 'sameOnEveryAttempt';
  return {
    answersAndUrl: s.answersFromPreviousAttempt === 'show' && submitAll && sameSubset,
    courseAttemptNumber: submitAll,
    randomizedOptions: true,
    questionPool: sameSubset,
    accessibility: true,
    checksum: !s.fullReset,
    forcedNavigationFlag: true,
    language: true,
    checklistsScenariosWalkthroughs: false,
  };
}

export interface SentStatusInput {
  courseStatus: Status;
  isAttemptSubmitted: boolean;
  submitMode: SubmitMode;
  allAttemptsUsed: boolean;
}

/**
 * SPEC 4.1 "Status sent to the server": PASSED and FAILED as the course has them; FAILED also once
 * the attempt is submitted with every attempt used in submit-all mode; else IN_PROGRESS.
 */
export function sentStatus(input: SentStatusInput): Status {
  if (input.courseStatus !== Status.IN_PROGRESS) return input.courseStatus;
  if (input.isAttemptSubmitted && input.submitMode === 'allQuestionsAtOnce' && input.allAttemptsUsed) return Status.FAILED;
  return Status.IN_PROGRESS;
}

/**
 * SPEC 4.1: the xAPI status becomes FAILED when the attempt is submitted, the course is neither
 * passed nor failed, and answers are submitted all at once.
 */
export function xapiStatus(courseStatus: Status, isAttemptSubmitted: boolean, submitMode: SubmitMode): Status {
  if (courseStatus === Status.IN_PROGRESS && isAttemptSubmitted && submitMode === 'allQuestionsAtOnce') return Status.FAILED;
  return courseStatus;
}
