/**
 * Text and image layouts: the author's HTML laid out in columns (SPEC 2.12 "text and image editor
 * layouts", "image layouts"). One view serves ten data-types (index.ts lists them as aliases).
 *
 * Fragment shape read here (the authoring tool writes one `.column` per column, each holding the
 * author's HTML; its inline `width: NN%` is the column's share of the row):
 *
 *   <div class="eg-content-editor" data-type="textEditorTwoColumns">
 *     <div class="column" style="display:inline-block; width:50%; vertical-align:top">…HTML…</div>
 *     <div class="column" style="display:inline-block; width:50%; vertical-align:top">…HTML…</div>
 *   </div>
 *
 *   imageInTheLeft:   <div class="column"><p><img src alt width height></p></div><div class="column">…text…</div>
 *   imageInTheRight:  <div class="column">…text…</div><div class="column"><p><img …></p></div>
 *   imageOnTheBottom: <div class="column">…text…</div><div class="column"><p><img …></p></div> (stacked)
 *
 * `[data-column]` marks a column too, and a `data-width` (a percentage) gives its share. Read leniently:
 * - one-column types (textEditorOneColumn, textEditorWithoutHeading, imageEditorOneColumn) without
 *   `.column` wrappers (the common shape: `<div …><h3/><p><img/></p><ul/></div>`) are one column of
 *   everything;
 * - imageInTheLeft / imageInTheRight / imageOnTheBottom without wrappers split themselves: the first
 *   run of image-only top-level elements (a `<p>` or `<figure>` holding only images) is the image
 *   column, the rest the text column, in the order the data-type names;
 * - anything else unexpected (two or three column types without columns, content outside the columns,
 *   columns nested oddly) falls back to the whole fragment as static HTML.
 * Columns keep their order in the markup (so a right-to-left page mirrors them, as the grid follows
 * the page direction); a column without content stays in the row on a wide screen and is dropped
 * when the columns stack.
 */
import { hasContent, isImageOnly } from '../shared/authorImages';

export type ColumnRole = 'text' | 'media' | 'mixed' | 'empty';

export interface Column {
  /** The author's nodes of this column (nodes of the fragment; clone before showing). */
  nodes: Node[];
  role: ColumnRole;
  /** How many images the column holds. */
  images: number;
}

export interface LayoutSpec {
  /** How many columns the layout is made for. */
  columns: 1 | 2 | 3;
  /** Where the image column goes: side by side at the start or end, or under the text. */
  media?: 'start' | 'end' | 'bottom';
}

export const LAYOUTS: Readonly<Record<string, LayoutSpec>> = {
  textEditorOneColumn: { columns: 1 },
  textEditorWithoutHeading: { columns: 1 },
  textEditorTwoColumns: { columns: 2 },
  textEditorThreeColumns: { columns: 3 },
  imageEditorOneColumn: { columns: 1 },
  imageEditorTwoColumns: { columns: 2 },
  imageEditorThreeColumns: { columns: 3 },
  imageInTheLeft: { columns: 2, media: 'start' },
  imageInTheRight: { columns: 2, media: 'end' },
  imageOnTheBottom: { columns: 2, media: 'bottom' },
};

export const LAYOUT_TYPES = Object.keys(LAYOUTS);

export type Layout =
  | {
      kind: 'columns';
      dataType: string;
      /** 'row': side by side when there is room; 'stack': always one above the other. */
      arrangement: 'row' | 'stack';
      columns: Column[];
      /** Each column's share of the row (percentages summing to about 100), when the author gave them all. */
      widths: number[] | null;
    }
  | { kind: 'static'; reason: string };

const COLUMN = '.column, [data-column]';

/** Element children and non-blank text nodes: the parts of an element worth placing. */
const partsOf = (el: Element): Node[] => [...el.childNodes].filter((n) => n.nodeType === 1 || (n.nodeType === 3 && (n.textContent ?? '').trim() !== ''));

function roleOf(nodes: Node[]): { role: ColumnRole; images: number } {
  const images = nodes.reduce((n, node) => n + (node.nodeType === 1 ? ((node as Element).matches('img') ? 1 : (node as Element).querySelectorAll('img').length) : 0), 0);
  const shown = nodes.filter(hasContent);
  if (shown.length === 0) return { role: 'empty', images };
  if (images > 0 && shown.every(isImageOnly)) return { role: 'media', images };
  return { role: images > 0 ? 'mixed' : 'text', images };
}

