import type { CourseInstance } from '../../models/Course';
import type { QuestionTypes } from '../../plugins/QuestionType';
import { optionIds } from '../../rules/optionOrder';
import type { CodecContext } from './ProgressCodec';

/**
 * The codec's view of a course: every question's saved index, the one AnswerLog writes answers[] at
 * (publishSettings questionShortIds when complete and unique, else the flat position: buildCourse
 * decides it once, as QuestionInfo.index); the sections in course order; and the answer ids of
 * questions whose options may be shuffled, read only for the questions a record has orders for.
 */
export function codecContextFor(course: CourseInstance, types: QuestionTypes): CodecContext {
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
      return id === undefined ? null : optionIds(course.questionById.get(id), (type) => types.questionType(type).randomizableOptions === true);
    },
  };
}
