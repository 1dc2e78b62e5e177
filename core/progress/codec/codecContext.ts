import type { CourseInstance } from '../../models/Course';
import type { QuestionTypes } from '../../plugins/QuestionType';
import { optionIds } from '../../rules/optionOrder';
import type { DeclaredBlockStates } from '../../plugins/BlockState';
import { checkBlockStates } from './checkBlockStates';
import type { CodecContext } from './ProgressCodec';

/**
 * The codec's view of a course: every question's saved index, the one AnswerLog writes answers[] at
 * (publishSettings questionShortIds when complete and unique, else the flat position: buildCourse
 * decides it once, as QuestionInfo.index); the sections in course order; and the answer ids of
 * questions whose options may be shuffled, read only for the questions a record has orders for;
 * and the block states the registered blocks declare, checked against the record here.
 */
export function codecContextFor(course: CourseInstance, plugins: QuestionTypes & DeclaredBlockStates): CodecContext {
  const blockStates = plugins.blockStates();
  checkBlockStates(blockStates);
  const shortIds = new Map<string, number>();
  const idAt = new Map<number, string>();
  for (const q of course.questions) {
    shortIds.set(q.id, q.index);
    idAt.set(q.index, q.id);
  }
  return {
    shortIds,
    sectionIds: course.sections.map((s) => s.id),
    optionIds: (index) => {
      const id = idAt.get(index);
      return id === undefined ? null : optionIds(course.questionById.get(id), (type) => plugins.questionType(type).randomizableOptions === true);
    },
    blockStates,
  };
}
