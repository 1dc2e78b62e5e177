/** A reference to one content block of the course tree: its markup is content/{id}.html (PACKAGE-FORMAT.md). */
export interface BlockRef {
  id: string;
  children: BlockRef[];
}

/** Where a block sits in the course: decides which legacy folder its fragment may live in. */
export type BlockPlace =
  | { kind: 'introduction' }
  | { kind: 'afterword' }
  | { kind: 'question'; sectionId: string; questionId: string };

/** Parses a block list entry of data.js ({id, children}) leniently: bad entries are dropped, not fatal. */
export function parseBlockList(value: unknown): BlockRef[] {
  if (!Array.isArray(value)) return [];
  const out: BlockRef[] = [];
  for (const entry of value) {
    if (entry && typeof entry === 'object' && typeof (entry as { id?: unknown }).id === 'string') {
      const e = entry as { id: string; children?: unknown };
      out.push({ id: e.id, children: parseBlockList(e.children) });
    }
  }
  return out;
}