const column = (nodes: Node[]): Column => ({ nodes, ...roleOf(nodes) });

/** A column's share of the row: `data-width="40"`, or `width: 40%` / `flex-basis: 40%` in its style. */
export function widthOf(el: Element): number | null {
  const data = el.getAttribute('data-width');
  const fromData = data != null && /^\s*\d+(?:\.\d+)?\s*%?\s*$/.test(data) ? Number.parseFloat(data) : null;
  const style = el.getAttribute('style') ?? '';
  const m = /(?:^|;)\s*(?:width|flex-basis)\s*:\s*(\d+(?:\.\d+)?)%/i.exec(style);
  const value = fromData ?? (m ? Number(m[1]) : null);
  return value != null && value > 0 && value <= 100 ? value : null;
}

/** Shares from the author's widths, each kept between 20% and 80% so no column becomes unreadable. */
function sharesOf(columns: Element[]): number[] | null {
  if (columns.length < 2) return null;
  const widths = columns.map(widthOf);
  if (widths.some((w) => w == null)) return null;
  const total = (widths as number[]).reduce((a, b) => a + b, 0);
  const shares = (widths as number[]).map((w) => Math.min(80, Math.max(20, (w / total) * 100)));
  const sum = shares.reduce((a, b) => a + b, 0);
  const out = shares.map((s) => Math.round((s / sum) * 1000) / 10);
  return out.every((s) => Math.abs(s - out[0]) < 0.5) ? null : out;
}

/** The outermost column wrappers of a fragment (a column inside a column is the author's own markup). */
function columnElements(root: Element): Element[] {
  return [...root.querySelectorAll(COLUMN)].filter((el) => {
    for (let p = el.parentElement; p && p !== root; p = p.parentElement) if (p.matches(COLUMN)) return false;
    return true;
  });
}

/**
 * Splits a fragment without column wrappers into an image column and a text column: the first run
 * of image-only top-level parts is the image column.
 */
function splitMedia(parts: Node[]): { media: Node[]; text: Node[] } | null {
  const first = parts.findIndex(isImageOnly);
  if (first < 0) return null;
  let end = first;
  while (end < parts.length && (isImageOnly(parts[end]) || !hasContent(parts[end]))) end++;
  const media = parts.slice(first, end);
  const text = [...parts.slice(0, first), ...parts.slice(end)];
  return text.some(hasContent) ? { media, text } : null;
}

/** Reads a layout fragment into its columns; unexpected markup is shown as the static fragment. */
export function parseLayout(root: Element, dataType: string): Layout {
  const spec = LAYOUTS[dataType] ?? { columns: 1 };
  const arrangement = spec.media === 'bottom' ? 'stack' : 'row';
  const wrappers = columnElements(root);

  if (wrappers.length > 0) {
    // Every wrapper must sit directly in the fragment (or all in one row element), with nothing else beside them.
    const parent = wrappers[0].parentElement;
    if (!parent || wrappers.some((w) => w.parentElement !== parent)) return { kind: 'static', reason: 'columns at different depths' };
    for (let p: Element | null = parent; p && p !== root; p = p.parentElement) {
      if (partsOf(p.parentElement ?? root).length !== 1) return { kind: 'static', reason: 'content beside the column row' };
    }
    if (partsOf(parent).some((n) => !(n.nodeType === 1 && wrappers.includes(n as Element)) && hasContent(n))) {
      return { kind: 'static', reason: 'content outside the columns' };
    }
    const columns = wrappers.map((w) => column(partsOf(w)));
    if (columns.every((c) => c.role === 'empty')) return { kind: 'static', reason: 'empty columns' };
    return { kind: 'columns', dataType, arrangement: wrappers.length > 1 ? arrangement : 'stack', columns, widths: sharesOf(wrappers) };
  }

  const parts = partsOf(root);
  if (spec.media) {
    const split = splitMedia(parts);
    if (split) {
      const media = column(split.media);
      const text = column(split.text);
      return { kind: 'columns', dataType, arrangement, columns: spec.media === 'start' ? [media, text] : [text, media], widths: null };
    }
  }
  if (spec.columns === 1 || spec.media) {
    if (!parts.some(hasContent)) return { kind: 'static', reason: 'nothing to show' };
    return { kind: 'columns', dataType, arrangement: 'stack', columns: [column(parts)], widths: null };
  }
  return { kind: 'static', reason: `${dataType} without column wrappers` };
}
