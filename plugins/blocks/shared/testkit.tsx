/**
 * Test helpers of bd's block views (imported by tests only): a fragment root from HTML, and the
 * view props a block gets from the player, with state kept in a plain map like the record's field.
 */
import { useEffect, useRef } from 'react';
import type { ContentBlockViewProps } from '@core';

/** Stands in for the player's renderHtml: the (already parsed) nodes are cloned in place. */
function Static({ content, className }: { content: Element | string; className?: string }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = host.current!;
    if (typeof content === 'string') el.textContent = content;
    else el.replaceChildren(...Array.from(content.cloneNode(true).childNodes));
  }, [content]);
  return <div ref={host} className={className ?? 'block-html'} data-testid="static" />;
}

export function fragment(html: string): Element {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host.querySelector('[data-type]') ?? host.firstElementChild!;
}

export const t = (key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key);

export function viewProps<S>(root: Element, overrides: Partial<ContentBlockViewProps<S>> = {}, store = new Map<string, S>()): ContentBlockViewProps<S> & { store: Map<string, S> } {
  return {
    block: { id: 'b1', children: [] },
    dataType: root.getAttribute('data-type') ?? '',
    root,
    rawHtml: root.outerHTML,
    place: { kind: 'question', sectionId: 's1', questionId: 'q1' },
    renderHtml: (content, className) => <Static content={content} className={className} />,
    renderChildren: () => null,
    loadChild: () => Promise.resolve(null),
    state: undefined,
    setState: (value, key) => {
      if (value === null) store.delete(key ?? 'b1');
      else store.set(key ?? 'b1', value);
    },
    stateOf: (key) => store.get(key),
    t,
    language: 'en',
    mediaUrl: (p) => `http://course.test/${p}`,
    imageUrl: (p) => p,
    announce: () => undefined,
    openImagePreview: () => undefined,
    mediaId: (index, prefix = 'media') => `${prefix}_3_${index}`,
    registerMedia: () => () => undefined,
    store,
    ...overrides,
  };
}
