import type { ThreadView } from './commentView';

/**
 * A cell a spreadsheet would read as a formula (=, +, -, @, and tab or carriage return that some
 * treat the same) gets a leading apostrophe (OWASP "CSV injection"); every cell is quoted, quotes doubled.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

const HEADER = ['thread', 'type', 'id', 'created', 'author', 'author e-mail', 'anchor', 'section', 'page', 'block', 'quoted text', 'placement', 'text', 'resolved', 'resolved by', 'deleted', 'deleted by'];

/** Issue 25 §1 export: every thread, resolved and deleted ones included, one row per comment and per reply. */
export function threadsCsv(threads: ThreadView[]): string {
  const rows: unknown[][] = [HEADER];
  threads.forEach((t, index) => {
    rows.push([index + 1, 'comment', t.id, t.createdOn, t.createdBy.name, t.createdBy.email ?? '', t.anchor.type, t.anchor.sectionId ?? '', t.anchor.pageId ?? '', t.anchor.blockId ?? '', t.anchor.quote, t.placement ?? '', t.text, t.isResolved, t.resolvedBy?.name ?? '', t.isDeleted, t.deletedBy?.name ?? '']);
    for (const r of t.replies) {
      rows.push([index + 1, 'reply', r.id, r.createdOn, r.createdBy.name, r.createdBy.email ?? '', '', '', '', '', '', '', r.text, '', '', r.isDeleted, r.deletedBy?.name ?? '']);
    }
  });
  // A BOM so spreadsheet programs read UTF-8; CRLF as RFC 4180 has it.
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
