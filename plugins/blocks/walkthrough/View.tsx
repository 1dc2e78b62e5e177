import { useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import type { ContentBlockViewProps } from '@core';
import { navigate, parseWalkthrough, stepIndexOf, type WalkthroughState } from './model';
import './walkthrough.css';

/**
 * A walkthrough: one step at a time ("Step 2 of 5", its picture and text), with Previous and Next
 * buttons. Each move is saved (the last two navigation history entries, SPEC 3.7), so a reload
 * returns to the same step, and announced ("Step 2 of 5: Summer"). When Next or Previous becomes
 * unavailable at either end, focus moves to the other button instead of getting lost.
 */
export default function WalkthroughView({ root, state, setState, t, announce, renderHtml }: ContentBlockViewProps<WalkthroughState>) {
  const data = useMemo(() => parseWalkthrough(root), [root]);
  const index = stepIndexOf(data, state);
  const total = data.steps.length;
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const base = useId();

  // A button that the move disabled hands focus to its twin.
  useEffect(() => {
    const active = document.activeElement;
    if (index === total - 1 && active === nextRef.current) prevRef.current?.focus();
    else if (index === 0 && active === prevRef.current) nextRef.current?.focus();
  });

  if (total === 0) return renderHtml(root) as ReactNode;
  const step = data.steps[index];
  const counter = t('[step X of Y]', { currentStepCount: index + 1, totalStepCount: total });

  const go = (to: number) => {
    if (to < 0 || to >= total || to === index) return;
    // Focus moves before the button is disabled by the re-render, so it is never dropped on <body>.
    if (to === total - 1 && document.activeElement === nextRef.current) prevRef.current?.focus();
    else if (to === 0 && document.activeElement === prevRef.current) nextRef.current?.focus();
    setState(navigate(data, index, to));
    const title = data.steps[to].title;
    const said = t('[step X of Y]', { currentStepCount: to + 1, totalStepCount: total });
    announce(title ? `${said}: ${title}` : said);
  };

  const titleId = `${base}-title`;
  const ratio = step.image && step.image.width > 0 && step.image.height > 0 ? `${step.image.width} / ${step.image.height}` : '16 / 10';

  return (
    <div className="wt">
      {data.intro ? (renderHtml(data.intro, 'block-html wt-intro') as ReactNode) : null}
      <div className="wt-panel" role="group" aria-labelledby={step.title ? titleId : undefined} aria-label={step.title ? undefined : counter}>
        <div className="wt-top">
          <p className="wt-counter" data-step-index={index}>
            {counter}
          </p>
          <ol className="wt-dots" aria-hidden="true">
            {data.steps.map((s, i) => (
              <li key={s.id} className={i === index ? 'is-current' : i < index ? 'is-done' : ''} />
            ))}
          </ol>
        </div>
        <div key={step.id} className={`wt-step ${step.image ? 'has-image' : ''}`} data-step-id={step.id}>
          {step.image ? (
            <div className="wt-media" style={{ aspectRatio: ratio }}>
              <img src={step.image.src} alt={step.image.alt} />
            </div>
          ) : null}
          <div className="wt-text">
            {step.title ? (
              <h3 id={titleId} className="wt-title">
                {step.title}
              </h3>
            ) : null}
            {renderHtml(step.body, 'block-html wt-body') as ReactNode}
          </div>
        </div>
        <div className="wt-nav">
          <button ref={prevRef} type="button" className="btn btn-secondary wt-prev" disabled={index === 0} onClick={() => go(index - 1)}>
            <svg className="wt-arrow is-back" viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
              <path d="M12.5 4l-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            {t('[previous]')}
          </button>
          <button ref={nextRef} type="button" className="btn btn-primary wt-next" disabled={index === total - 1} onClick={() => go(index + 1)}>
            {t('[next]')}
            <svg className="wt-arrow" viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
              <path d="M7.5 4l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        </div>
      </div>
    </div>
  );
}
