/**
 * Author images inside content fragments (text and image layouts, oneImage): the size the author
 * gave them, the SPEC 9.4 sized URL, and the original URL the image-preview gallery shows.
 *
 * A size is known when the image carries it as width / height attributes, as width / height in px
 * in its style, or as the width / height query parameters of its URL (the media service's sized
 * URLs). Only a known size goes into the URL. The author's width alone (an attribute, or px or % in
 * the style, as editors write it when an image is resized) is kept too: the image shows at that
 * width, in a square box until its own proportions are known (class `bl-img-width-only`). A
 * standalone image of unknown size keeps its URL and waits in a 16:9 box (class `bl-img-unsized`)
 * until it has loaded; then it takes its natural size, within its column (`adoptNaturalSizes`),
 * so that a small icon stays small instead of filling the column.
 */

export interface ImageSize {
  width: number;
  height: number;
}

/** The query parameters of SPEC 9.4 sized image URLs. */
const SIZE_PARAMS = ['width', 'height', 'scaleBySmallerSide'];

const positive = (value: string | null | undefined): number | null => {
  if (value == null) return null;
  const m = /^\s*(\d+(?:\.\d+)?)\s*(?:px)?\s*$/i.exec(value);
  if (!m) return null;
  const n = Math.round(Number(m[1]));
  return Number.isFinite(n) && n > 0 && n <= 10000 ? n : null;
};

const styleLength = (style: string, property: 'width' | 'height'): number | null => {
  const m = new RegExp(`(?:^|;)\\s*${property}\\s*:\\s*(\\d+(?:\\.\\d+)?)px\\s*(?:;|$)`, 'i').exec(style);
  return m ? positive(m[1]) : null;
};

function queryOf(src: string): URLSearchParams | null {
  const q = src.indexOf('?');
  if (q < 0) return null;
  const end = src.indexOf('#', q);
  return new URLSearchParams(src.slice(q + 1, end < 0 ? undefined : end));
}

/** The width the author gave an image in px (attribute or style), when it gives one. */
export function knownWidth(img: Element): number | null {
  return positive(img.getAttribute('width')) ?? styleLength(img.getAttribute('style') ?? '', 'width');
}

/** A width in % in the image's style: the share of its column the author gave it. */
const percentWidth = (style: string): boolean => /(?:^|;)\s*width\s*:\s*\d+(?:\.\d+)?%\s*(?:;|$)/i.test(style);

/** The display size the author gave an image, when both dimensions are known. */
export function knownSize(img: Element): ImageSize | null {
  const style = img.getAttribute('style') ?? '';
  const query = queryOf(img.getAttribute('src') ?? '');
  const width = positive(img.getAttribute('width')) ?? styleLength(style, 'width') ?? positive(query?.get('width'));
  const height = positive(img.getAttribute('height')) ?? styleLength(style, 'height') ?? positive(query?.get('height'));
  return width && height ? { width, height } : null;
}

/** The image's URL without the sizing parameters: the original the gallery shows. */
export function originalUrl(src: string): string {
  const q = src.indexOf('?');
  if (q < 0) return src;
  const hashAt = src.indexOf('#', q);
  const hash = hashAt < 0 ? '' : src.slice(hashAt);
  const params = new URLSearchParams(src.slice(q + 1, hashAt < 0 ? undefined : hashAt));
  for (const p of SIZE_PARAMS) params.delete(p);
  const rest = params.toString();
  return `${src.slice(0, q)}${rest ? `?${rest}` : ''}${hash}`;
}

/** data: and blob: images are shown as they are; only served images take size parameters. */
export const isServed = (src: string): boolean => src !== '' && !/^(?:data|blob):/i.test(src);

/** The URL to show an image at: sized (SPEC 9.4) when its size is known. */
export function displayUrl(src: string, size: ImageSize | null, imageUrl: (path: string, width: number, height: number) => string): string {
  if (!size || !isServed(src)) return src;
  try {
    return imageUrl(originalUrl(src), size.width, size.height);
  } catch {
    return src;
  }
}

