import type { ElementHandle, Page } from 'puppeteer-core';

/**
 * Keyboard start for the interactive block drivers (cardSorting, checklist, flipCards, hotspot, ...):
 * puts the sequential-focus starting point at the top of the block (as a learner reading down to it
 * would be), then presses Tab until `selector`, inside the block, has focus.
 */
export async function focusInBlock(page: Page, block: ElementHandle<Element>, selector: string, max = 60): Promise<void> {
  await block.evaluate((el) => {
    const host = el as HTMLElement;
    host.tabIndex = -1;
    host.focus({ preventScroll: true });
    host.removeAttribute('tabindex');
  });
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await focusedIn(block, selector)) return;
  }
  throw new Error(`No ${selector} inside the block took focus after ${max} Tab presses`);
}

/** Whether the focused element is inside the block and matches `selector`. */
export const focusedIn = (block: ElementHandle<Element>, selector: string) =>
  block.evaluate((el, s) => !!document.activeElement && el.contains(document.activeElement) && document.activeElement.matches(s), selector);
