import type { Page } from 'puppeteer-core';
import { tabTo, type DataQuestion, type QuestionDriver } from './types';

type Dropspot = { id: string };
const dropspotsOf = (q: DataQuestion) => ((q.dropspots as Dropspot[]) ?? []).filter((d) => typeof d?.id === 'string');
const chip = (id: string) => `.dnd-chip[data-text-id="${id}"]`;
const area = (id: string) => `.dnd-area[data-spot-id="${id}"]`;

/** The drop areas' spot ids in the order the view shows and visits them. */
const areaOrder = (page: Page) => page.$$eval('.dnd-area[data-spot-id]', (els) => els.map((e) => (e as HTMLElement).dataset.spotId!));

async function centre(page: Page, selector: string): Promise<{ x: number; y: number }> {
  const handle = await page.waitForSelector(selector);
  const box = await handle!.boundingBox();
  if (!box) throw new Error(`${selector} is not visible`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Keyboard: Tab to a text in the pool, Space picks it up (focus goes to the first drop area), the
 * down arrow walks to its own area, Space drops it; Shift+Tab goes back up to the pool for the next.
 * Mouse: drags the first text onto the second text's area (answered, and wrong).
 */
export const driver: QuestionDriver = {
  async answerCorrectlyWithKeyboard(page, question) {
    await page.waitForSelector('.dnd-area[data-spot-id]');
    let first = true;
    for (const spot of dropspotsOf(question)) {
      await tabTo(page, chip(spot.id), 40, !first);
      first = false;
      await page.keyboard.press('Space');
      const order = await areaOrder(page);
      const target = order.indexOf(spot.id);
      if (target < 0) throw new Error(`No drop area for dropspot ${spot.id}`);
      for (let i = 0; i < target; i++) await page.keyboard.press('ArrowDown');
      const focusedSpot = await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.spotId);
      if (focusedSpot !== spot.id) throw new Error(`Focus is on area ${focusedSpot}, not ${spot.id}`);
      await page.keyboard.press('Space');
      await page.waitForSelector(`${area(spot.id)}:not(.is-empty)`);
    }
  },
  async answerWronglyWithMouse(page, question) {
    const [a, b] = dropspotsOf(question);
    await page.waitForSelector('.dnd-area[data-spot-id]');
    const from = await centre(page, chip(a.id));
    const to = await centre(page, area(b.id));
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + 10, from.y + 10, { steps: 2 });
    await page.mouse.move(to.x, to.y, { steps: 12 });
    await page.mouse.up();
    await page.waitForSelector(`${area(b.id)}:not(.is-empty)`);
  },
};
