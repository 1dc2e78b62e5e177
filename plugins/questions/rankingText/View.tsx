import { useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { QuestionViewProps } from '@core';
import { itemsOf, moveItem, normalizeResponse, startOrder, type Response } from './model';
import { usePointerReorder } from './usePointerReorder';
import './rankingText.css';

type Part = 'handle' | 'up' | 'down';

/**
 * SPEC 2.12 "numbered line list for ranking". Three ways to order the answers:
 * - mouse or touch: drag an answer (pointer events, so both work alike) and drop it in place;
 * - keyboard: every answer is a button; Space or Enter picks it up, ArrowUp / ArrowDown (Home / End)
 *   move it, Space or Enter drops it, Escape puts it back; leaving it with Tab drops it;
 * - the visible move-up / move-down buttons beside every answer (mouse, touch or keyboard).
 * Every pick-up, move, drop and cancel is announced with its position ("3 of 5").
 */
export default function RankingView({ question, response, onChange, disabled, labelledBy, t, announce, showCorrectAnswers }: QuestionViewProps<Response>) {
  const base = useId();
  const helpId = `${base}-help`;
  const items = useMemo(() => itemsOf(question), [question]);
  const textOf = useMemo(() => new Map(items.map((i) => [i.id, i.text])), [items]);
  const committed = useMemo(() => {
    const r = normalizeResponse(question, response);
    return r.length > 0 ? r : startOrder(question);
  }, [question, response]);

  /** The keyboard pick-up: the answer held and the order while it moves (committed on drop). */
  const [held, setHeld] = useState<{ id: string; order: string[] } | null>(null);

  const heldRef = useRef(held);
  heldRef.current = held;
  const controls = useRef(new Map<string, HTMLElement>());
  const rows = useRef(new Map<string, HTMLLIElement>());
  const focusNext = useRef<{ id: string; part: Part } | null>(null);
  const { dragOrder, onPointerDown, clickEndsDrag } = usePointerReorder({
    rows,
    committed,
    disabled,
    onDragStart: () => {
      heldRef.current = null;
      setHeld(null);
    },
    onDrop: (id, dropped) => {
      focusNext.current = { id, part: 'handle' };
      onChange(dropped);
      say('player:ranking dropped', id, dropped);
    },
  });
  const order = dragOrder?.order ?? held?.order ?? committed;
  const total = order.length;

  const setControl = (id: string, part: Part) => (el: HTMLElement | null) => {
    if (el) controls.current.set(`${id}:${part}`, el);
    else controls.current.delete(`${id}:${part}`);
  };
  const say = (key: string, id: string, list: readonly string[]) => announce(t(key, { item: textOf.get(id) ?? '', position: list.indexOf(id) + 1, total: list.length }));

  // Keep focus on the control the learner used after the list re-renders in its new order (a moved
  // node can lose focus); a move button that became disabled hands focus to its twin.
  useLayoutEffect(() => {
    const want = focusNext.current;
    if (!want) return;
    focusNext.current = null;
    const candidates: Part[] = want.part === 'handle' ? ['handle'] : want.part === 'up' ? ['up', 'down', 'handle'] : ['down', 'up', 'handle'];
    for (const part of candidates) {
      const el = controls.current.get(`${want.id}:${part}`);
      if (el && !(el as HTMLButtonElement).disabled) {
        if (document.activeElement !== el) el.focus();
        return;
      }
    }
  });


  const drop = (id: string) => {
    const h = heldRef.current;
    if (!h || h.id !== id) return;
    heldRef.current = null;
    setHeld(null);
    onChange(h.order);
    say('player:ranking dropped', id, h.order);
  };

  const onHandleClick = (id: string) => {
    if (disabled) return;
    if (clickEndsDrag()) return;
    if (held?.id === id) return drop(id);
    setHeld({ id, order: committed });
    say('player:ranking picked up', id, committed);
  };

  const onHandleKeyDown = (e: KeyboardEvent<HTMLButtonElement>, id: string) => {
    if (disabled || !held || held.id !== id) return;
    const from = held.order.indexOf(id);
    let to = from;
    if (e.key === 'ArrowUp') to = from - 1;
    else if (e.key === 'ArrowDown') to = from + 1;
    else if (e.key === 'Home') to = 0;
    else if (e.key === 'End') to = held.order.length - 1;
    else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      setHeld(null);
      focusNext.current = { id, part: 'handle' };
      say('player:ranking cancelled', id, committed);
      return;
    } else return;
    e.preventDefault();
    to = Math.max(0, Math.min(held.order.length - 1, to));
    const next = to === from ? held.order : moveItem(held.order, from, to);
    if (to !== from) setHeld({ id, order: next });
    focusNext.current = { id, part: 'handle' };
    say('player:ranking moved', id, next);
  };

  // Leaving a held answer (Tab, a click elsewhere) drops it where it is. Checked a frame later,
  // because re-ordering the list can blur the answer for a moment before it is focused again.
  const onHandleBlur = (id: string) => {
    if (heldRef.current?.id !== id) return;
    requestAnimationFrame(() => {
      if (heldRef.current?.id === id && document.activeElement !== controls.current.get(`${id}:handle`)) drop(id);
    });
  };

  const moveBy = (id: string, delta: number, part: Part) => {
    if (disabled) return;
    // A move button used while another answer is held drops that one where it is first.
    const base = heldRef.current?.order ?? committed;
    if (heldRef.current) setHeld(null);
    const from = base.indexOf(id);
    const to = from + delta;
    if (from < 0 || to < 0 || to >= base.length) return onChange(base);
    const next = moveItem(base, from, to);
    focusNext.current = { id, part };
    onChange(next);
    say('player:ranking moved', id, next);
  };

  const correctIds = items.map((i) => i.id);
  const allCorrect = order.every((id, i) => id === correctIds[i]);

  return (
    <div className="ranking" role="group" aria-labelledby={labelledBy} aria-disabled={disabled || undefined}>
      <p className="ranking-lead">{t('[rank answers in input below]')}</p>
      {!disabled ? (
        <p id={helpId} className="visually-hidden">
          {t('player:ranking help')}
        </p>
      ) : null}
      <ol className={`ranking-list ${dragOrder ? 'is-dragging' : ''}`} role="list">
        {order.map((id, index) => {
          const text = textOf.get(id) ?? '';
          const isHeld = held?.id === id || dragOrder?.id === id;
          const markCorrect = showCorrectAnswers && correctIds[index] === id;
          return (
            <li
              key={id}
              ref={(el) => {
                if (el) rows.current.set(id, el);
                else rows.current.delete(id);
              }}
              className={`ranking-item ${isHeld ? 'is-held' : ''} ${disabled ? 'is-disabled' : ''} ${markCorrect ? 'is-correct-option' : ''}`}
            >
              <span className="ranking-number" aria-hidden="true">
                {index + 1}
              </span>
              {disabled ? (
                <span className="ranking-text">{text}</span>
              ) : (
                <button
                  type="button"
                  ref={setControl(id, 'handle')}
                  className="ranking-handle"
                  aria-describedby={helpId}
                  onClick={() => onHandleClick(id)}
                  onKeyDown={(e) => onHandleKeyDown(e, id)}
                  onBlur={() => onHandleBlur(id)}
                  onPointerDown={(e) => onPointerDown(e, id)}
                >
                  <svg className="ranking-grip" viewBox="0 0 10 16" width="10" height="16" aria-hidden="true" focusable="false">
                    {[2, 8, 14].flatMap((y) => [<circle key={`a${y}`} cx="2" cy={y} r="1.5" />, <circle key={`b${y}`} cx="8" cy={y} r="1.5" />])}
                  </svg>
                  <span className="ranking-text">{text}</span>
                </button>
              )}
              {markCorrect ? <span className="correct-option-label">{t('correctOption')}</span> : null}
              {!disabled ? (
                <span className="ranking-moves">
                  <button
                    type="button"
                    ref={setControl(id, 'up')}
                    className="ranking-move"
                    aria-label={t('player:move up', { item: text })}
                    disabled={index === 0}
                    onClick={() => moveBy(id, -1, 'up')}
                  >
                    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
                      <path d="M8 3 2.5 9h3.5v4h4V9h3.5z" />
                    </svg>
                  </button>
                  <button
                    type="button"
                    ref={setControl(id, 'down')}
                    className="ranking-move"
                    aria-label={t('player:move down', { item: text })}
                    disabled={index === total - 1}
                    onClick={() => moveBy(id, 1, 'down')}
                  >
                    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
                      <path d="M8 13 2.5 7h3.5V3h4v4h3.5z" />
                    </svg>
                  </button>
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>
      {showCorrectAnswers && !allCorrect ? (
        <div className="ranking-correct" data-not-answer="">
          <p className="ranking-correct-title">{t('correctOption')}</p>
          <ol className="ranking-correct-list">
            {items.map((item) => (
              <li key={item.id}>{item.text}</li>
            ))}
          </ol>
        </div>
      ) : null}
    </div>
  );
}
