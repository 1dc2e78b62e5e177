import type { CourseInstance } from '../models/Course';
import type { BlockState } from '../plugins/BlockState';
import { blockEntries, blockFormsOf, type ProgressSnapshot } from '../progress/progressRecord';

/**
 * The block state fields of the saved record (SPEC 3.7), one per state the blocks declare, each a map
 * by block or media id, and the forms of those not in their first version (blockForms).
 */
export function blockStateFields(course: CourseInstance, states: readonly BlockState[]): Record<string, unknown> {
  const blockForms = blockFormsOf(states);
  return { ...Object.fromEntries(states.map(({ key }) => [key, course.blockStates[key] ?? {}])), ...(blockForms ? { blockForms } : {}) };
}

/** Reads the declared block state fields of a restored record (already migrated by readProgress) into the course. */
export function restoreBlockStates(course: CourseInstance, record: ProgressSnapshot, states: readonly BlockState[]): void {
  course.restoreBlockStates(Object.fromEntries(states.map(({ key }) => [key, blockEntries(record, key)])));
}
