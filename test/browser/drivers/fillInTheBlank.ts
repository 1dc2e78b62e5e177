import type { Page } from 'puppeteer-core';
import { tabTo, textIn, type DataQuestion, type QuestionDriver } from './types';

type Answer = { text: unknown; isCorrect: boolean };
type Group = { id: string; answers: Answer[] };
const groupsOf = (q: DataQuestion) => (q.answerGroups as Group[]) ?? [];

/** The blanks on screen in reading order: group id, and for a drop-down its option texts. */
const blanks = (page: Page) =>
  page.$$eval('.fib-control', (els) =>
    els.map((el) => ({
      number: el.getAttribute('data-blank')!,
      groupId: el.getAttribute('data-group-id')!,
      options: el instanceof HTMLSelectElement ? [...el.options].map((o) => o.value) : null,
    })),
  );

/**
 * Tab from blank to blank; type the first correct answer into a text blank, and move a closed
 * drop-down to the correct option with the down arrow.
 */
export const driver: QuestionDriver = {
  async answerCorrectlyWithKeyboard(page, question, language) {
    await page.waitForSelector('.fib-control');
    const groups = new Map(groupsOf(question).map((g) => [g.id, g]));
    for (const blank of await blanks(page)) {
      const correct = groups.get(blank.groupId)?.answers.find((a) => a.isCorrect);
      if (!correct) continue;
      const text = textIn(correct.text, language);
      await tabTo(page, `.fib-control[data-blank="${blank.number}"]`);
      if (blank.options) {
        const target = blank.options.indexOf(text);
        if (target < 0) throw new Error(`No option '${text}' among ${blank.options.join(' | ')}`);
        for (let i = 0; i < target; i++) await page.keyboard.press('ArrowDown');
      } else {
        await page.keyboard.type(text);
      }
    }
  },
  async answerWronglyWithMouse(page) {
    const field = await page.waitForSelector('input.fib-control');
    await field!.click();
    await page.keyboard.type('not the answer');
  },
};
