import type { ElementHandle, Page } from 'puppeteer-core';
import { focusInBlock } from './focusInBlock';

/**
 * Expandable block (plugins/blocks/expandableBlock). interact: from the top of the block, Tab to the
 * first title button and press Enter. check: it is expanded, its panel is visible (after the 300 ms
 * animation) with text, and the other items stay closed.
 */

export async function interact(page: Page, block: ElementHandle<Element>): Promise<void> {
  await page.waitForFunction((el) => el.querySelector('button.xb-toggle') !== null, {}, block);
  await focusInBlock(page, block, 'button.xb-toggle');
  await page.keyboard.press('Enter');
  await new Promise((r) => setTimeout(r, 450));
}

export async function check(_page: Page, block: ElementHandle<Element>): Promise<void> {
  const seen = await block.evaluate((el) => {
    const buttons = Array.from(el.querySelectorAll('button.xb-toggle'));
    const first = buttons[0]!;
    const panel = document.getElementById(first.getAttribute('aria-controls') ?? '') as HTMLElement | null;
    return {
      expanded: first.getAttribute('aria-expanded'),
      text: panel?.innerText.trim() ?? '',
      height: panel?.getBoundingClientRect().height ?? 0,
      othersClosed: buttons.slice(1).every((b) => b.getAttribute('aria-expanded') === 'false'),
    };
  });
  if (seen.expanded !== 'true' || !seen.text || seen.height < 10 || !seen.othersClosed) throw new Error(`expandableBlock: the first item is not open: ${JSON.stringify(seen)}`);
}
