import type { QuestionDriver } from './types';

/** A content page is answered by opening it (SPEC 4.2): nothing to do. */
export const driver: QuestionDriver = {
  async answerCorrectlyWithKeyboard() {},
  async answerWronglyWithMouse() {},
};
