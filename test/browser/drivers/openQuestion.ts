import { tabTo, type QuestionDriver } from './types';

/**
 * A textarea. Keyboard: Tab to it and type. There is no wrong answer to give: any non-blank text
 * scores 100 and a blank one cannot be submitted (SPEC 5.1), so answerWronglyWithMouse refuses, and
 * `noWrongAnswer` tells the suite to leave this type out of the "answered wrongly" tests.
 */
export const driver: QuestionDriver & { readonly noWrongAnswer: true } = {
  noWrongAnswer: true,
  async answerCorrectlyWithKeyboard(page) {
    await tabTo(page, '.open-answer-input');
    await page.keyboard.type('On a shelf in the bright bathroom, away from the direct sun.');
  },
  async answerWronglyWithMouse() {
    throw new Error('An open question has no wrong answer: any non-blank text scores 100 (SPEC 5.1).');
  },
};
