/**
 * tableBlock: the author's table as a real <table>, with header cells as <th scope>, scrolling
 * sideways inside a named, focusable region when it is wider than the page (a phone).
 *
 * PACKAGE-FORMAT.md gives no shape; the one decided (and written in the staged showcase page):
 *
 *   <div class="eg-content-editor" data-type="tableBlock" [data-header-row="true"] [data-header-column="true"] [data-caption="…"]>
 *     [<h3>…title…</h3>] [<p>…lead…</p>]
 *     <table>
 *       [<caption>…</caption>]
 *       [<thead><tr><th>…</th>…</tr></thead>]
 *       <tbody><tr><td>…cell HTML…</td>…</tr>…</tbody>
 *     </table>
 *     [<p>…note…</p>]
 *   </div>
 *
 * Read leniently: the flags may sit on the fragment or on the table ("true", "1" or present without
 * a value mean on, "false" / "0" off). Without the flags, the author's own <th> cells are the
 * headers: a row of only <th> is a header row (moved into <thead>), a <th> starting a body row heads
 * that row. Every <th> gets a scope (col / colgroup / row / rowgroup). Fixed widths and heights of
 * the table and its cells are dropped, so the table fits its column and scrolls only when it must.
 * The table and its region are named by the table's <caption>, else a <figcaption> around it, else
 * `data-caption` (plain text), else a heading just before the table. The caption is shown above the
 * scroll region (so it does not scroll away with a wide table) and labels the table through
 * aria-labelledby. No table: the fragment is shown as static HTML.
 */

export type TableLabel = 'caption' | 'heading' | 'none';

export type TableBlock =
  | {
      kind: 'table';
      /** Copies of the parts before and after the table (headings, lead, notes). */
      before: Node[];
      after: Node[];
      /** The caption's content (copies), shown above the table; it carries `labelId` in the view. */
      caption: Node[];
      /** A ready copy of the table: header cells, scopes, no fixed sizes, no <caption> (see `caption`). */
      table: HTMLTableElement;
      /** What names the table and its scroll region; with 'heading', the heading is the last of `before` and carries `labelId`. */
      label: TableLabel;
      rows: number;
      columns: number;
      headerRow: boolean;
      headerColumn: boolean;
    }
  | { kind: 'static'; reason: string };

/** A boolean flag attribute: "true", "1", "" (present) are on; "false", "0" off; absent is null. */
export function flag(el: Element | null, name: string): boolean | null {
  const v = el?.getAttribute(name);
  if (v == null) return null;
  return !/^(?:false|0|no|off)$/i.test(v.trim());
}

const SIZE_ATTRS = ['width', 'height'];

function dropSizes(el: Element): void {
  for (const a of SIZE_ATTRS) el.removeAttribute(a);
  const style = el.getAttribute('style');
  if (style != null) {
    const kept = style
      .split(';')
      .map((d) => d.trim())
      .filter((d) => d && !/^(?:min-|max-)?(?:width|height)\s*:/i.test(d))
      .join('; ');
    if (kept) el.setAttribute('style', kept);
    else el.removeAttribute('style');
  }
}

/** The rows of a table in order (thead, tbody / bare rows, tfoot), not those of nested tables. */
const rowsOf = (table: HTMLTableElement): HTMLTableRowElement[] => [...table.rows];

/** Replaces a cell with a cell of another kind, keeping its content and attributes. */
function retag(cell: Element, tag: 'th' | 'td'): Element {
  if (cell.localName === tag) return cell;
  const next = cell.ownerDocument.createElement(tag);
  for (const attr of [...cell.attributes]) next.setAttribute(attr.name, attr.value);
  while (cell.firstChild) next.appendChild(cell.firstChild);
  cell.replaceWith(next);
  return next;
}

const span = (cell: Element, attr: 'colspan' | 'rowspan') => Math.max(1, Number.parseInt(cell.getAttribute(attr) ?? '1', 10) || 1);

