import { useEffect, useMemo, useRef, type CSSProperties, type ReactNode } from 'react';
import type { ContentBlockViewProps } from '@core';
import { adoptNaturalSizes, prepareImages } from '../shared/authorImages';
import { LAYOUTS, parseLayout, type Column } from './model';
import './layouts.css';

type ImageUrl = ContentBlockViewProps['imageUrl'];

/** A column's author nodes, cloned into one element with their images readied (sized URL, reserved box). */
function columnElement(doc: Document, col: Column, imageUrl: ImageUrl): Element {
  const host = doc.createElement('div');
  host.className = 'bl-col-content';
  for (const node of col.nodes) host.appendChild(node.cloneNode(true));
  prepareImages(host, imageUrl);
  return host;
}

/**
 * The text and image layouts: the author's HTML in one, two or three columns, side by side when
 * the block is wide enough (a container query, so it also holds inside narrow panels) and stacked
 * on a phone. The grid follows the page direction, so image-left layouts mirror in right-to-left.
 */
export default function LayoutView({ root, dataType, renderHtml, imageUrl }: ContentBlockViewProps) {
  // The app hands a new imageUrl function on every render; the fragment is what the memo depends on.
  const sized = useRef(imageUrl);
  sized.current = imageUrl;
  const host = useRef<HTMLDivElement>(null);
  const layout = useMemo(() => parseLayout(root, dataType), [root, dataType]);
  const prepared = useMemo(() => {
    const doc = root.ownerDocument;
    if (layout.kind === 'static') {
      const copy = root.cloneNode(true) as Element;
      prepareImages(copy, (p, w, h) => sized.current(p, w, h));
      return [copy];
    }
    return layout.columns.map((c) => columnElement(doc, c, (p, w, h) => sized.current(p, w, h)));
  }, [layout, root]);

  // The author's markup is put in place by the children's effects, which run before this one.
  useEffect(() => (host.current ? adoptNaturalSizes(host.current) : undefined), [prepared]);

  if (layout.kind === 'static') {
    return (
      <div ref={host} className={`bl-layout bl-static bl-${dataType}`}>
        {renderHtml(prepared[0]) as ReactNode}
      </div>
    );
  }
  const spec = LAYOUTS[dataType];
  const shown = layout.columns.map((c, i) => ({ c, el: prepared[i] })).filter(({ c }) => layout.arrangement === 'row' || c.role !== 'empty');
  const style = layout.widths ? ({ '--bl-template': layout.widths.map((w) => `minmax(0, ${w}fr)`).join(' ') } as CSSProperties) : undefined;
  const classes = ['bl-layout', `bl-${dataType}`, `bl-${layout.arrangement}`, spec?.media ? `bl-media-${spec.media}` : ''].filter(Boolean).join(' ');
  return (
    <div ref={host} className={classes} data-columns={shown.length} style={style}>
      <div className="bl-grid">
        {shown.map(({ c, el }, i) => (
          <div key={i} className={`bl-col bl-col-${c.role}`}>
            {renderHtml(el, 'block-html bl-col-html') as ReactNode}
          </div>
        ))}
      </div>
    </div>
  );
}
