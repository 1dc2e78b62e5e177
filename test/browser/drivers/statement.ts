import type { Page } from 'puppeteer-core';
import { textIn, tabTo, type DataQuestion, type QuestionDriver } from './types';

type Statement = { id: string; text: unknown; isCorrect: boolean };
const statementsOf = (q: DataQuestion) => (q.answers as Statement[]) ?? [];

/** The statements as shown (the order may differ from data.js), each with its truth. */
async function shown(page: Page, question: DataQuestion, language: string): Promise<boolean[]> {
  const texts = await page.$$eval('.statement-text', (els) => els.map((e) => (e as HTMLElement).innerText.trim()));
  return texts.map((text) => {
    const s = statementsOf(question).find((x) => textIn(x.text, language) === text);
    if (!s) throw new Error(`No statement '${text}' in the question`);
    return s.isCorrect;
  });
}

/**
 * One radio group (True, False) per statement. Keyboard: Tab lands on a group's first radio (True);
 * Space chooses it, ArrowDown chooses False instead; Tab goes on to the next group.
 * Mouse: a click on each option's label; the first statement is judged the wrong way round.
 */
export const driver: QuestionDriver = {
  async answerCorrectlyWithKeyboard(page, question, language) {
    const truths = await shown(page, question, language);
    await tabTo(page, '.statement-input');
    for (let i = 0; i < truths.length; i++) {
      await page.keyboard.press(truths[i] ? 'Space' : 'ArrowDown');
      if (i < truths.length - 1) await page.keyboard.press('Tab');
    }
  },
  async answerWronglyWithMouse(page, question, language) {
    const truths = await shown(page, question, language);
    const rows = await page.$$('.statement');
    for (let i = 0; i < rows.length; i++) {
      const wanted = i === 0 ? !truths[i] : truths[i];
      const options = await rows[i].$$('.statement-option');
      await options[wanted ? 0 : 1].click();
    }
  },
};
