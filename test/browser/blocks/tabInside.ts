import type { ElementHandle, Page } from 'puppeteer-core';

/**
 * Keyboard start for the interactive block drivers (flipCards, checklist, expandableBlock, link
 * cards): puts the sequential-focus starting point at the top of the block (as if the learner had
 * read down to it), then presses Tab until `selector`, inside the block, has focus.
 */
export async function tabInside(page: Page, block: ElementHandle<Element>, selector: string, max = 60): Promise<void> {
  await block.evaluate((el) => {
    const host = el as HTMLElement;
    host.tabIndex = -1;
    host.focus({ preventScroll: true });
    host.removeAttribute('tabindex');
  });
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await block.evaluate((el, s) => !!document.activeElement && el.contains(document.activeElement) && document.activeElement.matches(s), selector)) return;
  }
  throw new Error(`No ${selector} inside the block took focus after ${max} Tab presses`);
}
