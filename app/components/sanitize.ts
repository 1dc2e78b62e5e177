import { frameTreatment } from '@core';

/**
 * Author fragments are the author's HTML (rendered as HTML), but never run script in the player's
 * page: DOMPurify removes scripts and event handlers, and every <iframe> left follows the frame
 * rule (core frameTreatment, docs/security.md): a page of the player's origin is sandboxed, an SVG
 * becomes an image. It loads lazily, in parallel with the first fragment fetch, so it costs
 * nothing on the first page's bundle.
 */
let purifier: Promise<typeof import('dompurify').default> | null = null;

function loadPurifier() {
  purifier ??= import(/* webpackChunkName: "sanitize" */ 'dompurify').then((m) => m.default);
  return purifier;
}

const URL_ATTRIBUTES = ['src', 'href', 'poster', 'data-src'];

/** Relative media paths ('media/x.webp') resolve against the package, not the page's current route. */
function resolveUrls(root: ParentNode, resolve: (path: string) => string): void {
  for (const attr of URL_ATTRIBUTES) {
    root.querySelectorAll(`[${attr}]`).forEach((el) => {
      const value = el.getAttribute(attr);
      if (value && !/^(?:[a-z][a-z0-9+.-]*:|\/\/|#)/i.test(value)) el.setAttribute(attr, resolve(value));
    });
  }
  root.querySelectorAll('a[href^="http"]').forEach((a) => {
    a.setAttribute('target', '_blank');
    a.setAttribute('rel', 'noopener noreferrer');
  });
  // An image without alt text is announced by its file name; the author's empty alt marks decoration.
  root.querySelectorAll('img:not([alt])').forEach((img) => img.setAttribute('alt', ''));
}

/** An absolute size in the author's inline style: `font-size: 18px` or `13.5pt`. */
const ABSOLUTE_FONT_SIZE = /(font-size\s*:\s*)(\d+(?:\.\d+)?(?:px|pt))/gi;

/**
 * The learner's font-size levels (issue 23, SPEC 9.4: 1.1x a level) reach the author's own sizes. A
 * size in rem or em follows the page already; one in px or pt is written as a multiple of the level's
 * scale, under the page's maximum (app/styles/accessibility.css sets --a11y-author-max). Rewritten as
 * text, not through style.fontSize, which the pre-render's jsdom would refuse for min().
 */
function scaleFontSizes(root: ParentNode): void {
  root.querySelectorAll('[style*="font-size" i]').forEach((el) => {
    const style = el.getAttribute('style')!;
    el.setAttribute('style', style.replace(ABSOLUTE_FONT_SIZE, (_, prefix: string, size: string) => `${prefix}min(calc(${size} * var(--a11y-font-scale, 1)), var(--a11y-author-max, 100px))`));
  });
}

/**
 * Frames are kept (video hosts, embeds and the blocks that read them need them) but ruled: the
 * fragment is not in the page yet, so the sandbox is in place before any frame loads.
 */
function ruleFrames(root: ParentNode, pageUrl: string): void {
  root.querySelectorAll('iframe').forEach((frame) => {
    // srcdoc would replace src with a document of the player's origin; DOMPurify drops it today.
    frame.removeAttribute('srcdoc');
    const treatment = frameTreatment(frame.getAttribute('src'), pageUrl);
    if (treatment.kind === 'none') frame.remove();
    else if (treatment.kind === 'image') {
      const img = frame.ownerDocument.createElement('img');
      img.src = treatment.src;
      img.alt = frame.getAttribute('title') ?? '';
      frame.replaceWith(img);
    } else if (treatment.sandbox !== null) frame.setAttribute('sandbox', treatment.sandbox);
    else frame.removeAttribute('sandbox');
  });
}

export async function sanitizeFragment(html: string, resolve: (path: string) => string): Promise<DocumentFragment> {
  return purifyFragment(await loadPurifier(), html, resolve, window.location.href, document);
}

/**
 * The one sanitising rule, shared with the pre-render (scripts/prerender), which runs it in Node over
 * a jsdom window so the cover's introduction in index.html is cleaned exactly as the client cleans it.
 */
export function purifyFragment(
  purify: Pick<typeof import('dompurify').default, 'sanitize'>,
  html: string,
  resolve: (path: string) => string,
  pageUrl: string,
  doc: Document,
): DocumentFragment {
  // A fragment that parses as a <frameset> document has no body: DOMPurify then returns nothing.
  const fragment =
    (purify.sanitize(html, {
      RETURN_DOM_FRAGMENT: true,
      ADD_ATTR: ['target', 'allow', 'allowfullscreen', 'frameborder'],
      ADD_TAGS: ['iframe'],
    }) as DocumentFragment | null) ?? doc.createDocumentFragment();
  resolveUrls(fragment, resolve);
  scaleFontSizes(fragment);
  ruleFrames(fragment, pageUrl);
  return fragment;
}
