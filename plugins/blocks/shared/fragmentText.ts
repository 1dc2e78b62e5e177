/**
 * Pure helpers over sanitised fragment elements, shared by the flipCards, expandableBlock, howTo,
 * checklist, linkCuration and webLinkBlock blocks. They never mutate the element they are given
 * (a view's `root` is shared and may be rendered again).
 */

/** Elements that show something even without text. */
const MEDIA = 'img, svg, video, audio, iframe, picture, object, embed, canvas, math, table, input, hr';
const BLOCK_TAG = /^(p|div|li|h[1-6]|br|tr|td|th|section|article|ul|ol|blockquote|figure|figcaption|dt|dd|details|summary|pre)$/;

/** The readable text of author markup: its text plus images' alt text, whitespace collapsed. */
export function textOf(el: Element | null | undefined): string {
  if (!el) return '';
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === 3) {
      parts.push(node.textContent ?? '');
      return;
    }
    if (node.nodeType !== 1) return;
    const e = node as Element;
    const tag = e.tagName.toLowerCase();
    if (tag === 'img' || tag === 'area') {
      const alt = e.getAttribute('alt');
      if (alt) parts.push(` ${alt} `);
      return;
    }
    if (tag === 'script' || tag === 'style' || tag === 'template') return;
    const block = BLOCK_TAG.test(tag);
    if (block) parts.push(' ');
    e.childNodes.forEach(walk);
    if (block) parts.push(' ');
  };
  walk(el);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** Whether author markup shows anything: some text or a medium. */
export function hasContent(el: Element | null | undefined): boolean {
  return !!el && (textOf(el) !== '' || el.querySelector(MEDIA) !== null);
}

/** The element's position under `root`, as child indexes from the top. */
function pathFrom(root: Element, el: Element): number[] | null {
  const path: number[] = [];
  let node: Element | null = el;
  while (node && node !== root) {
    const parent: Element | null = node.parentElement;
    if (!parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, node));
    node = parent;
  }
  return node === root ? path : null;
}

function follow(root: Element, path: number[]): Element | null {
  let node: Element | null = root;
  for (const i of path) node = node?.children[i] ?? null;
  return node;
}

/**
 * A copy of `root` without the given elements, and without the containers they leave empty: the
 * author's own markup around a block's items (a heading, an introduction), or null when nothing of
 * it is left.
 */
export function remainderOf(root: Element, remove: readonly Element[]): Element | null {
  const copy = root.cloneNode(true) as Element;
  const targets = remove
    .map((el) => pathFrom(root, el))
    .filter((p): p is number[] => p !== null && p.length > 0)
    .map((p) => follow(copy, p))
    .filter((el): el is Element => el !== null);
  for (const el of targets) {
    let parent: Element | null = el.parentElement;
    el.remove();
    while (parent && parent !== copy && !hasContent(parent)) {
      const up: Element | null = parent.parentElement;
      parent.remove();
      parent = up;
    }
  }
  return hasContent(copy) ? copy : null;
}

/** Elements matching `selector` under `root` that are not inside another match (items may nest markup alike). */
export function outermost(root: Element, selector: string): Element[] {
  return Array.from(root.querySelectorAll(selector)).filter((el) => {
    for (let p = el.parentElement; p && p !== root; p = p.parentElement) if (p.matches(selector)) return false;
    return true;
  });
}

/** Unique, non-empty ids: an item without one (or repeating an earlier one) gets `${prefix}-${index}`. */
export function uniqueIds(candidates: (string | null | undefined)[], prefix: string): string[] {
  const seen = new Set<string>();
  return candidates.map((c, i) => {
    let id = (c ?? '').trim();
    if (!id || seen.has(id)) id = `${prefix}-${i + 1}`;
    while (seen.has(id)) id = `${id}-${i + 1}`;
    seen.add(id);
    return id;
  });
}

/** A short form of a long text, for accessible names (whole words, an ellipsis when cut). */
export function shorten(text: string, max = 90): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
