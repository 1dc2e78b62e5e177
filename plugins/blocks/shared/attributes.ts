/**
 * Lenient readers of fragment attributes shared by the media, embed and document blocks (bd's
 * group): a fragment from any package version must parse, odd values fall back to defaults.
 */

// Blocks read URLs with the rule question types use too (plugins/shared/safeUrl.ts).
export { safeUrl, type Resolve } from '../../shared/safeUrl';

/** The first non-empty attribute among `names` on `el`. */
export function attr(el: Element | null | undefined, ...names: string[]): string | null {
  if (!el) return null;
  for (const name of names) {
    const v = el.getAttribute(name);
    if (v !== null && v.trim() !== '') return v.trim();
  }
  return null;
}

/** The first non-empty attribute among `names` on `el` or an ancestor up to (and including) `root`. */
export function inheritedAttr(el: Element, root: Element, ...names: string[]): string | null {
  for (let node: Element | null = el; node; node = node === root ? null : node.parentElement) {
    const v = attr(node, ...names);
    if (v !== null) return v;
  }
  return null;
}

/** An attribute read as a boolean: present and not "false"/"0"/"no". */
export function flag(el: Element | null | undefined, name: string): boolean | null {
  if (!el || !el.hasAttribute(name)) return null;
  const v = (el.getAttribute(name) ?? '').trim().toLowerCase();
  return !(v === 'false' || v === '0' || v === 'no' || v === 'off');
}

/**
 * An aspect ratio (width / height) from "16:9", "16/9", "1.7778" or "56.25%" (a padding-bottom
 * percentage, height over width, as the authoring tool's video rows carry it). Null when unusable.
 */
export function parseAspectRatio(value: string | null | undefined): number | null {
  const v = (value ?? '').trim();
  if (!v) return null;
  const pair = /^(\d+(?:\.\d+)?)\s*[:/x×]\s*(\d+(?:\.\d+)?)$/i.exec(v);
  let ratio: number;
  if (pair) ratio = Number(pair[1]) / Number(pair[2]);
  else if (/^\d+(?:\.\d+)?%$/.test(v)) ratio = 100 / parseFloat(v);
  else ratio = Number(v);
  return Number.isFinite(ratio) && ratio >= 0.2 && ratio <= 5 ? ratio : null;
}

const px = (v: string | null) => {
  if (v === null || !/^\s*\d+(?:\.\d+)?\s*(?:px)?\s*$/.test(v)) return null;
  const n = parseFloat(v);
  return n > 0 ? n : null;
};

/**
 * The aspect ratio of a media element or frame: data-aspect-ratio, then numeric width and height
 * attributes, then a wrapper's `padding-bottom: NN%`, else `fallback`.
 */
export function aspectOf(el: Element, root: Element, fallback: number): number {
  const explicit = parseAspectRatio(inheritedAttr(el, root, 'data-aspect-ratio'));
  if (explicit) return explicit;
  const w = px(el.getAttribute('width'));
  const h = px(el.getAttribute('height'));
  if (w && h) {
    const r = w / h;
    if (r >= 0.2 && r <= 5) return r;
  }
  for (let node: Element | null = el; node && node !== root; node = node.parentElement) {
    const pad = /padding-bottom\s*:\s*(\d+(?:\.\d+)?%)/i.exec(node.getAttribute('style') ?? '')?.[1];
    const r = parseAspectRatio(pad);
    if (r) return r;
  }
  return fallback;
}

/** Collapsed visible text of an element. */
export const textOf = (el: Element | null | undefined): string => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** Whether an element holds something a learner would see: text, an image, a table, a list... */
export function hasContent(el: Element): boolean {
  return textOf(el) !== '' || el.querySelector('img, svg, table, picture, canvas, hr, math') !== null;
}

/** The file name at the end of a URL, decoded, without query or hash. */
export function fileNameOf(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  const last = path.split('/').filter(Boolean).pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}
