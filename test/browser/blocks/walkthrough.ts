import type { ElementHandle, Page } from 'puppeteer-core';
import { focusInBlock } from './focusInBlock';

/**
 * Walkthrough (plugins/blocks/walkthrough). interact: with the keyboard, Tab to Next and press Enter
 * (from step 1: to step 2). check: that step is shown ("Step 2 of N", its content) and focus stays on
 * Next. checkRestored (after a reload): the same step again, from the saved walkthrough record.
 */

let expected = 1;
const stepIndex = (block: ElementHandle<Element>) => block.evaluate((el) => Number((el.querySelector('.wt-counter') as HTMLElement | null)?.dataset.stepIndex ?? -1));

const ready = (page: Page, block: ElementHandle<Element>) => page.waitForFunction((el) => el.querySelector('.wt-next') !== null, { timeout: 10000 }, block);

export async function interact(page: Page, block: ElementHandle<Element>): Promise<void> {
  await ready(page, block);
  expected = (await stepIndex(block)) + 1;
  await focusInBlock(page, block, '.wt-next');
  await page.keyboard.press('Enter');
  await page.waitForFunction((el, want) => (el.querySelector('.wt-counter') as HTMLElement | null)?.dataset.stepIndex === String(want), { timeout: 5000 }, block, expected);
}

async function expectStep(block: ElementHandle<Element>, when: string, focus: boolean): Promise<void> {
  const seen = await block.evaluate((el) => ({
    index: (el.querySelector('.wt-counter') as HTMLElement | null)?.dataset.stepIndex,
    counter: (el.querySelector('.wt-counter') as HTMLElement | null)?.innerText.trim() ?? '',
    text: (el.querySelector('.wt-step') as HTMLElement | null)?.innerText.trim() ?? '',
    focused: document.activeElement === el.querySelector('.wt-next'),
  }));
  const ok = seen.index === String(expected) && seen.counter.includes(String(expected + 1)) && !!seen.text && (!focus || seen.focused);
  if (!ok) throw new Error(`walkthrough ${when}: expected step ${expected + 1}: ${JSON.stringify(seen)}`);
}

export async function check(_page: Page, block: ElementHandle<Element>): Promise<void> {
  await expectStep(block, 'after Next', true);
}

export async function checkRestored(page: Page, block: ElementHandle<Element>): Promise<void> {
  await ready(page, block);
  await expectStep(block, 'after a reload', false);
}
