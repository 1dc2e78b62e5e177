/**
 * Forced navigation (SPEC 4.2, 2.6, 2.2): which pages a learner may open, which sections are locked,
 * where the course resumes, and the scroll offsets. Pure functions over the chain's questions.
 */

export interface ChainQuestion {
  id: string;
  sectionId: string;
  isContentPage: boolean;
  hasBeenOpened: boolean;
  isAnswered: boolean;
  attemptNumber: number;
}

/**
 * SPEC 4.2 availability, read as: the first page is always available; a page the learner has
 * already opened or answered stays available; any other page becomes available once the page before
 * it is answered, or, for a question (not a content page) before it, attempted at least once. The
 * SPEC's special cases for objectives and transparent sections are not shown; objective pages are
 * not questions and never lock.
 */
export function availableQuestions(questions: ChainQuestion[]): Set<string> {
  const available = new Set<string>();
  questions.forEach((q, i) => {
    const previous = questions[i - 1];
    const reachable =
      i === 0 ||
      q.hasBeenOpened ||
      q.isAnswered ||
      previous.isAnswered ||
      (!previous.isContentPage && previous.attemptNumber > 0);
    if (reachable) available.add(q.id);
  });
  return available;
}

/**
 * SPEC 2.6: under forced navigation, sections after the first are locked until they are current or
 * any of their questions has been attempted.
 */
export function lockedSections(sectionIds: string[], questions: ChainQuestion[], currentSectionId: string | null): Set<string> {
  const attempted = new Set(questions.filter((q) => q.isAnswered || q.attemptNumber > 0 || q.hasBeenOpened).map((q) => q.sectionId));
  return new Set(sectionIds.filter((id, i) => i > 0 && id !== currentSectionId && !attempted.has(id)));
}

/**
 * SPEC 4.2: under forced navigation the course resumes at the question after the last answered one
 * (the first question when none is answered; null when the last one is answered).
 */
export function resumeQuestion(questions: ChainQuestion[]): string | null {
  let last = -1;
  questions.forEach((q, i) => {
    if (q.isAnswered) last = i;
  });
  return questions[last + 1]?.id ?? null;
}

/** SPEC 2.2 default scroll offset. */
export const DEFAULT_SCROLL_OFFSET = 100;
/** SPEC 2.2, under forced navigation: the first element of a page. */
export const FORCED_FIRST_ELEMENT_OFFSET = 160;
/** SPEC 2.2, under forced navigation: when the next page is the results. */
export const FORCED_BEFORE_RESULTS_OFFSET = 0;
/** SPEC 2.2, under forced navigation: in a section with more than one question (less the separator otherwise). */
export const FORCED_ELEMENT_OFFSET = 16;

/**
 * SPEC 2.2 scroll offsets: without forced navigation the default (100 px); with it, 160 px for the
 * first element, 0 when the next page is the results, 16 when the section has more than one
 * question, otherwise 16 minus the separator's height.
 */
export function scrollOffset(input: { forced: boolean; isFirstElement: boolean; nextIsResults: boolean; sectionQuestionCount: number; separatorHeight: number }): number {
  if (!input.forced) return DEFAULT_SCROLL_OFFSET;
  if (input.isFirstElement) return FORCED_FIRST_ELEMENT_OFFSET;
  if (input.nextIsResults) return FORCED_BEFORE_RESULTS_OFFSET;
  if (input.sectionQuestionCount > 1) return FORCED_ELEMENT_OFFSET;
  return FORCED_ELEMENT_OFFSET - input.separatorHeight;
}
