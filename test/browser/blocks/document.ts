import type { ElementHandle, Page } from 'puppeteer-core';
import { startBefore, tabWithin } from './bdKeyboard';

/**
 * document (bd). interact, with the keyboard only: Tab to the page area, PageDown turns to page 2,
 * '+' zooms in, '0' fits the width again, then Tab reaches the download link. check: page 2 of the
 * PDF is shown with a text layer (or, where the PDF library failed, the browser's viewer frame),
 * and a download link carries the file name.
 */
const STAGE = '.bd-doc-stage';

const viewer = (block: ElementHandle<Element>) =>
  block.$eval('.bd-doc-viewer', (v) => {
    const d = (v as HTMLElement).dataset;
    return { status: d.status ?? '', page: d.page ?? '', total: d.total ?? '', zoom: v.querySelector('.bd-doc-zoom-fit')?.textContent ?? '' };
  });

export async function interact(page: Page, block: ElementHandle<Element>): Promise<void> {
  await block.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await block.waitForSelector('.bd-doc-viewer[data-status=ready], .bd-doc-fallback', { timeout: 20000 });
  if (await block.$('.bd-doc-fallback')) return;
  await startBefore(block);
  await tabWithin(page, block, STAGE);
  const total = Number((await viewer(block)).total);
  if (total >= 2) {
    await page.keyboard.press('PageDown');
    await page.waitForFunction((el) => el.querySelector('.bd-doc-viewer')?.getAttribute('data-page') === '2', { timeout: 5000 }, block);
  }
  await page.keyboard.press('+');
  await page.waitForFunction((el) => el.querySelector('.bd-doc-zoom-fit')?.textContent === '125%', { timeout: 5000 }, block);
  await page.keyboard.press('0');
  await page.waitForFunction((el) => el.querySelector('.bd-doc-zoom-fit')?.textContent === '100%', { timeout: 5000 }, block);
  await tabWithin(page, block, '.bd-doc-download-link');
}

export async function check(page: Page, block: ElementHandle<Element>): Promise<void> {
  const link = await block.$eval('.bd-doc-download-link', (a) => ({ download: a.getAttribute('download'), href: (a as HTMLAnchorElement).href, text: (a as HTMLElement).innerText }));
  if (!link.download || !link.href || !link.text.trim()) throw new Error(`download link ${JSON.stringify(link)}`);
  if (await block.$('.bd-doc-fallback')) {
    const title = await block.$eval('.bd-doc-fallback iframe', (f) => f.getAttribute('title'));
    if (!title) throw new Error('the fallback viewer frame has no title');
    return;
  }
  const state = await viewer(block);
  if (Number(state.total) >= 2 && state.page !== '2') throw new Error(`expected page 2, viewer says ${JSON.stringify(state)}`);
  await page.waitForFunction((el) => (el.querySelector('.bd-doc-page .textLayer')?.textContent ?? '').trim().length > 0, { timeout: 5000 }, block);
}
