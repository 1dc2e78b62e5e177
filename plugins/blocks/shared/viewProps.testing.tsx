/* Test support for bb's block view tests (not part of any bundle): a parsed fragment and view props. */
import type { ContentBlockViewProps } from '@core';

/** The first element of an HTML string, detached, like the app's sanitised `root`. */
export const fragment = (html: string): Element => {
  const host = document.createElement('div');
  host.innerHTML = html.trim();
  return host.firstElementChild!;
};

/** View props with inert defaults; renderHtml puts the markup in place like the app's StaticHtml. */
export function viewProps<S = unknown>(root: Element, over: Partial<ContentBlockViewProps<S>> = {}): ContentBlockViewProps<S> {
  return {
    block: { id: 'b1', children: [] },
    dataType: root.getAttribute('data-type') ?? '',
    root,
    rawHtml: root.outerHTML,
    place: { kind: 'question', sectionId: 's1', questionId: 'q1' },
    renderHtml: (content, className) => <div className={className ?? 'block-html'} dangerouslySetInnerHTML={{ __html: typeof content === 'string' ? content : content.outerHTML }} />,
    renderChildren: () => null,
    loadChild: () => Promise.resolve(null),
    state: undefined,
    setState: jest.fn(),
    stateOf: () => undefined,
    t: (key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key),
    language: 'en',
    mediaUrl: (p: string) => `pkg/${p}`,
    imageUrl: (p: string) => `pkg/${p}`,
    announce: jest.fn(),
    openImagePreview: jest.fn(),
    mediaId: (i: number | 'VO') => `media_0_${i}`,
    registerMedia: () => () => undefined,
    ...over,
  };
}
