import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { isRtlLanguage, type ContentBlockViewProps } from '@core';
import { isRightPlacement, normalizePlacements, parseCardSorting, place, shuffledCards, tally, type Card, type Placements } from './model';
import { usePointerDrag } from '../../shared/usePointerDrag';
import './cardSorting.css';

const POOL = '__pool__';

interface Held {
  cardId: string;
  /** Picked up with the keyboard (focus walks the categories) or by a tap (the learner taps a category). */
  byKeyboard: boolean;
}

/** An element to focus after the next render: the first match of `selector`, or the one whose `attr` is `value`. */
interface Wanted {
  selector: string;
  attr?: string;
  value?: string;
}

function find(root: HTMLElement | null, { selector, attr, value }: Wanted): HTMLElement | null {
  const all = Array.from(root?.querySelectorAll<HTMLElement>(selector) ?? []);
  return (attr ? all.find((el) => el.getAttribute(attr) === value) : all[0]) ?? null;
}

/**
 * Card sorting: the cards, shuffled the same way on every visit (seeded by the block id), are sorted
 * into the author's categories. Each placement says at once, in words, whether it is right ("Correct"
 * or "Incorrect" on the card, and in the announcement), so the learner learns card by card and can
 * move a wrong card again; when every card is placed a summary counts the right ones.
 *
 * Mouse and touch (pointer events): drag a card onto a category; or tap a card, then tap a category.
 * Keyboard: Space or Enter on a card picks it up and moves focus to the first category; the arrow
 * keys or Tab / Shift+Tab go from category to category (each announced with "Press Enter to put the
 * card in category …"); Space or Enter drops the card there; Escape cancels and returns focus to the
 * card. A placed card can be picked up again the same ways. "Try again" clears every placement.
 */
