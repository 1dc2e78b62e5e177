import type { ElementHandle, Page } from 'puppeteer-core';
import { fail, nameOf, partOf, PHONE, tabTo } from './staticBlocks';

const scrollState = (region: ElementHandle<Element>) =>
  region.evaluate((r) => ({ scrollLeft: r.scrollLeft, overflow: r.scrollWidth - r.clientWidth, tabindex: r.getAttribute('tabindex'), rtl: getComputedStyle(r).direction === 'rtl' }));

/**
 * When the table is wider than its region (a phone): Tab to the region and scroll it with the
 * arrow key towards the end side; the region must move. A table that fits has nothing to scroll.
 */
export async function interact(page: Page, block: ElementHandle<Element>): Promise<void> {
  const region = await partOf(block, '.bl-table-scroll');
  const before = await scrollState(region);
  if (before.overflow <= 1) return;
  await tabTo(page, block, region);
  for (let i = 0; i < 6; i++) await page.keyboard.press(before.rtl ? 'ArrowLeft' : 'ArrowRight');
  await page.waitForFunction((r: Element, start: number) => Math.abs(r.scrollLeft - start) > 20, { timeout: 3000 }, region, before.scrollLeft).catch(() => undefined);
  const after = await scrollState(region);
  if (Math.abs(after.scrollLeft - before.scrollLeft) <= 20) fail('The arrow keys did not scroll the table', { before, after });
}

/**
 * A real table whose header cells are <th scope>, in a region with an accessible name; on a phone
 * the region scrolls sideways and is focusable.
 */
export async function check(page: Page, block: ElementHandle<Element>): Promise<void> {
  const region = await partOf(block, '.bl-table-scroll');
  const table = await region.evaluate((r) => {
    const t = r.querySelector('table');
    return t
      ? {
          role: r.getAttribute('role'),
          rows: t.rows.length,
          headers: t.querySelectorAll('th').length,
          unscoped: [...t.querySelectorAll('th')].filter((h) => !/^(?:row|col|rowgroup|colgroup)$/.test(h.getAttribute('scope') ?? '')).length,
          cellWidths: [...t.querySelectorAll('td')].map((c) => c.getBoundingClientRect().width),
        }
      : null;
  });
  if (!table) fail('tableBlock shows no <table>');
  if (table.role !== 'region') fail('The table is not in a region', table);
  if (!(await nameOf(region))) fail('The table region has no accessible name');
  if (table.rows < 1 || table.headers < 1) fail('The table has no header cells', table);
  if (table.unscoped > 0) fail('Header cells without a scope', table);
  if (Math.min(...table.cellWidths) < 64) fail('Table cells are crushed', table);
  const viewport = await page.evaluate(() => window.innerWidth);
  const scroll = await scrollState(region);
  if (viewport <= PHONE) {
    if (scroll.overflow <= 1) fail('On a phone the table should scroll sideways inside its region', scroll);
    if (scroll.tabindex !== '0') fail('The scrolling table region is not focusable', scroll);
  } else if (scroll.overflow <= 1 && scroll.tabindex !== null) fail('A table region that does not scroll should not be a tab stop', scroll);
}
