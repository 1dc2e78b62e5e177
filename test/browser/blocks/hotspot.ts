import type { ElementHandle, Page } from 'puppeteer-core';
import { focusedIn, focusInBlock } from './focusInBlock';

/**
 * Hotspot content block (plugins/blocks/hotspot; not the hotspot question). interact: with the
 * keyboard, Tab to marker 1 and press Enter (its popover opens with focus inside), Escape (it closes,
 * focus back on marker 1), Tab to marker 2 and press Enter. check: only marker 2's popover is open,
 * with text, focus inside it, marker 2 aria-expanded.
 */

export async function interact(page: Page, block: ElementHandle<Element>): Promise<void> {
  await page.waitForFunction((el) => el.querySelectorAll('.hs-marker').length >= 2, { timeout: 10000 }, block);
  await focusInBlock(page, block, '.hs-marker');
  await page.keyboard.press('Enter');
  await page.waitForFunction((el) => !!el.querySelector('[role=dialog]') && el.querySelector('[role=dialog]')!.contains(document.activeElement), { timeout: 5000 }, block);
  await page.keyboard.press('Escape');
  await page.waitForFunction((el) => !el.querySelector('[role=dialog]') && document.activeElement === el.querySelector('.hs-marker'), { timeout: 5000 }, block);
  await page.keyboard.press('Tab');
  if (!(await focusedIn(block, '.hs-slot:nth-child(2) .hs-marker'))) throw new Error('hotspot: Tab did not reach the second marker');
  await page.keyboard.press('Enter');
  await page.waitForFunction((el) => !!el.querySelector('[role=dialog]'), { timeout: 5000 }, block);
}

export async function check(_page: Page, block: ElementHandle<Element>): Promise<void> {
  const seen = await block.evaluate((el) => {
    const dialogs = Array.from(el.querySelectorAll<HTMLElement>('[role=dialog]'));
    const markers = Array.from(el.querySelectorAll('.hs-marker'));
    const box = dialogs[0]?.getBoundingClientRect();
    return {
      dialogs: dialogs.length,
      text: dialogs[0]?.innerText.trim() ?? '',
      visible: !!box && box.width > 40 && box.height > 20,
      focusInside: !!dialogs[0]?.contains(document.activeElement),
      expanded: markers.map((m) => m.getAttribute('aria-expanded')),
    };
  });
  const ok = seen.dialogs === 1 && seen.text && seen.visible && seen.focusInside && seen.expanded[1] === 'true' && seen.expanded.filter((e) => e === 'true').length === 1;
  if (!ok) throw new Error(`hotspot: marker 2's popover is not open: ${JSON.stringify(seen)}`);
}
