import type { ElementHandle, Page } from 'puppeteer-core';
import { focusInBlock } from './focusInBlock';

/**
 * Role-play (plugins/blocks/roleplayBlock). interact: with the keyboard, Tab to Continue and press
 * Enter twice. check: three turns are shown, each with its speaker and line, and focus is still on
 * Continue (or on Restart if the conversation had only three turns).
 */

export async function interact(page: Page, block: ElementHandle<Element>): Promise<void> {
  await page.waitForFunction((el) => el.querySelector('.rp-continue') !== null, { timeout: 10000 }, block);
  await focusInBlock(page, block, '.rp-continue');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.waitForFunction((el) => el.querySelectorAll('.rp-turn').length >= 3, { timeout: 5000 }, block);
}

export async function check(_page: Page, block: ElementHandle<Element>): Promise<void> {
  const seen = await block.evaluate((el) => ({
    turns: Array.from(el.querySelectorAll<HTMLElement>('.rp-turn')).map((t) => ({ speaker: t.querySelector('.rp-name')?.textContent ?? '', line: (t.querySelector('.rp-line') as HTMLElement | null)?.innerText.trim() ?? '' })),
    focus: (document.activeElement as HTMLElement | null)?.className ?? '',
  }));
  const ok = seen.turns.length === 3 && seen.turns.every((t) => t.line) && /rp-(continue|replay)/.test(seen.focus);
  if (!ok) throw new Error(`roleplayBlock: expected three turns shown: ${JSON.stringify(seen)}`);
}
