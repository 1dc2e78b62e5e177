import type { CourseInstance } from '../models/Course';
import type { QuestionTypes } from '../plugins/QuestionType';

/** The pool and option-order rules (./launchRules), loaded only for a course that uses them. */
export type DrawCode = typeof import('./launchRules');

/**
 * What chance decides in a course (SPEC 5.3 question pool, 4.3 randomised answer options), drawn from
 * the attempt id so the same attempt always draws the same. A course without a pool or shuffled
 * options never loads the rules, and everything here answers as for the author's order.
 */
export class Randomization {
  constructor(
    private readonly course: CourseInstance,
    private readonly types: QuestionTypes,
    private readonly code: DrawCode | null,
  ) {}

  /** SPEC 5.3: with the pool on and its size 0 or less, the course cannot start. */
  get canStart(): boolean {
    return this.code?.poolCanStart(this.course) ?? true;
  }

  /** SPEC 4.3 randomised answer options of a question, or null for the author's order. */
  optionOrder(questionId: string): string[] | null {
    return this.code?.optionOrder(this.course, this.types, questionId) ?? null;
  }

  /** A question shown: its option order is kept in the course, so it is saved (SPEC 4.3). */
  keepOptionOrder(questionId: string): void {
    this.code?.keepOptionOrder(this.course, this.types, questionId);
  }

  /** SPEC 4.3 step 4: the saved pool when it still fits, else a new draw (the problem said through `notify`). */
  drawPool(saved: string[], notify: (message: string) => void): void {
    this.code?.applyPool(this.course, saved, notify);
  }

  /** SPEC 4.5: a new attempt keeps the pool for the same subset, else draws anew. */
  redrawPool(): void {
    this.code?.repickPool(this.course);
  }

  restoreOptionOrders(saved: unknown[]): void {
    this.code?.restoreOptionOrders(this.course, this.types, saved);
  }

  /** The record's questionPool and randomizedOptionsList (SPEC 3.7). */
  savedPool(): string[] {
    return this.code?.savedPool(this.course) ?? [];
  }

  savedOptionOrders(): unknown[] {
    return this.code?.savedOptionOrders(this.course, this.types) ?? [];
  }
}
