import type { ElementHandle, Page } from 'puppeteer-core';
import { checkImages, fail, partOf, tabTo } from './staticBlocks';

const GALLERY_IMAGE = 'dialog.popup[open] .gallery img';

/**
 * With the keyboard only: Tab to the zoom button, Enter opens the image-preview gallery with the
 * original image (no size parameters) and its alt text, Escape closes it and focus is back on the
 * button.
 */
export async function interact(page: Page, block: ElementHandle<Element>): Promise<void> {
  const figure = await partOf(block, '.bl-one-image');
  const zoom = (await figure.$('button.bl-zoom')) ?? fail('oneImage has no zoom button');
  const image = (await figure.$('img')) ?? fail('oneImage has no image');
  const { src, alt } = await image.evaluate((i) => ({ src: i.getAttribute('src') ?? '', alt: i.getAttribute('alt') ?? '' }));
  await tabTo(page, block, zoom);
  await page.keyboard.press('Enter');
  const shown = await page.waitForSelector(GALLERY_IMAGE, { timeout: 5000 });
  const gallery = await shown!.evaluate((i) => ({ src: i.getAttribute('src') ?? '', alt: i.getAttribute('alt') ?? '' }));
  const url = new URL(src, page.url());
  for (const p of ['width', 'height', 'scaleBySmallerSide']) url.searchParams.delete(p);
  const original = url.toString();
  if (gallery.src !== original) fail('The gallery does not show the original image', { gallery, original });
  if (gallery.alt !== alt) fail('The gallery image lost its alt text', { gallery, alt });
  if (/[?&]width=/.test(gallery.src)) fail('The gallery shows a resized image', gallery);
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('dialog.popup[open]'), { timeout: 5000 });
  if (!(await zoom.evaluate((b) => document.activeElement === b))) fail('Focus did not come back to the zoom button');
}

/** The picture with its alt text and reserved box, a named zoom button over it, its caption, no gallery open. */
export async function check(page: Page, block: ElementHandle<Element>): Promise<void> {
  const figure = await partOf(block, '.bl-one-image');
  if (await figure.evaluate((f) => f.classList.contains('bl-static'))) fail('oneImage fell back to static HTML');
  await checkImages(page, figure);
  const state = await figure.evaluate((f) => {
    const img = f.querySelector('img')!;
    const button = f.querySelector('button.bl-zoom');
    const ib = img.getBoundingClientRect();
    const bb = button?.getBoundingClientRect();
    return {
      alt: img.getAttribute('alt') ?? '',
      button: button ? { name: button.getAttribute('aria-label') ?? '', inside: !!bb && bb.left >= ib.left - 1 && bb.right <= ib.right + 1 && bb.top >= ib.top - 1 && bb.bottom <= ib.bottom + 1, size: bb ? Math.min(bb.width, bb.height) : 0 } : null,
      caption: f.querySelector('figcaption')?.textContent?.trim() ?? null,
      open: !!document.querySelector('dialog.popup[open]'),
    };
  });
  if (!state.alt) fail('The picture has no alt text', state);
  if (!state.button?.name) fail('The zoom button has no accessible name', state);
  if (!state.button.inside) fail('The zoom button is not over the picture', state);
  if (state.button.size < 44) fail('The zoom button is smaller than 44 px', state);
  if (state.caption === '') fail('An empty caption is shown', state);
  if (state.open) fail('The gallery is still open');
}