export default function CardSortingView({ root, block, state, setState, t, language, announce, renderHtml }: ContentBlockViewProps<Placements>) {
  const data = useMemo(() => parseCardSorting(root), [root]);
  const order = useMemo(() => shuffledCards(data.cards, block.id), [data, block.id]);
  const placements = useMemo(() => normalizePlacements(data, state), [data, state]);
  const counts = tally(data, placements);
  const pool = order.filter((c) => placements[c.id] === undefined);
  const rtl = isRtlLanguage(language);

  const [held, setHeld] = useState<Held | null>(null);
  const [focusedCategory, setFocusedCategory] = useState<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<Wanted | null>(null);
  const quietFocus = useRef(false);
  const base = useId();
  const helpId = `${base}-help`;

  useEffect(() => {
    const wanted = pendingFocus.current;
    if (!wanted) return;
    pendingFocus.current = null;
    find(rootRef.current, wanted)?.focus();
  });

  if (data.categories.length === 0) return renderHtml(root) as ReactNode;

  const cardOf = (id: string): Card | undefined => data.cards.find((c) => c.id === id);
  const cardName = (id: string) => {
    const card = cardOf(id);
    return card ? card.text || card.image?.alt || '' : '';
  };
  const titleOf = (categoryId: string) => {
    const i = data.categories.findIndex((c) => c.id === categoryId);
    return data.categories[i]?.title || t('[category x]', { x: i + 1 });
  };
  const cardSelector = (id: string) => ({ selector: '.cs-card', attr: 'data-card-id', value: id });

  const focusCategory = (categoryId: string, quiet = false) => {
    quietFocus.current = quiet;
    find(rootRef.current, { selector: '.cs-target', attr: 'data-category-id', value: categoryId })?.focus();
    quietFocus.current = false;
  };

  const drop = (cardId: string, categoryId: string, byKeyboard: boolean) => {
    const next = place(placements, cardId, categoryId);
    setState(next);
    setHeld(null);
    const right = isRightPlacement(data, next, cardId);
    const messages = [t('player:cards placed', { card: cardName(cardId), category: titleOf(categoryId), verdict: right ? t('[correct]') : t('[incorrect]') })];
    const after = tally(data, next);
    if (after.placed === after.total) messages.push(t('[you correctly completed X items out of Y]', { correctQuestionsCount: after.right, totalQuestionsCount: after.total }));
    announce(messages.join(' '));
    if (byKeyboard) {
      // Carry on with the next card still to sort; with none left, stay on the card just placed.
      const wasInPool = pool.findIndex((c) => c.id === cardId);
      const rest = pool.filter((c) => c.id !== cardId);
      const nextCard = wasInPool >= 0 ? rest[Math.min(wasInPool, rest.length - 1)] : undefined;
      pendingFocus.current = cardSelector(nextCard?.id ?? cardId);
    }
  };

  const pickUp = (cardId: string, byKeyboard: boolean) => {
    setHeld({ cardId, byKeyboard });
    const picked = t('player:cards picked up', { card: cardName(cardId) });
    if (byKeyboard) {
      const first = placements[cardId] ?? data.categories[0].id;
      setFocusedCategory(first);
      announce(`${picked} ${t('[press enter on the category]', { x: titleOf(first) })}`);
      focusCategory(first, true);
    } else announce(`${picked} ${t('[tap on the category]')}`);
  };

  const cancel = () => {
    if (!held) return;
    announce(t('player:cards cancelled', { card: cardName(held.cardId) }));
    pendingFocus.current = cardSelector(held.cardId);
    setHeld(null);
  };

  const reset = () => {
    setHeld(null);
    setState(null);
    announce(t('player:cards reset'));
    pendingFocus.current = { selector: '.cs-pool .cs-card' };
  };

  const onCardClick = (e: MouseEvent<HTMLButtonElement>, cardId: string) => {
    e.stopPropagation();
    if (wasDrag()) return;
    if (held?.cardId === cardId) return cancel();
    // Tapping a placed card while holding another drops the held one in that card's category.
    const home = placements[cardId];
    if (held && home !== undefined) return drop(held.cardId, home, e.detail === 0);
    pickUp(cardId, e.detail === 0);
  };

  const onCategoryClick = (e: MouseEvent<HTMLElement>, categoryId: string) => {
    if (wasDrag()) return;
    if (held) drop(held.cardId, categoryId, e.detail === 0 || held.byKeyboard);
    else if ((e.target as HTMLElement).closest('.cs-target')) announce(t('player:cards pick up first'));
  };

  const onTargetKeyDown = (e: KeyboardEvent<HTMLButtonElement>, categoryId: string) => {
    if (e.altKey || e.ctrlKey || e.metaKey || !held) return;
    const i = data.categories.findIndex((c) => c.id === categoryId);
    const n = data.categories.length;
    const go = (j: number) => focusCategory(data.categories[(j + n) % n].id);
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    switch (e.key) {
      case forward:
      case 'ArrowDown':
        go(i + 1);
        break;
      case backward:
      case 'ArrowUp':
        go(i - 1);
        break;
      case 'Home':
        go(0);
        break;
      case 'End':
        go(n - 1);
        break;
      case 'Tab':
        // While a card is held, Tab walks the categories (they are next to each other in the tab
        // order anyway; this keeps it so when a category lists placed cards). Past the last one it
        // leaves the block as usual.
        if (e.shiftKey ? i === 0 : i === n - 1) return;
        go(e.shiftKey ? i - 1 : i + 1);
        break;
      default:
        return;
    }
    e.preventDefault();
  };

  const onTargetFocus = (categoryId: string) => {
    setFocusedCategory(categoryId);
    if (held && !quietFocus.current) announce(t('[press enter on the category]', { x: titleOf(categoryId) }));
  };

  // --- Pointer dragging (mouse, pen and touch alike) ---
  const pointer = usePointerDrag<string>({
    rootRef,
    targetAttribute: 'cs-target',
    onStart: (cardId) => {
      setHeld(null);
      announce(t('player:cards picked up', { card: cardName(cardId) }));
    },
    onEnd: (cardId, target) => {
      if (target && target !== POOL) drop(cardId, target, false);
      else announce(t('player:cards cancelled', { card: cardName(cardId) }));
    },
  });
  const { ghost, over, wasDrag } = pointer;
  const dragHandlers = pointer.handlers;

  const cardFace = (card: Card) => (
    <>
      {card.image ? (
        <span className="cs-card-image">
          <img src={card.image.src} alt={card.image.alt} draggable={false} />
        </span>
      ) : null}
      {card.text ? <span className="cs-card-text">{card.text}</span> : null}
    </>
  );

  const hint = held ? (held.byKeyboard ? t('[press enter on the category]', { x: titleOf(focusedCategory ?? data.categories[0].id) }) : t('[tap on the category]')) : null;
  const allPlaced = data.cards.length > 0 && counts.placed === counts.total;

  return (
    <div
      ref={rootRef}
      className={`cs ${held ? 'is-holding' : ''} ${ghost ? 'is-dragging' : ''}`}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && held) {
          e.preventDefault();
          e.stopPropagation();
          cancel();
        }
      }}
    >
      {data.intro ? renderHtml(data.intro, 'block-html cs-intro') as ReactNode : null}
      <p id={helpId} className="visually-hidden">
        {t('player:cards help')}
      </p>

      <div className={`cs-pool ${over === POOL ? 'is-over' : ''}`} data-cs-target={POOL}>
        {pool.length > 0 ? (
          <ul className="cs-cards" aria-label={t('[card sorting card aria]')}>
            {pool.map((card) => (
              <li key={card.id}>
                <button
                  type="button"
                  className={`cs-card ${held?.cardId === card.id ? 'is-held' : ''} ${ghost?.item === card.id ? 'is-source' : ''}`}
                  data-card-id={card.id}
                  aria-pressed={held?.cardId === card.id}
                  aria-describedby={helpId}
                  onClick={(e) => onCardClick(e, card.id)}
                  {...dragHandlers(card.id)}
                >
                  {cardFace(card)}
                </button>
              </li>
            ))}
          </ul>
        ) : data.cards.length === 0 ? (
          <p className="cs-pool-note">{t('[no cards added]')}</p>
        ) : null}
        {allPlaced ? (
          <p className="cs-summary">
            {t('[you correctly completed X items out of Y]', { correctQuestionsCount: counts.right, totalQuestionsCount: counts.total })}
          </p>
        ) : null}
        {hint ? (
          <p className="cs-hint" aria-hidden="true">
            {hint}
          </p>
        ) : null}
      </div>

      <div className="cs-categories">
        {data.categories.map((category, i) => {
          const title = category.title || t('[category x]', { x: i + 1 });
          const inside = order.filter((c) => placements[c.id] === category.id);
          const listId = `${base}-cat-${i}`;
          return (
            <div
              key={category.id}
              className={`cs-category ${over === category.id ? 'is-over' : ''}`}
              data-cs-target={category.id}
              role="group"
              aria-labelledby={`${listId}-title`}
              onClick={(e) => onCategoryClick(e, category.id)}
            >
              <button
                type="button"
                className="cs-target"
                data-category-id={category.id}
                tabIndex={held ? 0 : -1}
                aria-label={t('[category x]', { x: category.title || i + 1 })}
                aria-describedby={listId}
                onKeyDown={(e) => onTargetKeyDown(e, category.id)}
                onFocus={() => onTargetFocus(category.id)}
                onBlur={() => setFocusedCategory((f) => (f === category.id ? null : f))}
              >
                <span id={`${listId}-title`} className="cs-category-title">
                  {title}
                </span>
                <span className="cs-count" aria-hidden="true">
                  {inside.length}
                </span>
              </button>
              {inside.length > 0 ? (
                <ul id={listId} className="cs-placed">
                  {inside.map((card) => {
                    const right = placements[card.id] === card.categoryId;
                    return (
                      <li key={card.id} className={`cs-placed-item ${right ? 'is-right' : 'is-wrong'}`}>
                        <button
                          type="button"
                          className={`cs-card is-placed ${held?.cardId === card.id ? 'is-held' : ''} ${ghost?.item === card.id ? 'is-source' : ''}`}
                          data-card-id={card.id}
                          data-verdict={right ? 'correct' : 'incorrect'}
                          aria-pressed={held?.cardId === card.id}
                          aria-describedby={helpId}
                          tabIndex={held && held.cardId !== card.id ? -1 : 0}
                          onClick={(e) => onCardClick(e, card.id)}
                          {...dragHandlers(card.id)}
                        >
                          {cardFace(card)}
                          <span className={`cs-verdict ${right ? 'is-right' : 'is-wrong'}`}>
                            <span className="cs-verdict-icon" aria-hidden="true">
                              {right ? '✓' : '✗'}
                            </span>
                            <span className="visually-hidden">: </span>
                            {right ? t('[correct]') : t('[incorrect]')}
                          </span>
                        </button>
                      </li>
                    );
                  })}
                </ul>
              ) : (
                <p id={listId} className="cs-empty">
                  {t('[no cards in category]')}
                </p>
              )}
            </div>
          );
        })}
      </div>

      {counts.placed > 0 ? (
        <div className="cs-actions">
          <button type="button" className="btn btn-secondary cs-reset" onClick={reset}>
            {t('[try again]')}
          </button>
        </div>
      ) : null}

      {ghost ? (
        <span className="cs-card cs-ghost" style={{ left: ghost.x, top: ghost.y }} aria-hidden="true">
          {cardFace(cardOf(ghost.item)!)}
        </span>
      ) : null}
    </div>
  );
}
