import { useEffect, useId, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import type { QuestionViewProps } from '@core';
import '../shared/choice.css';
import './textMatching.css';
import { matchingOf, normalizeResponse, offeredValues, rowIsRight, type Pair, type Response } from './model';

interface Drag {
  valueId: string;
  x: number;
  y: number;
  /** Where the chip was grabbed, from its corner. */
  dx: number;
  dy: number;
  width: number;
  over: string | null;
}

/** A value the select arrowed onto, taken from another key: handed back if the learner arrows on. */
interface Borrow {
  row: string;
  value: string;
  from: string;
}

const EDGE = 56;
/** A select changed by arrow keys changes at every step: its match is announced once it settles. */
const SETTLE_MS = 600;
const clip = (text: string, max = 32) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/**
 * Matching (SPEC 3.4): each key has a native select of the values, in an order shuffled per question:
 * the keyboard and screen-reader way to answer, and always available. For mouse and touch, the
 * values not yet used are also chips that can be dragged onto a key. A value belongs to one key at
 * a time: choosing it for another key moves it there, which is announced.
 */
export default function TextMatchingView({ question, response, onChange, disabled, labelledBy, t, showCorrectAnswers, announce }: QuestionViewProps<Response>) {
  const idBase = useId();
  const data = useMemo(() => matchingOf(question), [question]);
  const offered = useMemo(() => offeredValues(question.id, data.values), [question.id, data.values]);
  const matches = normalizeResponse(data, response);
  const borrow = useRef<Borrow | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const pending = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(pending.current), []);
  const say = (message: string, via: 'select' | 'drop') => {
    window.clearTimeout(pending.current);
    if (via === 'drop') announce(message);
    else pending.current = window.setTimeout(() => announce(message), SETTLE_MS);
  };

  const valueOf = (id: string | undefined): Pair | undefined => data.values.find((v) => v.id === id);
  const holderOf = (valueId: string, except?: string): Pair | undefined => data.rows.find((r) => r.id !== except && matches[r.id] === valueId);

  const assign = (rowId: string, valueId: string | null, via: 'select' | 'drop') => {
    if (disabled) return;
    const row = data.rows.find((r) => r.id === rowId);
    if (!row) return;
    const next: Response = { ...matches };
    // Arrow keys on a closed select change it at every step: a value it passed over goes back.
    const b = borrow.current;
    borrow.current = null;
    if (via === 'select' && b && b.row === rowId && next[rowId] === b.value && next[b.from] === undefined && valueId !== b.value) next[b.from] = b.value;
    if (valueId === null) {
      window.clearTimeout(pending.current);
      delete next[rowId];
      onChange(normalizeResponse(data, next));
      return;
    }
    const from = data.rows.find((r) => r.id !== rowId && next[r.id] === valueId);
    if (from) {
      delete next[from.id];
      if (via === 'select') borrow.current = { row: rowId, value: valueId, from: from.id };
    }
    next[rowId] = valueId;
    onChange(normalizeResponse(data, next));
    const chosen = `${row.key} — ${t('[label your choice is]')} ${valueOf(valueId)?.value ?? ''}`;
    // A move also says that the other key is now without a value.
    say(from ? `${chosen}. ${from.key} — ${t('[placeholder dropdown]')}` : chosen, via);
  };

  const rowAt = (x: number, y: number): string | null => {
    const el = document.elementFromPoint?.(x, y)?.closest('[data-tm-row]');
    return el && root.current?.contains(el) ? el.getAttribute('data-tm-row') : null;
  };
  const startDrag = (e: ReactPointerEvent<HTMLElement>, valueId: string) => {
    if (disabled || (e.pointerType === 'mouse' && e.button !== 0)) return;
    e.preventDefault();
    const rect = e.currentTarget.getBoundingClientRect();
    e.currentTarget.setPointerCapture?.(e.pointerId);
    setDrag({ valueId, x: e.clientX, y: e.clientY, dx: e.clientX - rect.left, dy: e.clientY - rect.top, width: rect.width, over: null });
  };
  const moveDrag = (e: ReactPointerEvent<HTMLElement>) => {
    if (!drag) return;
    if (e.clientY < EDGE) window.scrollBy(0, -12);
    else if (e.clientY > window.innerHeight - EDGE) window.scrollBy(0, 12);
    setDrag({ ...drag, x: e.clientX, y: e.clientY, over: rowAt(e.clientX, e.clientY) });
  };
  const endDrag = (e: ReactPointerEvent<HTMLElement>) => {
    if (!drag) return;
    const over = rowAt(e.clientX, e.clientY);
    setDrag(null);
    if (over) assign(over, drag.valueId, 'drop');
  };

  const free = offered.filter((v) => holderOf(v.id) === undefined);
  const dragged = drag ? valueOf(drag.valueId) : undefined;

  return (
    <div ref={root} className={`tm ${drag ? 'is-dragging' : ''}`} role="group" aria-labelledby={labelledBy} aria-disabled={disabled || undefined}>
      {!disabled ? (
        // For mouse and touch only: every value is also in each key's select, which is what keyboards and screen readers use.
        <div className="tm-pool" aria-hidden="true">
          {free.length > 0 ? (
            free.map((v) => (
              <span
                key={v.id}
                className={`tm-chip ${drag?.valueId === v.id ? 'is-lifted' : ''}`}
                data-value-id={v.id}
                onPointerDown={(e) => startDrag(e, v.id)}
                onPointerMove={moveDrag}
                onPointerUp={endDrag}
                onPointerCancel={() => setDrag(null)}
              >
                <svg className="tm-grip" width="10" height="16" viewBox="0 0 10 16" aria-hidden="true" focusable="false">
                  <circle cx="2.5" cy="3" r="1.5" /><circle cx="7.5" cy="3" r="1.5" /><circle cx="2.5" cy="8" r="1.5" />
                  <circle cx="7.5" cy="8" r="1.5" /><circle cx="2.5" cy="13" r="1.5" /><circle cx="7.5" cy="13" r="1.5" />
                </svg>
                {v.value}
              </span>
            ))
          ) : (
            <span className="tm-pool-done">{t('[allItemsPlaced]')}</span>
          )}
        </div>
      ) : null}
      <ul className="tm-rows">
        {data.rows.map((row, i) => {
          const id = `${idBase}-key-${i}`;
          const wrong = showCorrectAnswers && !rowIsRight(data, matches, row);
          return (
            <li key={row.id} className={`tm-row ${drag?.over === row.id ? 'is-target' : ''} ${wrong ? 'is-wrong' : ''}`} data-tm-row={row.id}>
              <label className="tm-key" htmlFor={id}>
                {row.key}
              </label>
              <div className="tm-choice">
                <select
                  id={id}
                  className="tm-select"
                  value={matches[row.id] ?? ''}
                  disabled={disabled}
                  onChange={(e) => assign(row.id, e.target.value || null, 'select')}
                  onBlur={() => {
                    if (borrow.current?.row === row.id) borrow.current = null;
                  }}
                >
                  <option value="">{t('[placeholder dropdown]')}</option>
                  {offered.map((v) => {
                    const holder = holderOf(v.id, row.id);
                    return (
                      <option key={v.id} value={v.id}>
                        {holder ? `${v.value} (${clip(holder.key)})` : v.value}
                      </option>
                    );
                  })}
                </select>
                {wrong ? (
                  <p className="tm-correct">
                    <span className="correct-option-label">{t('correctOption')}</span> <span className="tm-correct-text">{row.value}</span>
                  </p>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      {drag && dragged ? (
        <span className="tm-chip tm-ghost" aria-hidden="true" style={{ left: drag.x - drag.dx, top: drag.y - drag.dy, width: drag.width }}>
          {dragged.value}
        </span>
      ) : null}
    </div>
  );
}
