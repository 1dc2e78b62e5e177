import type { ElementHandle, Page } from 'puppeteer-core';

/** Keyboard helpers of bd's block drivers. */

/** Puts the focus point just before the block (as after reading down to it), without focusing anything in it. */
export async function startBefore(block: ElementHandle<Element>): Promise<void> {
  await block.evaluate((el) => {
    (document.activeElement as HTMLElement | null)?.blur();
    const marker = document.createElement('span');
    marker.tabIndex = -1;
    el.before(marker);
    marker.focus();
    marker.remove();
  });
}

/** Presses Tab until the focused element (inside `block`) matches `selector`. */
export async function tabWithin(page: Page, block: ElementHandle<Element>, selector: string, max = 40): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await block.evaluate((b, s) => !!document.activeElement && b.contains(document.activeElement) && document.activeElement.matches(s), selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${selector} never took focus with Tab`);
}
