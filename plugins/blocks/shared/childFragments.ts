import { useEffect, useState } from 'react';
import type { BlockRef } from '@core';

/** A child block of a container (checklist, howTo) with its fragment's root and its own children. */
export interface LoadedChild {
  ref: BlockRef;
  /** The child's sanitised root element (`.eg-content-editor[data-type]`), or null when it failed to load. */
  root: Element | null;
  dataType: string;
  children: LoadedChild[];
}

/** Containers nest rarely; a bound keeps a broken data.js from loading forever. */
const MAX_DEPTH = 3;

/** Loads the child fragments of a container, depth first, in data.js order; a failed one is kept as root null. */
export async function loadChildren(children: readonly BlockRef[], loadChild: (child: BlockRef) => Promise<Element | null>, depth = 0): Promise<LoadedChild[]> {
  if (depth >= MAX_DEPTH) return [];
  return Promise.all(
    children.map(async (ref) => {
      const [root, nested] = await Promise.all([loadChild(ref).catch(() => null), loadChildren(ref.children, loadChild, depth + 1)]);
      return { ref, root, dataType: root?.getAttribute('data-type') ?? '', children: nested };
    }),
  );
}

/**
 * The ids of the children loadChildren reads, down to MAX_DEPTH, as one string. Not JSON.stringify
 * of the whole tree: a broken data.js may nest thousands deep, which it cannot walk.
 */
export function childrenKey(children: readonly BlockRef[]): string {
  const parts: string[] = [];
  const work: [readonly BlockRef[], number][] = [[children, 0]];
  for (let next = work.shift(); next; next = work.shift()) {
    const [list, depth] = next;
    parts.push(`${depth}:${list.map((c) => c.id).join(',')}`);
    if (depth + 1 < MAX_DEPTH) for (const c of list) work.push([c.children, depth + 1]);
  }
  return parts.join('|');
}

/**
 * The container's child fragments, loaded once per set of child ids: null while loading (and when
 * `enabled` is false: the container's own fragment already holds its items).
 */
export function useChildFragments(children: readonly BlockRef[], loadChild: (child: BlockRef) => Promise<Element | null>, enabled = true): LoadedChild[] | null {
  const key = childrenKey(children);
  const [loaded, setLoaded] = useState<{ key: string; list: LoadedChild[] } | null>(null);
  useEffect(() => {
    if (!enabled) return undefined;
    let alive = true;
    void loadChildren(children, loadChild).then((list) => alive && setLoaded({ key, list }));
    return () => {
      alive = false;
    };
    // the ids (key) decide; loadChild is a new function on every render of the host
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, enabled]);
  return enabled && loaded?.key === key ? loaded.list : null;
}
