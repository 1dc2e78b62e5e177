import { types, type Instance } from 'mobx-state-tree';
import { QuestionModel, type QuestionInstance } from './Question';

/** SPEC 3.3. Score and status are derived by the course, which knows the scoring settings. */
export const SectionModel = types
  .model('Section', {
    id: types.string,
    title: types.string,
    imageUrl: types.optional(types.string, ''),
    learningObjective: types.optional(types.string, ''),
    isTransparent: false,
    isConsumedLearningObjective: false,
    questions: types.array(QuestionModel),
  })
  .actions((self) => ({
    consumeLearningObjective() {
      self.isConsumedLearningObjective = true;
    },
  }))
  .views((self) => ({
    get questionList(): QuestionInstance[] {
      return self.questions;
    },
  }));

export type SectionInstance = Instance<typeof SectionModel>;
