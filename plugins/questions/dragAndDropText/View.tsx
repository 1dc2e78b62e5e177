import { useEffect, useId, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent, type MouseEvent } from 'react';
import type { QuestionViewProps } from '@core';
import { areaOrder, backgroundOf, dropspotsOf, moveText, normalizeResponse, type Dropspot, type Response } from './model';
import type { LabelBox } from './labelLayout';
import { useBoardLayout } from './useBoardLayout';
import { usePointerDrag } from '../../shared/usePointerDrag';
import '../shared/choice.css';
import './dragAndDropText.css';

/** A text picked up: from the pool (from null) or from the area of dropspot `from`. */
interface Held {
  textId: string;
  from: string | null;
}

/** Where a drop lands: a dropspot's area, or back in the pool. */
const POOL = 'pool';

/**
 * The drag and drop text question: the background picture with one drop area per dropspot (its
 * top-left corner at the dropspot's x, y, scaled with the picture), and a pool of the texts not yet
 * placed (sorted alphabetically, so their order gives nothing away).
 *
 * Mouse and touch: drag a text (pointer events) onto an area, from an area to another (the two
 * swap), or back to the pool; or tap a text and then tap an area. Keyboard: Tab to a text,
 * Space or Enter picks it up and moves focus to the first area; Tab or the arrow keys go from area
 * to area (top to bottom, then left to right: the picture is never mirrored); Space or Enter drops;
 * Escape cancels. On an area holding a text, Space or Enter picks it up again and Delete sends it
 * back to the pool ("Back to the list" does the same while it is held). Pick-up, each area reached
 * while holding a text, the drop and the result are announced.
 */
