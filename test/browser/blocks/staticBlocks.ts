import type { ElementHandle, Page } from 'puppeteer-core';

/**
 * Shared checks of the static author-content blocks (the text and image layouts, oneImage,
 * quoteBlock, tableBlock): used by their drivers in this folder. The block handle may be the app's
 * `.block` wrapper or the plugin's own element; everything is looked up inside it.
 */

/** Column layouts by data-type: how many columns, and whether they sit in a row or always stack. */
export const LAYOUT_SHAPES: Record<string, { columns: number; arrangement: 'row' | 'stack' }> = {
  textEditorOneColumn: { columns: 1, arrangement: 'stack' },
  textEditorWithoutHeading: { columns: 1, arrangement: 'stack' },
  textEditorTwoColumns: { columns: 2, arrangement: 'row' },
  textEditorThreeColumns: { columns: 3, arrangement: 'row' },
  imageEditorOneColumn: { columns: 1, arrangement: 'stack' },
  imageEditorTwoColumns: { columns: 2, arrangement: 'row' },
  imageEditorThreeColumns: { columns: 3, arrangement: 'row' },
  imageInTheLeft: { columns: 2, arrangement: 'row' },
  imageInTheRight: { columns: 2, arrangement: 'row' },
  imageOnTheBottom: { columns: 2, arrangement: 'stack' },
};

/** A wide screen shows columns side by side; a phone stacks them. */
export const WIDE = 1024;
export const PHONE = 480;

export function fail(message: string, details?: unknown): never {
  throw new Error(details === undefined ? message : `${message}: ${JSON.stringify(details)}`);
}

/** The plugin element inside a block handle (or the handle itself). */
export async function partOf(block: ElementHandle<Element>, selector: string): Promise<ElementHandle<Element>> {
  const self = await block.evaluate((el, s) => el.matches(s), selector);
  if (self) return block;
  const inner = await block.$(selector);
  if (!inner) fail(`No ${selector} in the block`, await block.evaluate((el) => el.outerHTML.slice(0, 300)));
  return inner;
}

/** Waits until every image of the block has loaded (or failed), so sizes are final. */
export async function imagesSettled(page: Page, block: ElementHandle<Element>): Promise<void> {
  await block.evaluate((el) => {
    // Lazy images below the fold load once they come near the viewport.
    el.scrollIntoView({ block: 'center' });
  });
  await page.waitForFunction((el: Element) => [...el.querySelectorAll('img')].every((i) => i.complete), { timeout: 10000 }, block);
}

/**
 * Every image of the block keeps an alt attribute, scales within its column (never wider than it),
 * has its box reserved before it loads (width and height, or an aspect ratio) and, when its size is
 * known, is fetched with the SPEC 9.4 size parameters.
 */
export async function checkImages(page: Page, block: ElementHandle<Element>): Promise<void> {
  await imagesSettled(page, block);
  const images = await block.evaluate((el) =>
    [...el.querySelectorAll('img')].map((i) => {
      const box = i.getBoundingClientRect();
      const holder = (i.closest('.bl-col, .bl-one-image-frame, .bl-layout, figure') ?? el).getBoundingClientRect();
      const sized = i.hasAttribute('width') && i.hasAttribute('height');
      return {
        src: i.getAttribute('src') ?? '',
        alt: i.getAttribute('alt'),
        width: box.width,
        height: box.height,
        holder: holder.width,
        sized,
        reserved: sized || getComputedStyle(i).aspectRatio !== 'auto',
        loaded: i.naturalWidth > 0,
      };
    }),
  );
  for (const img of images) {
    if (img.alt === null) fail('An image lost its alt attribute', img);
    if (!img.loaded) fail('An image did not load', img);
    if (img.width > img.holder + 1) fail('An image is wider than its column', img);
    if (img.height < 1) fail('An image has no height', img);
    if (!img.reserved) fail('An image has no reserved box (width/height or aspect-ratio)', img);
    if (img.sized && !/[?&]width=\d+/.test(img.src)) fail('A sized image is fetched without the size parameters', img);
  }
}

type Rect = { left: number; right: number; top: number; bottom: number; width: number; role: string };

