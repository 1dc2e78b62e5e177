import { useEffect, useId, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import type { ContentBlockViewProps } from '@core';
import { parseTableBlock } from './model';
import './tableBlock.css';

function hostOf(doc: Document, nodes: Node[], className: string, id?: string): Element {
  const host = doc.createElement('div');
  host.className = className;
  if (id) host.id = id;
  nodes.forEach((n) => host.appendChild(n.cloneNode(true)));
  return host;
}

/**
 * The author's table, its caption above it. It sits in a region named by the caption (or the heading above it); when the
 * table is wider than the page the region scrolls sideways and takes keyboard focus, so the arrow
 * keys scroll it. The first column's row headers stay in view while it scrolls.
 */
export default function TableView({ root, renderHtml, t }: ContentBlockViewProps) {
  const labelId = `bl-table-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const parsed = useMemo(() => parseTableBlock(root, labelId), [root, labelId]);
  const hosts = useMemo(() => {
    if (parsed.kind === 'static') return null;
    const doc = root.ownerDocument;
    return {
      before: parsed.before.length > 0 ? hostOf(doc, parsed.before, 'bl-table-before-content') : null,
      caption: parsed.caption.length > 0 ? hostOf(doc, parsed.caption, 'bl-table-caption-content', labelId) : null,
      table: hostOf(doc, [parsed.table], 'bl-table-content'),
      after: parsed.after.length > 0 ? hostOf(doc, parsed.after, 'bl-table-after-content') : null,
    };
  }, [parsed, root, labelId]);

  const region = useRef<HTMLDivElement>(null);
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    const el = region.current;
    if (!el) return undefined;
    const measure = () => setScrollable(el.scrollWidth > el.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    const table = el.querySelector('table');
    if (table) observer.observe(table);
    return () => observer.disconnect();
  }, [hosts]);

  if (parsed.kind === 'static' || !hosts) return <div className="bl-table-block bl-static">{renderHtml(root) as ReactNode}</div>;
  const named = parsed.label !== 'none';
  return (
    <div className="bl-table-block">
      {hosts.before ? (renderHtml(hosts.before, 'block-html bl-table-before') as ReactNode) : null}
      {hosts.caption ? (renderHtml(hosts.caption, 'block-html bl-table-caption') as ReactNode) : null}
      <div
        ref={region}
        className={`bl-table-scroll ${scrollable ? 'is-scrollable' : ''}`}
        role="region"
        aria-labelledby={named ? labelId : undefined}
        aria-label={named ? undefined : t('player:table')}
        tabIndex={scrollable ? 0 : undefined}
        style={{ '--bl-table-columns': parsed.columns } as CSSProperties}
      >
        {renderHtml(hosts.table, 'block-html bl-table-html') as ReactNode}
      </div>
      {hosts.after ? (renderHtml(hosts.after, 'block-html bl-table-after') as ReactNode) : null}
    </div>
  );
}
