/**
 * Hotspot content block (SPEC 2.12 "hotspot" among the content blocks; not the hotspot question):
 * an image with numbered markers, each opening a popover with the author's text. PACKAGE-FORMAT.md
 * gives no shape; this plugin reads this one:
 *
 *   <div class="eg-content-editor" data-type="hotspot">
 *     <h2>…</h2><p>…</p>                                     optional introduction
 *     <div class="hotspot-image"><img src="media/pot.svg" alt="…" width="800" height="560"></div>
 *     <div class="hotspot-point" data-x="32.5" data-y="71" data-title="Drainage hole">
 *       <p>…</p>                                             the popover's content
 *     </div>
 *     …
 *   </div>
 *
 * data-x / data-y place the marker's centre in percent of the image's width and height (a trailing
 * '%' is allowed; values are clamped to 0–100). Given in pixels instead ('120px', or data-unit="px"),
 * they are divided by the image's width/height attributes. Read leniently: a point is `.hotspot-point`
 * or `.hotspot-item`; one without a usable position is left out. Its title is data-title, else its
 * first heading (not repeated in the content). The image is the first <img> outside the points.
 * A fragment without an image or points renders as its static HTML. Nothing is saved.
 */

export interface HotspotPoint {
  /** 0–100, percent of the image's width (physical: the image is never mirrored). */
  x: number;
  /** 0–100, percent of the image's height. */
  y: number;
  title: string;
  content: Element;
}

export interface HotspotBlock {
  image: { src: string; alt: string; width: number; height: number } | null;
  points: HotspotPoint[];
  intro: Element | null;
}

const clean = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
const POINT = '.hotspot-point, .hotspot-item';

function hasContent(el: Element): boolean {
  return clean(el.textContent) !== '' || el.querySelector('img, svg, video, audio, iframe, picture, table') !== null;
}

const positive = (v: string | null) => {
  const n = Number.parseFloat(v ?? '');
  return Number.isFinite(n) && n > 0 ? n : 0;
};

/** A coordinate in percent, or null when it cannot be read. */
export function coordinate(value: string | null, pixelsIn: number, unit: string): number | null {
  const text = clean(value).toLowerCase();
  if (!text) return null;
  const n = Number.parseFloat(text);
  if (!Number.isFinite(n)) return null;
  const isPx = text.endsWith('px') || unit === 'px';
  if (isPx) return pixelsIn > 0 ? Math.min(100, Math.max(0, (n / pixelsIn) * 100)) : null;
  return Math.min(100, Math.max(0, n));
}

export function parseHotspot(root: Element): HotspotBlock {
  const img = Array.from(root.querySelectorAll('img[src]')).find((i) => !i.closest(POINT)) ?? null;
  const image = img ? { src: img.getAttribute('src') ?? '', alt: clean(img.getAttribute('alt')), width: positive(img.getAttribute('width')), height: positive(img.getAttribute('height')) } : null;
  const points: HotspotPoint[] = [];
  for (const el of Array.from(root.querySelectorAll(POINT))) {
    if (el.parentElement?.closest(POINT)) continue;
    const unit = clean(el.getAttribute('data-unit')).toLowerCase();
    const x = coordinate(el.getAttribute('data-x') ?? el.getAttribute('data-left'), image?.width ?? 0, unit);
    const y = coordinate(el.getAttribute('data-y') ?? el.getAttribute('data-top'), image?.height ?? 0, unit);
    if (x === null || y === null) continue;
    const content = el.cloneNode(true) as Element;
    let title = clean(el.getAttribute('data-title'));
    if (!title) {
      const heading = content.querySelector('h1, h2, h3, h4, h5, h6');
      if (heading) {
        title = clean(heading.textContent);
        heading.remove();
      }
    }
    points.push({ x, y, title, content });
  }
  const introCopy = root.cloneNode(true) as Element;
  introCopy.querySelectorAll(POINT).forEach((p) => p.remove());
  const introImg = Array.from(introCopy.querySelectorAll('img[src]'))[0];
  if (introImg) {
    const parent = introImg.parentElement;
    introImg.remove();
    if (parent && parent !== introCopy && !hasContent(parent)) parent.remove();
  }
  return { image, points, intro: hasContent(introCopy) ? introCopy : null };
}

/**
 * Where a popover opens beside its marker so that it stays on the image: towards the middle, i.e.
 * after the marker when it sits in the left half, before it otherwise; below it in the upper half,
 * above it otherwise.
 */
export function popoverSide(point: Pick<HotspotPoint, 'x' | 'y'>): { horizontal: 'left' | 'right'; vertical: 'below' | 'above' } {
  return { horizontal: point.x <= 50 ? 'left' : 'right', vertical: point.y <= 50 ? 'below' : 'above' };
}
