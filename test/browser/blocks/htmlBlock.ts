import type { ElementHandle, Page } from 'puppeteer-core';
import { startBefore } from './bdKeyboard';

/**
 * htmlBlock (bd). interact: the learner scrolls to the block and tabs into the author's frame.
 * check: the frame is sandboxed with scripts only (no same origin: it cannot reach the player's
 * document), the author's script ran, and the frame is as tall as its content (the height message).
 */
export async function interact(page: Page, block: ElementHandle<Element>): Promise<void> {
  await block.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const frame = await block.waitForSelector('iframe.bd-html-frame', { timeout: 10000 });
  await startBefore(block);
  for (let i = 0; i < 10; i++) {
    if (await frame!.evaluate((f) => document.activeElement === f)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never entered the author’s frame');
}

export async function check(page: Page, block: ElementHandle<Element>): Promise<void> {
  const handle = await block.waitForSelector('iframe.bd-html-frame', { timeout: 10000 });
  const sandbox = await handle!.evaluate((f) => f.getAttribute('sandbox'));
  if (sandbox !== 'allow-scripts') throw new Error(`sandbox="${sandbox}"`);
  const frame = await handle!.contentFrame();
  if (!frame) throw new Error('no frame');
  await frame.waitForSelector('#bd-html-block-root');
  const inside = await frame.evaluate(() => {
    let reachesParent = true;
    try {
      void window.parent.document.body;
    } catch {
      reachesParent = false;
    }
    return { reachesParent, origin: window.origin, height: Math.ceil(document.getElementById('bd-html-block-root')!.getBoundingClientRect().height) };
  });
  if (inside.reachesParent || inside.origin !== 'null') throw new Error(`the frame is not isolated: ${JSON.stringify(inside)}`);
  await page.waitForFunction((f, h) => Math.abs(f.getBoundingClientRect().height - h) <= 2, { timeout: 5000 }, handle!, inside.height);
}
