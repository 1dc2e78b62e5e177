/**
 * Link cards, shared by linkCuration (a curated list of links) and webLinkBlock (one link). The
 * fragment shapes both read (PACKAGE-FORMAT.md gives none, so this is the attribute-based shape
 * decided for them, read leniently):
 *
 *   <div class="eg-content-editor" data-type="linkCuration">
 *     <h2>An optional heading or introduction: anything outside the links</h2>
 *     <div class="link-item" data-id="l1" data-url="https://example.org/page"
 *          data-title="The page's title" data-description="One or two sentences about it"
 *          data-image="media/picture.svg" data-image-alt="What the picture shows"></div>
 *     ...
 *   </div>
 *
 *   <div class="eg-content-editor" data-type="webLinkBlock" data-url="https://example.org/"
 *        data-title="..." data-description="..." data-image="media/x.svg" data-image-alt="..."></div>
 *
 * Also read:
 * - an item as `[data-url]`, `[data-href]`, `.link-item`, `.link-card`, `.web-link`, or the root
 *   itself when it carries data-url; its values from child markup when the attributes are missing:
 *   the URL from its first `<a href>`, the title from `.link-title` / a heading / the link's text,
 *   the description from `.link-description` / its first paragraph, the image from its `<img>`;
 * - a fragment without items but with plain links: every http(s) link is a card (its text the
 *   title, the rest of its paragraph or list item the description).
 * Only http: and https: URLs make a card (a javascript: or data: URL in a data-url attribute, which
 * the sanitiser does not check, is dropped); the domain shown is the URL's host without "www.".
 * Images: relative paths resolve against the package (mediaUrl); only http(s), relative and raster
 * data: images are kept.
 */
import { outermost, remainderOf, textOf, uniqueIds } from './fragmentText';

export interface LinkCard {
  id: string;
  url: string;
  title: string;
  description: string;
  domain: string;
  image: { src: string; alt: string } | null;
}

export interface LinkCardsData {
  intro: Element | null;
  links: LinkCard[];
}

const ITEM = '[data-url], [data-href], .link-item, .link-card, .web-link';

/** An absolute http(s) URL, or null (relative, other schemes, junk). Protocol-relative URLs become https. */
export function safeUrl(value: string | null | undefined): string | null {
  const raw = (value ?? '').trim();
  if (!raw) return null;
  try {
    const url = new URL(raw.startsWith('//') ? `https:${raw}` : raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The host a learner recognises: "example.org" for https://www.example.org/a/b. */
export function domainOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./i, '');
  } catch {
    return '';
  }
}

/** An image source a card may show, resolved; null for anything unsafe. */
export function imageSource(value: string | null | undefined, mediaUrl: (path: string) => string): string | null {
  const raw = (value ?? '').trim();
  if (!raw) return null;
  if (/^data:image\/(png|jpe?g|gif|webp|avif);/i.test(raw)) return raw;
  if (/^[a-z][a-z0-9+.-]*:/i.test(raw) || raw.startsWith('//')) return safeUrl(raw);
  return mediaUrl(raw);
}

const attr = (el: Element, ...names: string[]) => {
  for (const n of names) {
    const v = el.getAttribute(n)?.trim();
    if (v) return v;
  }
  return '';
};

/** One card of an item element (`anchor`: the link it stands for, in plain-link fragments). */
function readItem(el: Element, mediaUrl: (path: string) => string, anchor: Element | null): Omit<LinkCard, 'id'> | null {
  const link = anchor ?? (el.matches('a[href]') ? el : el.querySelector('a[href]'));
  const url = safeUrl(attr(el, 'data-url', 'data-href') || link?.getAttribute('href'));
  if (!url) return null;
  const domain = domainOf(url);
  let title = attr(el, 'data-title');
  let description = attr(el, 'data-description');
  if (anchor) {
    title ||= textOf(anchor);
    if (!description && el !== anchor) {
      const rest = el.cloneNode(true) as Element;
      const same = Array.from(rest.querySelectorAll('a[href]')).find((a) => a.getAttribute('href') === anchor.getAttribute('href'));
      same?.remove();
      description = textOf(rest).replace(/^[\s:–—-]+/, '');
    }
  } else {
    title ||= textOf(el.querySelector('.link-title, [data-role="title"], h1, h2, h3, h4, h5, h6')) || textOf(link);
    if (!description) {
      const marked = el.querySelector('.link-description, [data-role="description"]');
      const para = marked ?? Array.from(el.querySelectorAll('p')).find((p) => textOf(p) !== title && !p.querySelector('a[href]'));
      description = textOf(para);
    }
  }
  const img = el.querySelector('img');
  const src = imageSource(attr(el, 'data-image', 'data-image-url', 'data-thumbnail'), mediaUrl) ?? imageSource(img?.getAttribute('src'), (p) => p);
  const alt = attr(el, 'data-image-alt') || (img?.getAttribute('alt') ?? '').trim();
  return { url, title: title || domain, description, domain, image: src ? { src, alt } : null };
}

export function parseLinkCards(root: Element, mediaUrl: (path: string) => string): LinkCardsData {
  let elements = outermost(root, ITEM);
  if (elements.length === 0 && root.matches('[data-url], [data-href]')) elements = [root];
  let read = elements.map((el) => ({ el, card: readItem(el, mediaUrl, null) }));
  if (read.every((r) => r.card === null)) {
    // Plain links: each http(s) link is a card, standing for its paragraph or list item when it is
    // that block's only link.
    const anchors = Array.from(root.querySelectorAll('a[href]')).filter((a) => safeUrl(a.getAttribute('href')));
    read = anchors.map((a) => {
      const block = a.closest('li, p, dd, td, h1, h2, h3, h4, h5, h6');
      const own = block && root.contains(block) && block.querySelectorAll('a[href]').length === 1 ? block : a;
      return { el: own, card: readItem(own, mediaUrl, a) };
    });
  }
  const found = read.filter((r): r is { el: Element; card: Omit<LinkCard, 'id'> } => r.card !== null);
  const ids = uniqueIds(
    found.map((r) => r.el.getAttribute('data-id')),
    'link',
  );
  return {
    intro: found.length > 0 && !found.some((r) => r.el === root) ? remainderOf(root, found.map((r) => r.el)) : null,
    links: found.map((r, i) => ({ id: ids[i]!, ...r.card })),
  };
}