/** Makes the header cells and scopes of a (copied) table; returns what it decided. */
export function prepareTable(table: HTMLTableElement, options: { headerRow: boolean | null; headerColumn: boolean | null }): { headerRow: boolean; headerColumn: boolean } {
  const doc = table.ownerDocument;
  table.querySelectorAll('table, col, colgroup, thead, tbody, tfoot, tr, th, td').forEach(dropSizes);
  dropSizes(table);
  table.removeAttribute('cellspacing');
  table.removeAttribute('cellpadding');

  let rows = rowsOf(table);
  const isHeaderRow = (row: HTMLTableRowElement) => row.cells.length > 0 && [...row.cells].every((c) => c.localName === 'th');
  let headerRow = options.headerRow ?? (rows.length > 0 && (rows[0].parentElement?.localName === 'thead' || isHeaderRow(rows[0])));
  if (options.headerRow === false) {
    // The author turned the header row off: the first row is data.
    if (rows[0]) [...rows[0].cells].forEach((c) => retag(c, 'td'));
  }
  if (headerRow && rows.length > 0) {
    const first = rows[0];
    [...first.cells].forEach((c) => retag(c, 'th'));
    if (first.parentElement?.localName !== 'thead') {
      const thead = table.tHead ?? doc.createElement('thead');
      thead.appendChild(first);
      if (!thead.parentElement) {
        const caption = table.caption;
        if (caption) caption.after(thead);
        else table.prepend(thead);
      }
      // A <tbody> left without rows goes away.
      table.querySelectorAll(':scope > tbody').forEach((b) => b.children.length === 0 && b.remove());
    }
  } else headerRow = false;

  rows = rowsOf(table);
  const bodyRows = rows.filter((r) => r.parentElement?.localName !== 'thead');
  const headerColumn =
    options.headerColumn ??
    (bodyRows.length > 0 && bodyRows.every((r) => r.cells[0]?.localName === 'th' && [...r.cells].some((c) => c.localName === 'td')));
  if (options.headerColumn === true) bodyRows.forEach((r) => r.cells[0] && retag(r.cells[0], 'th'));
  if (options.headerColumn === false) bodyRows.forEach((r) => r.cells[0] && retag(r.cells[0], 'td'));

  for (const row of rowsOf(table)) {
    const inHead = row.parentElement?.localName === 'thead';
    const allHeaders = [...row.cells].every((c) => c.localName === 'th');
    [...row.cells].forEach((cell, i) => {
      if (cell.localName !== 'th') {
        cell.removeAttribute('scope');
        return;
      }
      const valid = /^(?:row|col|rowgroup|colgroup)$/.test(cell.getAttribute('scope') ?? '');
      if (valid) return;
      const columnHeader = inHead || allHeaders || i > 0;
      cell.setAttribute('scope', columnHeader ? (span(cell, 'colspan') > 1 ? 'colgroup' : 'col') : span(cell, 'rowspan') > 1 ? 'rowgroup' : 'row');
    });
  }
  return { headerRow, headerColumn: !!headerColumn };
}

const columnsOf = (table: HTMLTableElement) => Math.max(0, ...rowsOf(table).map((r) => [...r.cells].reduce((n, c) => n + span(c, 'colspan'), 0)));

/** The fragment's top-level part holding `node`. */
function topLevel(root: Element, node: Node): Node {
  let n = node;
  while (n.parentNode && n.parentNode !== root) n = n.parentNode;
  return n;
}

const worthShowing = (n: Node) => (n.nodeType === 1 || (n.nodeType === 3 && (n.textContent ?? '').trim() !== ''));

/** Reads a table fragment; `labelId` is the id the region's name element gets. */
export function parseTableBlock(root: Element, labelId: string): TableBlock {
  const found = root.querySelector('table');
  if (!found) return { kind: 'static', reason: 'no table' };
  if (found.rows.length === 0) return { kind: 'static', reason: 'a table without rows' };
  const holder = topLevel(root, found);
  const parts = [...root.childNodes];
  const at = parts.indexOf(holder as ChildNode);
  const before = parts.slice(0, at).filter(worthShowing).map((n) => n.cloneNode(true));
  const after = parts.slice(at + 1).filter(worthShowing).map((n) => n.cloneNode(true));
  // A caption in the wrapper around the table (a <figure>'s figcaption) names it too.
  const wrapperCaption = holder !== found && holder.nodeType === 1 ? (holder as Element).querySelector('figcaption') : null;

  const table = found.cloneNode(true) as HTMLTableElement;
  const decided = prepareTable(table, {
    headerRow: flag(found, 'data-header-row') ?? flag(root, 'data-header-row'),
    headerColumn: flag(found, 'data-header-column') ?? flag(root, 'data-header-column'),
  });

  // The caption is shown above the scroll region, not inside the table, so a table wider than a
  // phone does not scroll its own title out of view; the table and the region are labelled by it.
  let label: TableLabel = 'none';
  let caption: Node[] = [];
  const own = table.caption;
  if (own && (own.textContent ?? '').trim()) caption = [...own.childNodes];
  else if (wrapperCaption && (wrapperCaption.textContent ?? '').trim()) caption = [...wrapperCaption.childNodes].map((n) => n.cloneNode(true));
  else {
    const text = (root.getAttribute('data-caption') ?? found.getAttribute('data-caption') ?? '').trim();
    if (text) caption = [root.ownerDocument.createTextNode(text)];
  }
  own?.remove();
  if (caption.length > 0) label = 'caption';
  else {
    const last = before[before.length - 1];
    if (last?.nodeType === 1 && (last as Element).matches('h1, h2, h3, h4, h5, h6') && (last.textContent ?? '').trim()) {
      (last as Element).id = labelId;
      label = 'heading';
    }
  }
  if (label !== 'none') table.setAttribute('aria-labelledby', labelId);
  return { kind: 'table', before, after, caption, table, label, rows: table.rows.length, columns: columnsOf(table), ...decided };
}
