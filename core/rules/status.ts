/**
 * Status and score rules of SPEC 4.1 and 9.1, as pure functions over plain data so they can be
 * tested table by table. The MST models call them from their views.
 */
export const Status = { IN_PROGRESS: 'IN_PROGRESS', PASSED: 'PASSED', FAILED: 'FAILED' } as const;
export type Status = (typeof Status)[keyof typeof Status];
/** SPEC 4.1 numeric codes. */
export const STATUS_CODE: Record<Status, number> = { IN_PROGRESS: 0, PASSED: 1, FAILED: 2 };

export interface ScoredQuestion {
  affectsProgress: boolean;
  isAnswered: boolean;
  score: number;
}

/** SPEC 4.1 / 9.1: floor(100 × correctly answered progress-affecting questions / their count); 0 if none. */
export function courseScore(questions: ScoredQuestion[]): number {
  const counted = questions.filter((q) => q.affectsProgress);
  if (counted.length === 0) return 0;
  const correct = counted.filter((q) => q.isAnswered && q.score === 100).length;
  return Math.floor((100 * correct) / counted.length);
}

/**
 * Section score. SPEC 4.1 reads "correct / answered questions"; dividing by the answered ones alone
 * would show 100% after one right answer out of five, so the denominator is the section's
 * progress-affecting questions, which agrees with the course score. 100 when there are none.
 */
export function sectionScore(questions: ScoredQuestion[]): number {
  const counted = questions.filter((q) => q.affectsProgress);
  if (counted.length === 0) return 100;
  const correct = counted.filter((q) => q.isAnswered && q.score === 100).length;
  return Math.floor((100 * correct) / counted.length);
}

export function sectionStatus(score: number, masteryScore: number, ended = false): Status {
  if (score >= masteryScore) return Status.PASSED;
  return ended ? Status.FAILED : Status.IN_PROGRESS;
}

export interface CourseStatusInput {
  isOverall: boolean;
  masteryScore: number;
  score: number;
  /** Per-section mode: the statuses of the sections that hold progress-affecting questions. */
  sectionStatuses: Status[];
  /** An end condition of SPEC 4.1 applies (submit-once finished, timer timed out, ...). */
  ended?: boolean;
}

export function courseStatus(input: CourseStatusInput): Status {
  if (input.isOverall) {
    if (input.score >= input.masteryScore) return Status.PASSED;
    return input.ended ? Status.FAILED : Status.IN_PROGRESS;
  }
  const statuses = input.sectionStatuses;
  if (statuses.every((s) => s === Status.PASSED)) return Status.PASSED;
  if (!statuses.includes(Status.IN_PROGRESS)) return Status.FAILED;
  return Status.IN_PROGRESS;
}

/** SPEC 9.1: ceil(count / 100 × masteryScore), rounded to 2 decimals before the ceiling. */
export function questionsNeededToPass(count: number, masteryScore: number): number {
  const value = Math.round(((count / 100) * masteryScore + Number.EPSILON) * 100) / 100;
  return Math.ceil(value);
}

/** SPEC 9.1: ceil(correct / total × 100). */
export function percentCorrect(correct: number, total: number): number {
  return total === 0 ? 0 : Math.ceil((correct / total) * 100);
}
