/*
 * Test support for block plugins (not part of any bundle): the one harness every block test uses.
 * Its props stand in for the app's (app/components/Blocks.tsx) closely enough that a view tested
 * here behaves as it does in the player: renderHtml puts a copy of the element in place as
 * StaticHtml does, and state is kept per key as the session keeps a record field.
 */
import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { ContentBlockViewProps } from '@core';

/** The fragment's root element, parsed in jsdom and detached, like the app's sanitised `root`. */
export function fragment(html: string): Element {
  const host = document.createElement('div');
  host.innerHTML = html.trim();
  return host.firstElementChild!;
}

/** Interface labels as their keys, with the values appended, so a test can see what was asked for. */
export const t = (key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key);

/** Stands in for the app's StaticHtml; the test id lets a test find the author's text it shows. */
function StaticHtml({ content, className }: { content: Element | string; className?: string }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = host.current!;
    // The app parses a string as markup; shown as text here, a test sees the very markup the view passed on.
    if (typeof content === 'string') el.textContent = content;
    else el.replaceChildren(content.cloneNode(true));
  }, [content]);
  return <div ref={host} className={className ?? 'block-html'} data-testid="static" />;
}

/** Saved values of the block's kind by key (the block id, or a media id), like the record's field. */
export type Saved = Record<string, unknown>;

/**
 * Every prop a block view takes, with inert defaults; a test overrides what it is about. setState
 * and stateOf use `store`, which the test may pass in (a saved record) and read back. The media id's
 * page index is 3, not 0, so a test sees that the view takes it from mediaId() and does not make it.
 */
export function blockViewProps<S>(root: Element, over: Partial<ContentBlockViewProps<S>> = {}, store = new Map<string, S>()): ContentBlockViewProps<S> & { store: Map<string, S> } {
  const blockId = over.block?.id ?? 'b1';
  return {
    block: { id: blockId, children: [] },
    dataType: root.getAttribute('data-type') ?? '',
    root,
    rawHtml: root.outerHTML,
    place: { kind: 'question', sectionId: 's1', questionId: 'q1' },
    renderHtml: (content, className) => <StaticHtml content={content} className={className} />,
    renderChildren: () => null,
    loadChild: () => Promise.resolve(null),
    state: store.get(blockId),
    setState: (value, key) => {
      if (value === null || value === undefined) store.delete(key ?? blockId);
      else store.set(key ?? blockId, value);
    },
    stateOf: (key) => store.get(key),
    t,
    language: 'en',
    mediaUrl: (p) => `http://course.test/${p}`,
    imageUrl: (p) => `http://course.test/${p}`,
    announce: () => undefined,
    openImagePreview: () => undefined,
    mediaId: (index, prefix = 'media') => `${prefix}_3_${index}`,
    registerMedia: () => () => undefined,
    store,
    ...over,
  };
}

type HarnessProps<S> = Partial<ContentBlockViewProps<S>> & {
  View: (props: ContentBlockViewProps<S>) => unknown;
  root: Element;
  /** The saved record the block starts from (a reload). */
  initial?: Saved;
  /** Sees the whole saved record after every change. */
  onSave?: (saved: Saved) => void;
};

/** The view re-rendered with its saved state, as the session re-renders it after setState. */
export function BlockHarness<S>({ View, root, initial = {}, onSave, ...over }: HarnessProps<S>) {
  const [saved, setSaved] = useState<Saved>(initial);
  const savedRef = useRef(saved);
  const props = blockViewProps<S>(root, over, new Map(Object.entries(saved) as [string, S][]));
  const save: ContentBlockViewProps<S>['setState'] = (value, key) => {
    const next = { ...savedRef.current };
    if (value === null || value === undefined) delete next[key ?? props.block.id];
    else next[key ?? props.block.id] = value;
    savedRef.current = next;
    setSaved(next);
    onSave?.(next);
  };
  const V = View as ComponentType<ContentBlockViewProps<S>>;
  return <V {...props} setState={save} stateOf={(key) => savedRef.current[key] as S | undefined} />;
}
