import { types, type Instance } from 'mobx-state-tree';
import type { QuestionData, Score } from '../plugins/QuestionType';

/** SPEC 3.4 question state. The author's data is frozen: it never changes while the course runs. */
export const QuestionModel = types
  .model('Question', {
    id: types.string,
    type: types.string,
    sectionId: types.string,
    index: types.number,
    /** A plugin is registered for this type; an unsupported page shows an error card instead. */
    supported: types.boolean,
    /** Scored like a content page: answered when opened (SPEC 4.2). */
    answeredOnOpen: types.optional(types.boolean, false),
    data: types.frozen<QuestionData>(),
    response: types.frozen<unknown>(null),
    isAnswered: false,
    score: types.optional(types.number, 0),
    attemptNumber: 0,
    hasBeenOpened: false,
  })
  .views((self) => ({
    get title() {
      return self.data.title;
    },
    get isSurvey() {
      return self.data.isSurvey;
    },
    get isAnsweredCorrectly() {
      return self.isAnswered && self.score === 100;
    },
  }))
  .actions((self) => ({
    open() {
      self.hasBeenOpened = true;
    },
    /** SPEC 4.2: answering sets isAnswered, score, isAnsweredCorrectly (derived) and attemptNumber. */
    answer(response: unknown, score: Score) {
      self.response = response;
      self.score = score;
      self.isAnswered = true;
      self.hasBeenOpened = true;
      self.attemptNumber += 1;
    },
    restore(response: unknown, score: Score, attemptNumber: number) {
      self.response = response;
      self.score = score;
      self.isAnswered = true;
      self.hasBeenOpened = true;
      self.attemptNumber = Math.max(1, attemptNumber);
    },
    reset() {
      self.response = null;
      self.score = 0;
      self.isAnswered = false;
    },
  }));

export type QuestionInstance = Instance<typeof QuestionModel>;
