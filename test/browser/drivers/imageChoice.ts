import type { Page } from 'puppeteer-core';
import { tabTo, type DataQuestion, type QuestionDriver } from './types';

type Answer = { id: string; isCorrect?: boolean };
const answersOf = (q: DataQuestion): Answer[] => (Array.isArray(q.answers) ? (q.answers as Answer[]) : []);

/** The correct answer ids: singleSelectImage names one with correctAnswerId, multipleChoiceImage marks isCorrect. */
function correctIds(q: DataQuestion): string[] {
  if (q.type === 'singleSelectImage') return [String(q.correctAnswerId ?? answersOf(q).find((a) => a.isCorrect)?.id)];
  return answersOf(q).filter((a) => a.isCorrect).map((a) => a.id);
}

/** The answer ids in the order the cards are shown (the course may shuffle them). */
const shownIds = (page: Page) => page.$$eval('.ic-card[data-answer-id]', (els) => els.map((e) => (e as HTMLElement).dataset.answerId!));

/**
 * Image cards (plugins/questions/shared/ImageChoiceGrid.tsx). Keyboard: single select is a radio
 * group: Tab lands on it, Space selects, ArrowDown moves the selection to the next card. Multiple: each
 * card's checkbox is a tab stop (the zoom buttons between them are skipped over with Tab); Space
 * toggles. Mouse: a click anywhere on a wrong card (not on its zoom button).
 */
export function imageChoiceDriver(multiple: boolean): QuestionDriver {
  return {
    async answerCorrectlyWithKeyboard(page, question) {
      await page.waitForSelector('.ic-card');
      const shown = await shownIds(page);
      // A survey has no correct option: any answer is the right one, so the first will do.
      const wanted = question.isSurvey ? [shown[0]] : correctIds(question);
      const targets = shown.filter((id) => wanted.includes(id));
      if (targets.length === 0) throw new Error(`No card for ${wanted.join(', ')} among ${shown.join(', ')}`);
      if (!multiple) {
        await tabTo(page, '.ic-input');
        await page.keyboard.press('Space');
        for (let i = 0; i < shown.indexOf(targets[0]); i++) await page.keyboard.press('ArrowDown');
        return;
      }
      for (const id of targets) {
        await tabTo(page, `.ic-input[value="${id}"]`);
        await page.keyboard.press('Space');
      }
    },
    async answerWronglyWithMouse(page, question) {
      await page.waitForSelector('.ic-card');
      const correct = correctIds(question);
      const wrong = (await shownIds(page)).find((id) => !correct.includes(id));
      if (!wrong) throw new Error('Every option is correct: no wrong answer to click');
      const card = await page.$(`.ic-card[data-answer-id="${wrong}"] .ic-option`);
      await card!.click();
    },
  };
}
