import type { ElementHandle, Page } from 'puppeteer-core';
import { focusInBlock } from './focusInBlock';

/**
 * Checklist (plugins/blocks/checklist). interact: from the top of the block, Tab to the first
 * checkbox and tick it with Space, Tab to the second and tick it. check: exactly those two are
 * ticked and the progress line says "2/N". checkRestored (after a reload): the same, read from the
 * saved checklistItems.
 */

const ready = (page: Page, block: ElementHandle<Element>) => page.waitForFunction((el) => el.querySelectorAll('.cl-box').length >= 2, { timeout: 10000 }, block);

export async function interact(page: Page, block: ElementHandle<Element>): Promise<void> {
  await ready(page, block);
  await focusInBlock(page, block, '.cl-item:nth-child(1) .cl-box');
  if (!(await page.evaluate(() => (document.activeElement as HTMLInputElement).checked))) await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  const second = await block.evaluate((el) => document.activeElement === el.querySelector('.cl-item:nth-child(2) .cl-box'));
  if (!second) throw new Error('checklist: Tab did not move to the second item');
  if (!(await page.evaluate(() => (document.activeElement as HTMLInputElement).checked))) await page.keyboard.press('Space');
}

async function expectTwoTicked(block: ElementHandle<Element>, when: string): Promise<void> {
  const seen = await block.evaluate((el) => ({
    ticks: Array.from(el.querySelectorAll<HTMLInputElement>('.cl-box')).map((b) => b.checked),
    progress: (el.querySelector('.cl-progress-text') as HTMLElement | null)?.innerText.trim() ?? '',
  }));
  const total = seen.ticks.length;
  const ok = seen.ticks[0] === true && seen.ticks[1] === true && seen.ticks.slice(2).every((t) => !t) && seen.progress.includes(`2/${total}`);
  if (!ok) throw new Error(`checklist ${when}: expected the first two of ${total} items ticked and "2/${total}": ${JSON.stringify(seen)}`);
}

export async function check(_page: Page, block: ElementHandle<Element>): Promise<void> {
  await expectTwoTicked(block, 'after ticking');
}

export async function checkRestored(page: Page, block: ElementHandle<Element>): Promise<void> {
  await ready(page, block);
  await expectTwoTicked(block, 'after a reload');
}
