import { useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import type { ContentBlockViewProps } from '@core';
import { shorten } from '../shared/fragmentText';
import { parseFlipCards, toggleFlip, type FlipCard } from './model';
import './flipCards.css';

/**
 * Flip cards (SPEC 2.12): a grid of cards, each with a front and a back side.
 * - Flipping: a real button per card (click, tap, Enter or Space); a click or tap anywhere else on
 *   the card flips it too. aria-pressed says whether the back is showing. The button's name is
 *   '[click to flip]' plus the front's text, so a list of buttons tells the cards apart.
 * - Screen readers: the side facing away is inert (out of the reading order and the tab order, like
 *   it is out of sight); on a flip the side that comes into view is announced, and it is then in the
 *   reading order in its place.
 * - Both sides share one grid cell, so a card is as tall as its taller side and does not jump when
 *   flipped; the grid rows are equal, so all cards are as tall as the tallest.
 * - Motion: a 3D turn; under prefers-reduced-motion a plain swap of the sides (no turn).
 */
export default function FlipCardsView({ root, renderHtml, t, announce }: ContentBlockViewProps) {
  const data = useMemo(() => parseFlipCards(root), [root]);
  const [flipped, setFlipped] = useState<ReadonlySet<string>>(() => new Set());
  if (data.cards.length === 0) return <>{renderHtml(root) as ReactNode}</>;

  const flip = (card: FlipCard) => {
    const next = toggleFlip(flipped, card.id);
    setFlipped(next);
    const text = next.has(card.id) ? card.backText : card.frontText;
    if (text) announce(text);
  };
  const onCardClick = (e: MouseEvent<HTMLElement>, card: FlipCard) => {
    // Something of its own to operate inside the card (the button, an author's link) is left alone.
    const control = (e.target as Element).closest('a, button, input, select, textarea, summary, label, [tabindex]');
    if (control && e.currentTarget.contains(control)) return;
    if ((window.getSelection?.()?.toString() ?? '') !== '') return;
    flip(card);
  };
  const label = t('[click to flip]');

  return (
    <div className="fc">
      {data.intro ? (renderHtml(data.intro, 'block-html fc-intro') as ReactNode) : null}
      <ul className="fc-list" role="list">
        {data.cards.map((card) => {
          const on = flipped.has(card.id);
          return (
            // A click or tap anywhere on the card flips it too (not on a link of the author's, nor
            // when the learner is selecting text); the button is the keyboard's and screen readers' way.
            <li key={card.id} className={`fc-card${on ? ' is-flipped' : ''}`} data-card-id={card.id} onClick={(e) => onCardClick(e, card)}>
              <div className="fc-inner">
                <div className="fc-face fc-front" inert={on}>
                  {renderHtml(card.front, 'block-html fc-content') as ReactNode}
                </div>
                <div className="fc-face fc-back" inert={!on}>
                  {renderHtml(card.back, 'block-html fc-content') as ReactNode}
                </div>
              </div>
              <button
                type="button"
                className="fc-button"
                aria-pressed={on}
                aria-label={card.frontText ? `${label}: ${shorten(card.frontText)}` : label}
                onClick={() => flip(card)}
              >
                <svg className="fc-icon" width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M12 5V2L8 6l4 4V7a5 5 0 0 1 4.9 6l1.5 1.5A7 7 0 0 0 12 5Zm-4.9 3.5L5.6 7A7 7 0 0 0 12 19v3l4-4-4-4v3a5 5 0 0 1-4.9-8.5Z" />
                </svg>
                <span>{label}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