export default function DragAndDropTextView({ question, response, onChange, disabled, labelledBy, t, language, mediaUrl, showCorrectAnswers, announce }: QuestionViewProps<Response>) {
  const spots = useMemo(() => dropspotsOf(question), [question]);
  const areas = useMemo(() => areaOrder(spots), [spots]);
  const background = backgroundOf(question);
  const placements = normalizeResponse(question, response);
  const onSpot = new Map(placements.map((p) => [p.spotId, p.textId]));
  const placedTexts = new Set(placements.map((p) => p.textId));
  const textOf = (id: string) => spots.find((s) => s.id === id)?.text ?? '';
  const pool = useMemo(() => {
    const collator = new Intl.Collator(language);
    return [...spots].sort((a, b) => collator.compare(a.text, b.text));
  }, [spots, language]).filter((s) => !placedTexts.has(s.id));

  const [held, setHeld] = useState<Held | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<string | null>(null);
  const quietFocus = useRef(false);
  const base = useId();
  const helpId = `${base}-help`;

  // Focus moves after the render that creates or keeps its target (a chip back in the pool, an area).
  useEffect(() => {
    const selector = pendingFocus.current;
    if (!selector) return;
    pendingFocus.current = null;
    rootRef.current?.querySelector<HTMLElement>(selector)?.focus();
  });
  const { size, boxes, boardRef, pictureLoaded } = useBoardLayout(spots, areas, Boolean(background), placements.map((p) => p.spotId));
  // After submitting nothing can be held.
  useEffect(() => {
    if (disabled) setHeld(null);
  }, [disabled]);

  const areaIndex = (spotId: string) => areas.findIndex((s) => s.id === spotId);
  const areaLabel = (spotId: string, holding = onSpot.get(spotId)) => {
    const values = { index: areaIndex(spotId) + 1, total: areas.length };
    return holding === undefined ? t('player:dnd area empty', values) : t('player:dnd area holding', { ...values, text: textOf(holding) });
  };
  const focusArea = (spotId: string, quiet = false) => {
    quietFocus.current = quiet;
    rootRef.current?.querySelector<HTMLElement>(`[data-spot-id="${CSS.escape(spotId)}"]`)?.focus();
    quietFocus.current = false;
  };

  /** Puts a text on an area (or in the pool), says what happened, and whether every text is placed. */
  const place = (textId: string, spotId: string | null) => {
    const before = normalizeResponse(question, response);
    const next = moveText(question, response, textId, spotId);
    onChange(next);
    setHeld(null);
    if (spotId === null) return announce(t('player:dnd returned', { text: textOf(textId) }));
    const messages = [t('player:dnd dropped', { text: textOf(textId), index: areaIndex(spotId) + 1, total: areas.length })];
    const occupant = before.find((p) => p.spotId === spotId && p.textId !== textId)?.textId;
    if (occupant !== undefined) {
      const movedTo = next.find((p) => p.textId === occupant)?.spotId;
      messages.push(
        movedTo === undefined
          ? t('player:dnd returned', { text: textOf(occupant) })
          : t('player:dnd dropped', { text: textOf(occupant), index: areaIndex(movedTo) + 1, total: areas.length }),
      );
    }
    if (next.length === spots.length) messages.push(t('[drag and drop question all texts are placed]'));
    announce(messages.join(' '));
  };

  const pickUp = (textId: string, from: string | null, byKeyboard: boolean) => {
    setHeld({ textId, from });
    const picked = t('player:dnd picked up', { text: textOf(textId) });
    if (byKeyboard && from === null && areas.length) {
      announce(`${picked} ${areaLabel(areas[0].id)}`);
      focusArea(areas[0].id, true);
    } else announce(picked);
  };

  const cancel = () => {
    if (!held) return;
    announce(t('player:dnd cancelled', { text: textOf(held.textId) }));
    pendingFocus.current = held.from === null ? `[data-text-id="${CSS.escape(held.textId)}"]` : null;
    setHeld(null);
  };

  const onChipClick = (e: MouseEvent<HTMLButtonElement>, textId: string) => {
    if (disabled || wasDrag()) return;
    if (held?.textId === textId) cancel();
    else pickUp(textId, null, e.detail === 0);
  };

  const onAreaClick = (e: MouseEvent<HTMLButtonElement>, spotId: string) => {
    if (disabled || wasDrag()) return;
    const holding = onSpot.get(spotId);
    if (held) place(held.textId, spotId);
    else if (holding !== undefined) pickUp(holding, spotId, e.detail === 0);
    else announce(`${areaLabel(spotId)}. ${t('player:dnd pick up first')}`);
  };

  const onAreaKeyDown = (e: KeyboardEvent<HTMLButtonElement>, spotId: string) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const i = areaIndex(spotId);
    const go = (j: number) => focusArea(areas[(j + areas.length) % areas.length].id);
    switch (e.key) {
      case 'ArrowRight':
      case 'ArrowDown':
        go(i + 1);
        break;
      case 'ArrowLeft':
      case 'ArrowUp':
        go(i - 1);
        break;
      case 'Home':
        go(0);
        break;
      case 'End':
        go(areas.length - 1);
        break;
      case 'Delete':
      case 'Backspace': {
        const holding = onSpot.get(spotId);
        if (held || holding === undefined) return;
        place(holding, null);
        break;
      }
      default:
        return;
    }
    e.preventDefault();
  };

  const onAreaFocus = (spotId: string) => {
    // While a text is held, each area reached is announced with what it holds (SPEC: announce each target).
    if (held && !quietFocus.current) announce(areaLabel(spotId));
  };

  // --- Pointer dragging (mouse, pen and touch alike) ---
  const pointer = usePointerDrag<Held>({
    rootRef,
    targetAttribute: 'dnd-target',
    ghostRelativeToRoot: true,
    disabled,
    onStart: ({ textId }) => {
      setHeld(null);
      announce(t('player:dnd picked up', { text: textOf(textId) }));
    },
    onEnd: ({ textId, from }, target) => {
      if (target === POOL) {
        if (from !== null) place(textId, null);
        else announce(t('player:dnd cancelled', { text: textOf(textId) }));
      } else if (target) place(textId, target);
      else announce(t('player:dnd cancelled', { text: textOf(textId) }));
    },
  });
  const { ghost, over, wasDrag } = pointer;
  const dragHandlers = (textId: string, from: string | null) => pointer.handlers({ textId, from });

  // Until the picture's shown width is known, the areas sit at their dropspots in % of the picture.
  const slotStyle = (s: Dropspot, box: LabelBox | undefined) =>
    box
      ? { left: box.left, top: box.top, maxWidth: box.maxWidth }
      : size
        ? { left: `${(s.x / size.width) * 100}%`, top: `${(s.y / size.height) * 100}%`, maxWidth: `${Math.max(10, (1 - s.x / size.width) * 100)}%` }
        : {};
  const areaStyle = (box: LabelBox | undefined) => (box ? ({ maxHeight: box.maxHeight, '--dnd-lines': box.lines } as CSSProperties) : undefined);
  const isOwn = (spot: Dropspot, textId: string | undefined) => textId !== undefined && (textId === spot.id || (spot.text.trim() !== '' && textOf(textId).trim() === spot.text.trim()));
  const dragging = ghost?.item.textId;

  return (
    <div
      ref={rootRef}
      className={`dnd ${held ? 'is-holding' : ''} ${dragging ? 'is-dragging' : ''}`}
      role="group"
      aria-labelledby={labelledBy}
      aria-describedby={disabled ? undefined : helpId}
      aria-disabled={disabled || undefined}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && held) {
          e.preventDefault();
          e.stopPropagation();
          cancel();
        }
      }}
    >
      {!disabled ? (
        <p id={helpId} className="dnd-help">
          {t('[put correct data in boxes on the image]')}
          <span className="visually-hidden"> {t('player:dnd keyboard help')}</span>
        </p>
      ) : null}

      <div className={`dnd-pool ${over === POOL ? 'is-over' : ''}`} role="group" aria-label={t('player:dnd pool')} data-dnd-target={disabled ? undefined : POOL}>
        {pool.length ? (
          <ul className="dnd-chips">
            {pool.map((s) => (
              <li key={s.id}>
                {disabled ? (
                  <span className="dnd-chip is-static">{s.text}</span>
                ) : (
                  <button
                    type="button"
                    className={`dnd-chip ${held?.textId === s.id ? 'is-held' : ''} ${dragging === s.id ? 'is-source' : ''}`}
                    data-text-id={s.id}
                    aria-pressed={held?.textId === s.id}
                    onClick={(e) => onChipClick(e, s.id)}
                    {...dragHandlers(s.id, null)}
                  >
                    {s.text}
                  </button>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="dnd-pool-empty">{t('[drag and drop question all texts are placed]')}</p>
        )}
        {held && held.from !== null && !disabled ? (
          <button
            type="button"
            className="btn btn-secondary dnd-return"
            dir="auto"
            data-dnd-target={POOL}
            onClick={(e) => {
              const textId = held.textId;
              if (e.detail === 0) pendingFocus.current = `[data-text-id="${CSS.escape(textId)}"]`;
              place(textId, null);
            }}
          >
            {t('player:dnd return to pool', { text: textOf(held.textId) })}
          </button>
        ) : null}
      </div>

      <div
        ref={boardRef}
        className={`dnd-board ${disabled ? 'is-disabled' : ''}`}
        style={{ aspectRatio: size ? `${size.width} / ${size.height}` : '16 / 10', width: size ? `min(100%, ${size.width}px)` : '100%' }}
        data-width={size?.width}
        data-height={size?.height}
      >
        {background ? (
          <img
            className="dnd-image"
            src={mediaUrl(background)}
            alt={t('[drag and drop question image]')}
            draggable={false}
            onLoad={(e) => pictureLoaded(e.currentTarget)}
            onError={() => pictureLoaded(null)}
          />
        ) : null}
        {size ? (
          <ul className="dnd-areas">
            {areas.map((spot, i) => {
              const holding = onSpot.get(spot.id);
              const text = holding === undefined ? null : textOf(holding);
              const own = isOwn(spot, holding);
              const judged = showCorrectAnswers ? (own ? 'is-right' : 'is-wrong') : '';
              const box = boxes?.get(spot.id);
              return (
                <li key={spot.id} className="dnd-area-slot" style={slotStyle(spot, box)}>
                  {disabled ? (
                    <div className={`dnd-area is-static ${text === null ? 'is-empty' : ''} ${box?.lines === 1 ? 'is-one-line' : ''} ${judged}`} data-spot-id={spot.id} style={areaStyle(box)} title={text ?? undefined}>
                      <span className="visually-hidden">{text === null ? areaLabel(spot.id) : `${t('player:dnd area', { index: i + 1, total: areas.length })}: `}</span>
                      <span className="dnd-area-number" aria-hidden="true">
                        {i + 1}
                      </span>
                      {showCorrectAnswers ? (
                        <span className={`dnd-verdict ${judged}`}>
                          <span aria-hidden="true">{own ? '✓' : '✗'}</span>
                          <span className="visually-hidden">{own ? t('[correct]') : t('[incorrect]')}</span>
                        </span>
                      ) : null}
                      {text === null ? null : <span className="dnd-area-text">{text}</span>}
                    </div>
                  ) : (
                    <button
                      type="button"
                      className={`dnd-area ${text === null ? 'is-empty' : ''} ${box?.lines === 1 ? 'is-one-line' : ''} ${held?.from === spot.id ? 'is-held' : ''} ${over === spot.id ? 'is-over' : ''} ${dragging && dragging === holding ? 'is-source' : ''}`}
                      data-spot-id={spot.id}
                      data-dnd-target={spot.id}
                      aria-label={areaLabel(spot.id)}
                      title={text ?? undefined}
                      style={areaStyle(box)}
                      onClick={(e) => onAreaClick(e, spot.id)}
                      onKeyDown={(e) => onAreaKeyDown(e, spot.id)}
                      onFocus={() => onAreaFocus(spot.id)}
                      {...(holding !== undefined ? dragHandlers(holding, spot.id) : {})}
                    >
                      {text === null ? (
                        <span className="dnd-area-number" aria-hidden="true">
                          {i + 1}
                        </span>
                      ) : (
                        <span className="dnd-area-text">{text}</span>
                      )}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
      {showCorrectAnswers && size ? (
        // The corrections are listed below the picture: on it they would cover each other and the picture.
        <ol className="dnd-key" data-not-answer="">
          {areas.map((spot, i) => (
            <li key={spot.id}>
              <span className="dnd-area-number" aria-hidden="true">
                {i + 1}
              </span>
              <span className="visually-hidden">{t('player:dnd area', { index: i + 1, total: areas.length })}: </span>
              <span className="correct-option-label">{t('correctOption')}</span> <span className="dnd-correction-text">{spot.text}</span>
            </li>
          ))}
        </ol>
      ) : null}
      {ghost ? (
        <span className="dnd-chip dnd-ghost" style={{ left: ghost.x, top: ghost.y }} aria-hidden="true">
          {textOf(ghost.item.textId)}
        </span>
      ) : null}
    </div>
  );
}
