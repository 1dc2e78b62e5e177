import type { CourseInstance } from '../models/Course';
import { BLOCK_STATE_KINDS } from '../plugins/ContentBlock';
import type { ProgressSnapshot } from '../progress/progressRecord';

/** The block state fields of the saved record (SPEC 3.7), each a map by block or media id. */
export function blockStateFields(course: CourseInstance): Record<string, Record<string, unknown>> {
  return Object.fromEntries(BLOCK_STATE_KINDS.map((kind) => [kind, course.blockStates[kind] ?? {}]));
}

/** Reads the block state fields of a restored record into the course. */
export function restoreBlockStates(course: CourseInstance, record: ProgressSnapshot): void {
  course.restoreBlockStates(
    Object.fromEntries(BLOCK_STATE_KINDS.map((kind) => [kind, record[kind] && typeof record[kind] === 'object' ? (record[kind] as Record<string, unknown>) : {}])),
  );
}
