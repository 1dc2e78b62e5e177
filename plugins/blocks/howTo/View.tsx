import { useMemo, type ReactNode } from 'react';
import type { ContentBlockViewProps } from '@core';
import { useChildFragments } from '../shared/childFragments';
import { parseInlineSteps, stepsFromChildren } from './model';
import './howTo.css';

/**
 * How-to guide (SPEC 2.12): every step listed, in order, as a numbered list ('[how to]'), each step
 * headed '[step X of Y]'. All steps stay in view, so the guide reads straight through with a screen
 * reader, prints whole and needs no controls (nothing to operate, nothing hidden); its links and
 * media are reached with Tab as usual. The view owns the block's children (its howToItem steps):
 * while they load, the space of the list is held so the page does not jump.
 */
export default function HowToView({ root, block, loadChild, renderHtml, t }: ContentBlockViewProps) {
  const inline = useMemo(() => parseInlineSteps(root), [root]);
  const children = useChildFragments(block.children, loadChild, inline.steps.length === 0);
  const data = useMemo(() => (inline.steps.length > 0 ? inline : children ? stepsFromChildren(root, children) : null), [inline, children, root]);

  if (!data) {
    return (
      <div className="ht">
        {inline.intro.map((el, i) => (
          <div key={i}>{renderHtml(el, 'block-html ht-intro') as ReactNode}</div>
        ))}
        <div className="ht-skeleton block-skeleton" aria-hidden="true" style={{ minHeight: `${Math.max(1, block.children.length) * 8}rem` }} />
      </div>
    );
  }
  if (data.steps.length === 0) {
    return <>{data.intro.map((el, i) => <div key={i}>{renderHtml(el) as ReactNode}</div>)}</>;
  }
  const total = data.steps.length;
  return (
    <div className="ht">
      {data.intro.map((el, i) => (
        <div key={i}>{renderHtml(el, 'block-html ht-intro') as ReactNode}</div>
      ))}
      <ol className="ht-steps" aria-label={t('[how to]')}>
        {data.steps.map((step, i) => (
          <li key={step.id} className="ht-step" data-step-id={step.id}>
            <span className="ht-number" aria-hidden="true">
              {i + 1}
            </span>
            <div className="ht-body">
              <p className="ht-label">{t('[step X of Y]', { currentStepCount: i + 1, totalStepCount: total })}</p>
              {step.parts.map((part, j) => (
                <div key={j}>{renderHtml(part, 'block-html ht-content') as ReactNode}</div>
              ))}
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
