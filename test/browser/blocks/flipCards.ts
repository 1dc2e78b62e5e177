import type { ElementHandle, Page } from 'puppeteer-core';
import { focusInBlock } from './focusInBlock';

/**
 * Flip cards (plugins/blocks/flipCards). interact: from the top of the block, Tab to the first
 * card's flip button and press Enter. check: that card shows its back (aria-pressed true, the back
 * side in view and in the reading order, its text non-empty, the front out of it) and the others
 * still show their fronts.
 */

export async function interact(page: Page, block: ElementHandle<Element>): Promise<void> {
  await page.waitForFunction((el) => el.querySelector('.fc-button') !== null, {}, block);
  await focusInBlock(page, block, '.fc-card:first-child .fc-button');
  await page.keyboard.press('Enter');
  // let the turn finish (0.5 s; instant under reduced motion)
  await new Promise((r) => setTimeout(r, 700));
}

export async function check(_page: Page, block: ElementHandle<Element>): Promise<void> {
  const seen = await block.evaluate((el) => {
    const cards = Array.from(el.querySelectorAll('.fc-card'));
    const first = cards[0];
    if (!first) return { error: 'no card' };
    const back = first.querySelector('.fc-back') as HTMLElement;
    const front = first.querySelector('.fc-front') as HTMLElement;
    return {
      pressed: first.querySelector('.fc-button')?.getAttribute('aria-pressed'),
      focused: document.activeElement === first.querySelector('.fc-button'),
      backText: back.innerText.trim(),
      backVisible: getComputedStyle(back).visibility === 'visible' && !back.inert,
      frontHidden: front.inert && front.innerText.trim() === '',
      othersOnFront: cards.slice(1).every((c) => c.querySelector('.fc-button')?.getAttribute('aria-pressed') === 'false'),
    };
  });
  if ('error' in seen) throw new Error(`flipCards: ${seen.error}`);
  if (seen.pressed !== 'true' || !seen.backVisible || !seen.backText || !seen.frontHidden || !seen.othersOnFront || !seen.focused) {
    throw new Error(`flipCards: the first card does not show its back: ${JSON.stringify(seen)}`);
  }
}
