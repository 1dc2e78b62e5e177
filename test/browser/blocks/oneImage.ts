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

/**
 * Where the zoom button sits on the picture as drawn: an image of unknown size is drawn scaled down
 * and centred in a reserved box (object-fit), so the drawn picture can be smaller than its element.
 * `inside`: the button lies on the drawn picture; `corner`: it is in the picture's top inline-end
 * corner (top right, top left right to left), within `reach` px of both edges.
 */
export function zoomPlacement(figure: ElementHandle<Element>, reach = 24) {
  return figure.evaluate((f, near) => {
    const img = f.querySelector('img')!;
    const button = f.querySelector('button.bl-zoom');
    const box = img.getBoundingClientRect();
    const fit = getComputedStyle(img).objectFit;
    const [nw, nh] = [img.naturalWidth, img.naturalHeight];
    const scale = !nw || !nh || fit === 'fill' || fit === 'cover' ? null : Math.min(fit === 'scale-down' ? 1 : Infinity, box.width / nw, box.height / nh);
    const width = scale === null ? box.width : nw * scale;
    const height = scale === null ? box.height : nh * scale;
    const drawn = { left: box.left + (box.width - width) / 2, top: box.top + (box.height - height) / 2, right: box.left + (box.width + width) / 2, bottom: box.top + (box.height + height) / 2 };
    const b = button?.getBoundingClientRect();
    const rtl = getComputedStyle(f).direction === 'rtl';
    const round = (r: { left: number; top: number; right: number; bottom: number }) => ({ left: Math.round(r.left), top: Math.round(r.top), right: Math.round(r.right), bottom: Math.round(r.bottom) });
    return {
      drawn: round(drawn),
      button: b ? round(b) : null,
      inside: !!b && b.left >= drawn.left - 1 && b.right <= drawn.right + 1 && b.top >= drawn.top - 1 && b.bottom <= drawn.bottom + 1,
      corner: !!b && [b.top - drawn.top, rtl ? b.left - drawn.left : drawn.right - b.right].every((gap) => gap >= -1 && gap <= near),
      size: b ? Math.min(b.width, b.height) : 0,
      name: button?.getAttribute('aria-label') ?? '',
    };
  }, reach);
}

/** The picture with its alt text and reserved box, a named zoom button over it, its caption, no gallery open. */
export async function check(page: Page, block: ElementHandle<Element>): Promise<void> {
  const figure = await partOf(block, '.bl-one-image');
  if (await figure.evaluate((f) => f.classList.contains('bl-static'))) fail('oneImage fell back to static HTML');
  await checkImages(page, figure);
  const placement = await zoomPlacement(figure);
  const state = await figure.evaluate((f) => ({
    alt: f.querySelector('img')!.getAttribute('alt') ?? '',
    caption: f.querySelector('figcaption')?.textContent?.trim() ?? null,
    open: !!document.querySelector('dialog.popup[open]'),
  }));
  if (!state.alt) fail('The picture has no alt text', state);
  if (!placement.button || !placement.name) fail('The zoom button has no accessible name', placement);
  if (!placement.inside || !placement.corner) fail('The zoom button is not on the corner of the picture', placement);
  if (placement.size < 44) fail('The zoom button is smaller than 44 px', placement);
  if (state.caption === '') fail('An empty caption is shown', state);
  if (state.open) fail('The gallery is still open');
}
