import { useId, useMemo, useState, type ReactNode } from 'react';
import type { ContentBlockViewProps } from '@core';
import { parseExpandable, type ExpandableItem } from './model';
import './expandableBlock.css';

/** More panels than this are not landmarks (WAI-ARIA APG accordion: avoid a crowd of regions). */
const MAX_REGIONS = 6;

/**
 * Expandable block (SPEC 2.12): titles that show or hide their content. Each title is a button with
 * aria-expanded controlling its panel (Enter or Space; Tab moves on), inside a heading when the
 * author's title was one. The panel opens with the 300 ms expand animation of SPEC 9.2 (opacity in
 * 100 ms) and none under prefers-reduced-motion; a closed panel is out of the reading and tab order.
 * Which items are open is not saved (SPEC 3.7 keeps no state for it).
 */
export default function ExpandableBlockView({ root, renderHtml }: ContentBlockViewProps) {
  const base = useId();
  const data = useMemo(() => parseExpandable(root), [root]);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  if (data.items.length === 0) return <>{renderHtml(root) as ReactNode}</>;

  const toggle = (id: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const regions = data.items.length <= MAX_REGIONS;

  const row = (item: ExpandableItem, index: number) => {
    const expanded = open.has(item.id);
    const buttonId = `${base}-b${index}`;
    const panelId = `${base}-p${index}`;
    // A title with nothing to expand is just its text.
    const button = item.content ? (
      <button type="button" id={buttonId} className="xb-toggle" aria-expanded={expanded} aria-controls={panelId} onClick={() => toggle(item.id)}>
        <span className="xb-title">{item.title}</span>
        <svg className="xb-chevron" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M7.4 8.6 12 13.2l4.6-4.6L18 10l-6 6-6-6z" />
        </svg>
      </button>
    ) : (
      <span className="xb-toggle is-static">
        <span className="xb-title">{item.title}</span>
      </span>
    );
    const Heading = item.level ? (`h${item.level}` as 'h2') : null;
    return (
      <div key={item.id} className={`xb-item${expanded ? ' is-open' : ''}`} data-item-id={item.id}>
        {Heading ? <Heading className="xb-heading">{button}</Heading> : button}
        {item.content ? (
          <div id={panelId} className="xb-panel" role={regions ? 'region' : undefined} aria-labelledby={regions ? buttonId : undefined} inert={!expanded}>
            <div className="xb-panel-inner">{renderHtml(item.content, 'block-html xb-content') as ReactNode}</div>
          </div>
        ) : null}
      </div>
    );
  };

  return (
    <div className="xb">
      {data.intro ? (renderHtml(data.intro, 'block-html xb-intro') as ReactNode) : null}
      <div className="xb-items">{data.items.map(row)}</div>
    </div>
  );
}
