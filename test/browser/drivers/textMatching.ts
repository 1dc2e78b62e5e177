import type { Page } from 'puppeteer-core';
import { tabTo, type DataQuestion, type QuestionDriver } from './types';

type Pair = { id: string; key: unknown; value: unknown };
/** The keys as the view shows them: pairs with a key and a value, in the author's order. */
const rowsOf = (q: DataQuestion) => ((q.answers as Pair[]) ?? []).filter((p) => p && p.key && p.value);

const centre = async (page: Page, selector: string) => {
  const el = await page.waitForSelector(selector);
  const box = (await el!.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

/**
 * Keyboard: Tab to each key's select and move it to that key's own value with the down arrow
 * (values passed over on the way are handed back to their keys). Mouse: drag the chip of the
 * second key's value onto the first key.
 */
export const driver: QuestionDriver = {
  async answerCorrectlyWithKeyboard(page, question) {
    await page.waitForSelector('.tm-select');
    for (const row of rowsOf(question)) {
      const selector = `.tm-row[data-tm-row="${row.id}"] .tm-select`;
      await tabTo(page, selector);
      const values = await page.$eval(selector, (el) => [...(el as HTMLSelectElement).options].map((o) => o.value));
      const target = values.indexOf(row.id);
      if (target < 0) throw new Error(`No value ${row.id} in the select of key ${row.id}`);
      const current = await page.$eval(selector, (el) => (el as HTMLSelectElement).selectedIndex);
      for (let i = current; i < target; i++) await page.keyboard.press('ArrowDown');
      for (let i = current; i > target; i--) await page.keyboard.press('ArrowUp');
    }
  },
  async answerWronglyWithMouse(page, question) {
    const [first, second] = rowsOf(question);
    const from = await centre(page, `.tm-chip[data-value-id="${second.id}"]`);
    const to = await centre(page, `.tm-row[data-tm-row="${first.id}"]`);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + 8, from.y + 8, { steps: 2 });
    await page.mouse.move(to.x, to.y, { steps: 12 });
    await page.mouse.up();
    await page.waitForFunction((id) => (document.querySelector(`.tm-row[data-tm-row="${id}"] .tm-select`) as HTMLSelectElement | null)?.value !== '', {}, first.id);
  },
};
