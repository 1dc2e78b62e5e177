import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ContentBlockViewProps } from '@core';
import { initials, parseRoleplay } from './model';
import './roleplayBlock.css';

/**
 * A role-play conversation: an ordered list of turns (speaker, role, line), chat style. Revealed one
 * turn at a time with "Continue" (each new line is announced with its speaker), or shown whole when
 * the fragment says data-reveal="all"; when all is shown, "Restart" starts it again. Focus stays on
 * the control the learner used, or moves to the one that replaces it. Not saved.
 */
export default function RoleplayView({ root, t, announce, renderHtml }: ContentBlockViewProps) {
  const data = useMemo(() => parseRoleplay(root), [root]);
  const total = data.turns.length;
  const [revealed, setRevealed] = useState(data.stepwise ? 1 : total);
  const continueRef = useRef<HTMLButtonElement>(null);
  const replayRef = useRef<HTMLButtonElement>(null);
  const focusWanted = useRef<'continue' | 'replay' | null>(null);

  useEffect(() => {
    const want = focusWanted.current;
    if (!want) return;
    focusWanted.current = null;
    (want === 'continue' ? continueRef : replayRef).current?.focus();
  });

  if (total === 0) return renderHtml(root) as ReactNode;
  const shown = Math.min(Math.max(revealed, 1), total);
  const more = shown < total;
  const say = (i: number) => {
    const turn = data.turns[i];
    return turn.speaker ? `${turn.speaker}: ${turn.text}` : turn.text;
  };

  const next = () => {
    const to = shown + 1;
    setRevealed(to);
    announce(say(to - 1));
    if (to >= total) focusWanted.current = 'replay';
  };
  const replay = () => {
    setRevealed(1);
    announce(say(0));
    focusWanted.current = 'continue';
  };

  return (
    <div className="rp">
      {data.intro ? (renderHtml(data.intro, 'block-html rp-intro') as ReactNode) : null}
      <ol className="rp-turns">
        {data.turns.slice(0, shown).map((turn, i) => (
          <li key={i} className={`rp-turn is-side-${turn.side}`}>
            <span className="rp-avatar" aria-hidden="true">
              {turn.avatar ? <img src={turn.avatar.src} alt="" /> : <span className="rp-initials">{initials(turn.speaker) || '…'}</span>}
            </span>
            <div className="rp-bubble">
              {turn.speaker ? (
                <p className="rp-speaker">
                  <span className="rp-name">{turn.speaker}</span>
                  {turn.role ? <span className="rp-role">{turn.role}</span> : null}
                  <span className="visually-hidden">:</span>
                </p>
              ) : null}
              {renderHtml(turn.content, 'block-html rp-line') as ReactNode}
            </div>
          </li>
        ))}
      </ol>
      {data.stepwise && total > 1 ? (
        <div className="rp-actions">
          {more ? (
            <button ref={continueRef} type="button" className="btn btn-primary rp-continue" onClick={next}>
              {t('[continue]')}
            </button>
          ) : (
            <button ref={replayRef} type="button" className="btn btn-secondary rp-replay" onClick={replay}>
              {t('[restart]')}
            </button>
          )}
        </div>
      ) : null}
    </div>
  );
}
