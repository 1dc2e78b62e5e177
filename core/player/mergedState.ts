import type { CourseInstance } from '../models/Course';
import type { BlockState } from '../plugins/BlockState';
import type { QuestionTypes } from '../plugins/QuestionType';
import { restoreAnswers } from '../progress/answers';
import type { ProgressSnapshot } from '../progress/progressRecord';
import { restoreBlockStates } from './blockStateRecord';
import type { Randomization } from './randomization';
import { restoreAttemptState } from './restoreRules';
import type { CourseTiming } from './timing';

export interface MergeTargets {
  course: CourseInstance;
  types: QuestionTypes;
  blockStates: readonly BlockState[];
  randomization: Randomization;
  timing: CourseTiming;
  warn: (message: string) => void;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Puts what a merge took from another device's record (issue 21 §5) into the running course, so the
 * learner sees it at once and the next write holds it. Only what the merge changed is touched: a
 * question whose entry is still this device's own keeps its state as it is (its response object,
 * its attempt), so a page the learner is on does not redraw.
 */
export function applyMergedRecord(targets: MergeTargets, local: ProgressSnapshot, merged: ProgressSnapshot): void {
  const { course, randomization } = targets;
  const taken = merged.answers.map((entry, i) => (same(entry, local.answers[i]) && same(merged.attempts[i], local.attempts[i]) ? null : entry));
  const newlyOpened = merged.opened.filter((i) => !local.opened.includes(i));
  course.batch(() => {
    restoreAttemptState(course, merged);
    restoreBlockStates(course, merged, targets.blockStates);
    for (const id of merged.learningObjectiveConsumed) course.sectionById.get(id)?.consumeLearningObjective();
    // SPEC 4.5: both come from the higher course attempt's record; the same attempt draws the same.
    if (!same(merged.questionPool, local.questionPool)) randomization.drawPool(merged.questionPool, targets.warn);
    if (!same(merged.randomizedOptionsList, local.randomizedOptionsList)) randomization.restoreOptionOrders(merged.randomizedOptionsList);
    restoreAnswers(course, { ...merged, answers: taken, opened: newlyOpened }, targets.types, targets.warn);
    if (taken.some((entry) => entry !== null)) course.start();
  });
  if (!same(merged.timer, local.timer)) targets.timing.adopt(merged.timer);
}
