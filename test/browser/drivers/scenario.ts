import type { QuestionDriver } from './types';

/** A scenario page is answered by opening it, like a content page (SPEC 4.2): nothing to do. */
export const driver: QuestionDriver = {
  async answerCorrectlyWithKeyboard() {},
  async answerWronglyWithMouse() {},
};
