/**
 * Expandable block: the fragment shapes this block reads (SPEC 2.12; PACKAGE-FORMAT.md gives none,
 * so this is the plausible, attribute-based shape decided for it, read leniently).
 *
 *   <div class="eg-content-editor" data-type="expandableBlock">
 *     <h2>An optional heading or introduction: anything outside the items</h2>
 *     <div class="expandable-item" data-id="faq1">
 *       <h3 class="expandable-title">The title, always visible</h3>
 *       <div class="expandable-content"> author HTML shown when expanded </div>
 *     </div>
 *     ...
 *   </div>
 *
 * Also read:
 * - an item as `[data-expandable-id]` or a native `<details>` (its `<summary>` is the title);
 * - a title as `.expandable-title`, `.expandable-block-title`, `[data-role="title"]`, a `data-title`
 *   attribute on the item, or else the item's first heading; the content as `.expandable-content`,
 *   `.expandable-block-content`, `[data-role="content"]`, or else everything after the title;
 * - a fragment without items as one expandable item: its `data-title` (or its `.expandable-title`,
 *   or a leading heading) is the title and the rest the content.
 * The title keeps its heading level (h2–h6) for the page outline. Without any title the fragment is
 * shown as its static HTML.
 */
import { hasContent, outermost, remainderOf, textOf, uniqueIds } from '../shared/fragmentText';

export interface ExpandableItem {
  id: string;
  title: string;
  /** 2–6 when the author's title was a heading: the button sits in a heading of that level. */
  level: number | null;
  /** What expands: an element to render as static HTML, or null when the item has only a title. */
  content: Element | null;
}

export interface ExpandableData {
  intro: Element | null;
  items: ExpandableItem[];
}

const ITEM = '.expandable-item, [data-expandable-id], details';
const TITLE = '.expandable-title, .expandable-block-title, [data-role="title"], summary';
const CONTENT = '.expandable-content, .expandable-block-content, [data-role="content"]';
const HEADING = /^h([1-6])$/i;

function levelOf(el: Element | null): number | null {
  const m = el ? HEADING.exec(el.tagName) : null;
  if (!m) {
    const inner = el?.querySelector('h1, h2, h3, h4, h5, h6');
    return inner && textOf(inner) === textOf(el) ? levelOf(inner) : null;
  }
  return Math.min(6, Math.max(2, Number(m[1])));
}

/** The first matching descendant of `item` that is not inside a nested item. */
function own(item: Element, selector: string): Element | null {
  for (const el of Array.from(item.querySelectorAll(selector))) {
    const owner = el.parentElement?.closest(ITEM);
    if (!owner || owner === item || !item.contains(owner)) return el;
  }
  return null;
}

function firstHeading(item: Element): Element | null {
  const first = item.firstElementChild;
  return first && (HEADING.test(first.tagName) || first.matches(TITLE)) ? first : null;
}

/** One item of an element: null when it has no title. */
function readItem(item: Element, id: string | null, asWhole: boolean): Omit<ExpandableItem, 'id'> & { rawId: string | null } | null {
  const attr = item.getAttribute('data-title')?.trim() ?? '';
  const titleEl = own(item, TITLE) ?? (asWhole ? firstHeading(item) : (own(item, 'h1, h2, h3, h4, h5, h6') ?? firstHeading(item)));
  const title = attr || textOf(titleEl);
  if (!title) return null;
  const contentEl = own(item, CONTENT);
  let content: Element | null;
  if (contentEl) content = hasContent(contentEl) ? contentEl : null;
  else content = titleEl && !attr ? remainderOf(item, [titleEl]) : hasContent(item) ? remainderOf(item, titleEl ? [titleEl] : []) : null;
  if (content?.tagName.toLowerCase() === 'details') {
    // A native <details> without its <summary>: its content, not a second closed <details>.
    const box = content.ownerDocument.createElement('div');
    box.append(...Array.from(content.childNodes));
    content = box;
  }
  return { rawId: id, title, level: attr ? null : levelOf(titleEl), content };
}

export function parseExpandable(root: Element): ExpandableData {
  const elements = outermost(root, ITEM);
  const read = elements
    .map((el) => ({ el, item: readItem(el, el.getAttribute('data-id') ?? el.getAttribute('data-expandable-id') ?? el.id, false) }))
    .filter((r): r is { el: Element; item: NonNullable<ReturnType<typeof readItem>> } => r.item !== null);
  if (read.length > 0) {
    const ids = uniqueIds(read.map((r) => r.item.rawId), 'item');
    return {
      intro: remainderOf(
        root,
        read.map((r) => r.el),
      ),
      items: read.map(({ item }, i) => ({ id: ids[i]!, title: item.title, level: item.level, content: item.content })),
    };
  }
  const whole = readItem(root, null, true);
  return whole ? { intro: null, items: [{ id: 'item-1', title: whole.title, level: whole.level, content: whole.content }] } : { intro: null, items: [] };
}