/** The visible columns of a layout block, in markup order, with the page direction and width. */
export async function columnsOf(block: ElementHandle<Element>) {
  const layout = await partOf(block, '.bl-layout');
  return layout.evaluate((root) => {
    const cols = [...root.querySelectorAll(':scope > .bl-grid > .bl-col')]
      .filter((c) => getComputedStyle(c).display !== 'none')
      .map((c) => {
        const r = c.getBoundingClientRect();
        return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width, role: c.className.replace(/^.*bl-col-/, '') };
      });
    return {
      cols,
      width: root.getBoundingClientRect().width,
      isStatic: root.classList.contains('bl-static'),
      rtl: getComputedStyle(root).direction === 'rtl',
      viewport: window.innerWidth,
    };
  });
}

const overlapsVertically = (a: Rect, b: Rect) => a.top < b.bottom && b.top < a.bottom;

/**
 * Checks a column layout: side by side on a wide screen (in markup order from the start side, so
 * mirrored in right-to-left), stacked on a phone; stacked layouts stack everywhere.
 */
export async function checkLayout(page: Page, block: ElementHandle<Element>, dataType: string): Promise<void> {
  const shape = LAYOUT_SHAPES[dataType] ?? fail(`Not a layout data-type: ${dataType}`);
  await checkImages(page, block);
  const { cols, isStatic, rtl, viewport, width } = await columnsOf(block);
  if (isStatic) fail(`${dataType} fell back to static HTML`);
  if (cols.length === 0) fail(`${dataType} shows no column`);
  if (shape.arrangement === 'row' && viewport >= PHONE && viewport < WIDE) return; // in between: either is fine
  const rowWanted = shape.arrangement === 'row' && viewport >= WIDE;
  if (rowWanted && cols.length !== shape.columns) fail(`${dataType} shows ${cols.length} columns, not ${shape.columns}`, cols);
  for (let i = 1; i < cols.length; i++) {
    const [a, b] = [cols[i - 1], cols[i]];
    if (rowWanted) {
      if (!overlapsVertically(a, b)) fail(`${dataType}: columns ${i} and ${i + 1} are not side by side at ${viewport}px`, cols);
      const inOrder = rtl ? b.right <= a.left + 1 : b.left >= a.right - 1;
      if (!inOrder) fail(`${dataType}: column ${i + 1} is not after column ${i} from the ${rtl ? 'right' : 'left'}`, cols);
    } else {
      if (b.top < a.bottom - 1) fail(`${dataType}: columns ${i} and ${i + 1} are not stacked at ${viewport}px`, cols);
      if (Math.abs(b.width - width) > 2 || Math.abs(a.width - width) > 2) fail(`${dataType}: a stacked column does not take the full width`, { cols, width });
    }
  }
  if (dataType === 'imageOnTheBottom' && cols[cols.length - 1].role !== 'media') fail('imageOnTheBottom: the image is not under the text', cols);
  if (rowWanted && (dataType === 'imageInTheLeft' || dataType === 'imageInTheRight')) {
    const media = cols.find((c) => c.role === 'media') ?? fail(`${dataType}: no image column`, cols);
    const text = cols.find((c) => c.role !== 'media')!;
    // Left in left-to-right is right in right-to-left: the start side.
    const mediaAtStart = rtl ? media.left > text.left : media.left < text.left;
    if (mediaAtStart !== (dataType === 'imageInTheLeft')) fail(`${dataType}: the image is on the wrong side (${rtl ? 'rtl' : 'ltr'})`, cols);
  }
}

/**
 * Keyboard path to an element of the block: the sequential-focus starting point goes to the top of
 * the block (as if the learner had read down to it), then Tab until the element has focus.
 */
export async function tabTo(page: Page, block: ElementHandle<Element>, target: ElementHandle<Element>, max = 40): Promise<void> {
  await block.evaluate((el) => {
    const host = el as HTMLElement;
    const had = host.getAttribute('tabindex');
    host.tabIndex = -1;
    host.focus({ preventScroll: true });
    if (had === null) host.removeAttribute('tabindex');
    else host.setAttribute('tabindex', had);
  });
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => document.activeElement === el)) return;
  }
  fail(`The element did not take focus after ${max} Tab presses`, await target.evaluate((el) => el.outerHTML.slice(0, 200)));
}

/** The accessible name from aria-labelledby or aria-label. */
export async function nameOf(el: ElementHandle<Element>): Promise<string> {
  return el.evaluate((e) => {
    const ids = e.getAttribute('aria-labelledby');
    if (ids) return ids.split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim();
    return (e.getAttribute('aria-label') ?? '').trim();
  });
}
