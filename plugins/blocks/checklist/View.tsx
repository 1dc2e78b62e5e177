import { useId, useMemo, type ReactNode } from 'react';
import type { ContentBlockViewProps } from '@core';
import { useChildFragments } from '../shared/childFragments';
import { countChecked, isChecked, itemsFromChildren, parseInlineItems, readState, withTick, type ChecklistState } from './model';
import './checklist.css';

/**
 * Checklist (SPEC 2.12): each item a real checkbox with the item's text as its label (Tab to an
 * item, Space ticks it; a click or tap on the text ticks it too). A progress line above the list
 * ('[progress]' n/total, '[completed]' when all are ticked) is announced after every change. Ticks
 * are saved through setState under the checklistItems field (SPEC 3.7), so they come back after a
 * reload and go on a retake (SPEC 4.5). The view owns the block's children (its checklistItem
 * entries): while they load, the list's space is held so the page does not jump.
 */
export default function ChecklistView({ root, block, loadChild, renderHtml, t, announce, state, setState }: ContentBlockViewProps<ChecklistState>) {
  const base = useId();
  const inline = useMemo(() => parseInlineItems(root), [root]);
  const children = useChildFragments(block.children, loadChild, inline.items.length === 0);
  const data = useMemo(() => (inline.items.length > 0 ? inline : children ? itemsFromChildren(root, children) : null), [inline, children, root]);
  const ticks = useMemo(() => readState(state), [state]);

  const intro = (list: Element[]) =>
    list.map((el, i) => <div key={i}>{renderHtml(el, 'block-html cl-intro') as ReactNode}</div>);

  if (!data) {
    return (
      <div className="cl">
        {intro(inline.intro)}
        <div className="cl-skeleton block-skeleton" aria-hidden="true" style={{ minHeight: `${2.5 + Math.max(1, block.children.length) * 3.25}rem` }} />
      </div>
    );
  }
  if (data.items.length === 0) return <>{data.intro.map((el, i) => <div key={i}>{renderHtml(el) as ReactNode}</div>)}</>;

  const total = data.items.length;
  const done = countChecked(ticks, data.items);
  const progress = (n: number) => `${t('[progress]')}: ${n}/${total}`;
  const onToggle = (id: string, checked: boolean) => {
    const next = withTick(ticks, id, checked);
    setState(next);
    const n = countChecked(next, data.items);
    announce(n === total ? `${progress(n)}. ${t('[completed]')}` : progress(n));
  };

  return (
    <div className={`cl${done === total ? ' is-complete' : ''}`}>
      {intro(data.intro)}
      <div className="cl-progress">
        <p className="cl-progress-text">
          <span>{progress(done)}</span>
          {done === total ? (
            <span className="cl-completed">
              <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" />
              </svg>
              {t('[completed]')}
            </span>
          ) : null}
        </p>
        <div className="cl-bar" aria-hidden="true">
          <span style={{ inlineSize: `${(100 * done) / total}%` }} />
        </div>
      </div>
      <ul className="cl-items" role="list" aria-label={t('[checklist]')}>
        {data.items.map((item, i) => {
          const checked = isChecked(ticks, item.id);
          const id = `${base}-item-${i}`;
          return (
            <li key={item.id} className={`cl-item${checked ? ' is-checked' : ''}`} data-item-id={item.id}>
              <input type="checkbox" id={id} className="cl-box" checked={checked} onChange={(e) => onToggle(item.id, e.currentTarget.checked)} />
              <label htmlFor={id} className="cl-label">
                {item.parts.map((part, j) => (
                  <span key={j} className="cl-part">
                    {renderHtml(part, 'block-html cl-content') as ReactNode}
                  </span>
                ))}
              </label>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