/** Drops a width / height declaration from an inline style (the attributes carry the size instead). */
function withoutSize(style: string): string {
  return style
    .split(';')
    .map((d) => d.trim())
    .filter((d) => d && !/^(?:width|height)\s*:/i.test(d))
    .join('; ');
}

/**
 * Readies every image of a (cloned) author element for display: a known size becomes the width
 * and height attributes (the browser reserves the box from them) and the sized URL; an unknown
 * size gets the reserved 16:9 box. Images load lazily and decode off the main thread.
 */
export function prepareImages(container: Element, imageUrl: (path: string, width: number, height: number) => string): void {
  container.querySelectorAll('img').forEach((img) => {
    const src = img.getAttribute('src') ?? '';
    const size = knownSize(img);
    if (size) {
      img.setAttribute('width', String(size.width));
      img.setAttribute('height', String(size.height));
      const style = withoutSize(img.getAttribute('style') ?? '');
      if (style) img.setAttribute('style', style);
      else img.removeAttribute('style');
      img.setAttribute('src', displayUrl(src, size, imageUrl));
    } else if (knownWidth(img) || percentWidth(img.getAttribute('style') ?? '')) {
      const width = knownWidth(img);
      if (width) {
        img.setAttribute('width', String(width));
        const style = withoutSize(img.getAttribute('style') ?? '');
        if (style) img.setAttribute('style', style);
        else img.removeAttribute('style');
      }
      img.removeAttribute('height');
      img.classList.add('bl-img-width-only');
    } else {
      // A picture of its own gets the reserved box; a small image inside a line of text keeps its own size.
      const parent = img.parentElement;
      if (!parent || parent === container || isImageOnly(parent)) img.classList.add('bl-img-unsized');
    }
    if (!img.hasAttribute('alt')) img.setAttribute('alt', '');
    img.setAttribute('loading', 'lazy');
    img.setAttribute('decoding', 'async');
  });
}

/** An image waiting in the reserved box takes its natural size (within its column) once it has one. */
function adoptNaturalSize(img: HTMLImageElement): void {
  if (!img.classList.contains('bl-img-unsized') || !img.complete || img.naturalWidth === 0 || img.naturalHeight === 0) return;
  img.setAttribute('width', String(img.naturalWidth));
  img.setAttribute('height', String(img.naturalHeight));
  img.classList.remove('bl-img-unsized');
}

/**
 * Lets the images of unknown size in `container` (shown author markup) take their natural size as
 * they load, and those already loaded at once. Returns the function that stops listening.
 */
export function adoptNaturalSizes(container: HTMLElement): () => void {
  container.querySelectorAll<HTMLImageElement>('img.bl-img-unsized').forEach(adoptNaturalSize);
  // Load events do not bubble: listen in the capture phase, for images added later too.
  const onLoad = (e: Event) => {
    if (e.target instanceof HTMLImageElement) adoptNaturalSize(e.target);
  };
  container.addEventListener('load', onLoad, true);
  return () => container.removeEventListener('load', onLoad, true);
}

const MEDIA = 'img, svg, video, audio, iframe, object, embed, canvas, picture, table, hr';

/** True when a node shows something: text, or media. */
export function hasContent(node: Node): boolean {
  if ((node.textContent ?? '').trim() !== '') return true;
  if (node.nodeType !== 1) return false;
  const el = node as Element;
  return el.matches(MEDIA) || el.querySelector(MEDIA) !== null;
}

/** A node's text, leaving out figure captions (they belong to their image). */
const textOutsideCaptions = (n: Node): string =>
  n.nodeType === 1 ? ((n as Element).matches('figcaption') ? '' : [...n.childNodes].map(textOutsideCaptions).join('')) : n.nodeType === 3 ? (n.textContent ?? '') : '';

/** True when a node holds images and nothing else worth showing (no text besides captions, no other media). */
export function isImageOnly(node: Node): boolean {
  if (node.nodeType !== 1) return false;
  const el = node as Element;
  if (el.matches('img')) return true;
  if (!el.querySelector('img')) return false;
  if (el.matches('video, audio, iframe, object, embed, canvas, table') || el.querySelector('video, audio, iframe, object, embed, canvas, table')) return false;
  return textOutsideCaptions(el).trim() === '';
}
