import type { Page } from 'puppeteer-core';
import { textIn, tabTo, type DataQuestion, type QuestionDriver } from './types';

type Answer = { id: string; text: unknown };
const correctTexts = (q: DataQuestion, language: string) => ((q.answers as Answer[]) ?? []).map((a) => textIn(a.text, language));
const shownTexts = (page: Page) => page.$$eval('.ranking-item .ranking-text', (els) => els.map((e) => (e as HTMLElement).innerText.trim()));

/**
 * A numbered list of answers. Keyboard: for each place from the top, Tab to the answer that belongs
 * there, Space picks it up, ArrowUp moves it up, Space drops it. Mouse: drag the first answer below
 * the last one; if that happens to be the correct order, click the last answer's move-up button.
 */
export const driver: QuestionDriver = {
  async answerCorrectlyWithKeyboard(page, question, language) {
    const wanted = correctTexts(question, language);
    for (let i = 0; i < wanted.length; i++) {
      const j = (await shownTexts(page)).indexOf(wanted[i]);
      if (j < 0) throw new Error(`No answer '${wanted[i]}' in the list`);
      if (j === i) continue;
      await tabTo(page, `.ranking-item:nth-child(${j + 1}) .ranking-handle`);
      await page.keyboard.press('Space');
      for (let k = j; k > i; k--) await page.keyboard.press('ArrowUp');
      await page.keyboard.press('Space');
    }
    const final = await shownTexts(page);
    if (final.join('\n') !== wanted.join('\n')) throw new Error(`The list is not in order: ${final.join(' | ')}`);
  },
  async answerWronglyWithMouse(page, question, language) {
    const first = await page.$('.ranking-item:first-child .ranking-handle');
    const last = await page.$('.ranking-item:last-child');
    const from = (await first!.boundingBox())!;
    const to = (await last!.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, to.y + to.height * 0.9, { steps: 12 });
    await page.mouse.up();
    if ((await shownTexts(page)).join('\n') === correctTexts(question, language).join('\n')) {
      await page.click('.ranking-item:last-child .ranking-move');
    }
  },
};
