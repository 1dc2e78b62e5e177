import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { ContentBlockViewProps } from '@core';

/** Test-only helpers for block views (used by the *.test.tsx files of plugins/blocks). */

/** The fragment's root element, parsed in jsdom. */
export function fragment(html: string): Element {
  const host = document.createElement('div');
  host.innerHTML = html.trim();
  return host.firstElementChild!;
}

/** Stands in for the app's StaticHtml: puts a copy of the (trusted, test-made) element in place. */
function Static({ content, className }: { content: Element | string; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (typeof content === 'string') el.textContent = content;
    else el.replaceChildren(content.cloneNode(true));
  }, [content]);
  return <div ref={ref} className={className ?? 'block-html'} />;
}

/** Every saved value of the block's state, keyed like the progress record field. */
export type Saved = Record<string, unknown>;

interface HarnessProps<S> {
  View: (props: ContentBlockViewProps<S>) => unknown;
  root: Element;
  blockId?: string;
  initial?: Saved;
  onSave?: (saved: Saved) => void;
  announce?: (message: string) => void;
  language?: string;
}

export const t = (key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key);

/** Renders a block view with its state kept as the session would: setState(value, key?) into one field. */
export function Harness<S>({ View, root, blockId = 'block-1', initial = {}, onSave, announce = () => undefined, language = 'en' }: HarnessProps<S>) {
  const [saved, setSaved] = useState<Saved>(initial);
  const savedRef = useRef(saved);
  const props: ContentBlockViewProps<S> = {
    block: { id: blockId, children: [] },
    dataType: root.getAttribute('data-type') ?? '',
    root,
    rawHtml: root.outerHTML,
    place: { kind: 'question', sectionId: 's', questionId: 'q' },
    renderHtml: (content, className) => <Static content={content} className={className} />,
    renderChildren: () => null,
    loadChild: () => Promise.resolve(null),
    state: saved[blockId] as S | undefined,
    setState: (value, key) => {
      const next = { ...savedRef.current };
      if (value === null || value === undefined) delete next[key ?? blockId];
      else next[key ?? blockId] = value;
      savedRef.current = next;
      setSaved(next);
      onSave?.(next);
    },
    stateOf: (key) => savedRef.current[key] as S | undefined,
    t,
    language,
    mediaUrl: (p) => p,
    imageUrl: (p) => p,
    announce,
    openImagePreview: () => undefined,
    mediaId: (i, prefix = 'media') => `${prefix}_0_${i}`,
    registerMedia: () => () => undefined,
  };
  const V = View as ComponentType<ContentBlockViewProps<S>>;
  return <V {...props} />;
}
