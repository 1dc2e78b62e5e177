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

const isEntry = (entry: unknown): entry is { id: string; children?: unknown } =>
  typeof entry === 'object' && entry !== null && typeof (entry as { id?: unknown }).id === 'string';

/**
 * Parses a block list entry of data.js ({id, children}) leniently: bad entries are dropped, not fatal.
 * The tree is walked with a work list, not recursion: data.js may nest children thousands deep, and
 * the call stack must not be what decides whether a course opens.
 */
export function parseBlockList(value: unknown): BlockRef[] {
  const root: BlockRef[] = [];
  const work: [unknown, BlockRef[]][] = [[value, root]];
  for (let next = work.pop(); next; next = work.pop()) {
    const [list, into] = next;
    if (!Array.isArray(list)) continue;
    for (const entry of list) {
      if (!isEntry(entry)) continue;
      const ref: BlockRef = { id: entry.id, children: [] };
      into.push(ref);
      work.push([entry.children, ref.children]);
    }
  }
  return root;
}
