import { MIN_ID_PREFIX } from '../../rules/pool';
import type { CodecContext } from './ProgressCodec';

/** The context read both ways, built once per context (a course's context lives as long as its session). */
export interface Lookup {
  questionAt(index: number): string | undefined;
  sectionAt(position: number): string | undefined;
  sectionPosition(id: string): number | undefined;
  /** The shortest unique prefix of a question id among the course's ids (how the pool is saved). */
  poolPrefix(id: string): string;
  /** The question id a saved pool prefix stands for, when it is exactly that id's poolPrefix. */
  questionOfPrefix(prefix: string): string | undefined;
}

const lookups = new WeakMap<CodecContext, Lookup>();

export function lookupOf(context: CodecContext): Lookup {
  let lookup = lookups.get(context);
  if (!lookup) {
    lookup = buildLookup(context);
    lookups.set(context, lookup);
  }
  return lookup;
}

function buildLookup(context: CodecContext): Lookup {
  const byIndex = new Map<number, string>();
  for (const [id, index] of context.shortIds) byIndex.set(index, id);
  const sections = context.sectionIds ?? [];
  const sectionPositions = new Map<string, number>();
  sections.forEach((id, i) => {
    if (!sectionPositions.has(id)) sectionPositions.set(id, i);
  });
  let prefixes: { of: Map<string, string>; back: Map<string, string> } | null = null;
  const prefixTables = () => (prefixes ??= uniquePrefixes([...context.shortIds.keys()]));
  return {
    questionAt: (index) => byIndex.get(index),
    sectionAt: (position) => sections[position],
    sectionPosition: (id) => sectionPositions.get(id),
    poolPrefix: (id) => prefixTables().of.get(id) ?? id,
    questionOfPrefix: (prefix) => prefixTables().back.get(prefix),
  };
}

/**
 * shortestUniquePrefix (core/rules/pool.ts) of every id at once: sorted, an id shares its longest
 * prefix with a neighbour, so n log n instead of n² for a 2,000-question course.
 */
function uniquePrefixes(ids: string[]): { of: Map<string, string>; back: Map<string, string> } {
  const sorted = [...ids].sort();
  const common = (a: string | undefined, b: string) => {
    if (a === undefined) return 0;
    let n = 0;
    while (n < a.length && n < b.length && a.charCodeAt(n) === b.charCodeAt(n)) n++;
    return n;
  };
  const of = new Map<string, string>();
  const back = new Map<string, string>();
  sorted.forEach((id, i) => {
    const shared = Math.max(common(sorted[i - 1], id), common(sorted[i + 1], id));
    const prefix = id.slice(0, Math.min(id.length, Math.max(MIN_ID_PREFIX, shared + 1)));
    of.set(id, prefix);
    back.set(prefix, id);
  });
  return { of, back };
}
