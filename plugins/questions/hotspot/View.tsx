import { useId, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { QuestionViewProps } from '@core';
import { interiorPoint, type Point } from './geometry';
import { hotspotOf, normalizeResponse, type Hotspot, type Response } from './model';
import '../shared/choice.css';
import './hotspot.css';

interface Size {
  width: number;
  height: number;
}

/** Radius of a marker on screen, in CSS pixels: a click or the cursor this close to one removes it. */
const MARKER_RADIUS = 14;

/** When the image gives no size of its own (it failed to load), the spots' extent stands in for it. */
function fallbackSize(spots: Point[][]): Size {
  const points = spots.flat();
  const maxX = Math.max(0, ...points.map((p) => p.x));
  const maxY = Math.max(0, ...points.map((p) => p.y));
  return { width: maxX > 0 ? Math.ceil(maxX * 1.1) : 800, height: maxY > 0 ? Math.ceil(maxY * 1.1) : 500 };
}

const percent = (value: number, of: number) => Math.round((value / of) * 100);

function place(p: Point, size: Size): Record<string, number> {
  return { across: percent(p.x, size.width), down: percent(p.y, size.height) };
}

/**
 * The hotspot question: the background image, the learner's markers over it and, after submitting
 * with showCorrectAnswers, the spots outlined.
 *
 * Mouse and touch: a click or tap on the picture places a marker (moves it, without isMultiple);
 * a click on a marker removes it. Keyboard: the picture is one focusable control (role application)
 * with a crosshair cursor: the arrow keys move it by 1% of the picture (Shift: 10%), Space or Enter
 * places a marker there or removes the one under it, Delete or Backspace removes the last marker.
 * The picture is never mirrored, so neither are the arrow keys in right-to-left languages. Every
 * change is announced in words (percentages across and down, and the number of markers).
 *
 * Coordinates are the background image's own pixels: the image is shown from mediaUrl at its
 * natural size or smaller (never resized by the server, which would change its pixel space), and
 * every position is kept as a percentage of it, so any displayed size maps back exactly.
 */
export default function HotspotView({ question, response, onChange, disabled, labelledBy, t, mediaUrl, showCorrectAnswers, announce }: QuestionViewProps<Response>) {
  const data: Hotspot = useMemo(() => hotspotOf(question), [question]);
  const markers = normalizeResponse(question, response);
  const [loaded, setLoaded] = useState<Size | null>(null);
  const size = loaded ?? (data.background ? null : fallbackSize(data.spots));
  const [cursor, setCursor] = useState<Point | null>(null);
  const [keyboard, setKeyboard] = useState(false);
  const [focused, setFocused] = useState(false);
  const boardRef = useRef<HTMLDivElement>(null);
  const base = useId();
  const helpId = `${base}-help`;
  const statusId = `${base}-status`;

  const where = (p: Point) => t('player:hotspot marker at', size ? place(p, size) : { across: 0, down: 0 });
  const countText = (list: Point[]) => t('player:hotspot markers count', { count: list.length });
  const status = markers.length ? `${countText(markers)} ${markers.map(where).join('; ')}` : countText(markers);

  /** Background pixels per CSS pixel of the picture as shown. */
  const scale = () => {
    const rect = boardRef.current?.getBoundingClientRect();
    return size && rect && rect.width > 0 ? size.width / rect.width : 1;
  };
  const markerNear = (p: Point) => {
    const reach = MARKER_RADIUS * scale();
    let found = -1;
    let best = Infinity;
    markers.forEach((m, i) => {
      const d = Math.hypot(m.x - p.x, m.y - p.y);
      if (d <= reach && d < best) [found, best] = [i, d];
    });
    return found;
  };

  const add = (p: Point) => {
    const next = data.isMultiple ? [...markers, p] : [p];
    onChange(next);
    const said = data.isMultiple || markers.length === 0 ? t('player:hotspot marker placed', place(p, size!)) : t('player:hotspot marker moved', place(p, size!));
    announce(`${said} ${countText(next)}`);
  };
  const remove = (index: number) => {
    const next = markers.filter((_, i) => i !== index);
    onChange(next);
    announce(`${t('player:hotspot marker removed')} ${countText(next)}`);
  };

  const onBoardClick = (e: MouseEvent<HTMLDivElement>) => {
    if (disabled || !size) return;
    const rect = e.currentTarget.getBoundingClientRect();
    if (rect.width <= 0 || rect.height <= 0) return;
    const clamp = (v: number, max: number) => Math.min(max, Math.max(0, Math.round(v)));
    const p = { x: clamp(((e.clientX - rect.left) / rect.width) * size.width, size.width), y: clamp(((e.clientY - rect.top) / rect.height) * size.height, size.height) };
    const hit = markerNear(p);
    if (hit >= 0) remove(hit);
    else add(p);
  };

  const center = (): Point => ({ x: Math.round(size!.width / 2), y: Math.round(size!.height / 2) });
  const sayCursor = (p: Point) => announce(`${t('player:hotspot cursor', place(p, size!))}${markerNear(p) >= 0 ? `, ${t('player:hotspot on marker')}` : ''}`);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (disabled || !size || e.altKey || e.ctrlKey || e.metaKey) return;
    setKeyboard(true);
    const at = cursor ?? center();
    const stepX = Math.max(1, Math.round(size.width / (e.shiftKey ? 10 : 100)));
    const stepY = Math.max(1, Math.round(size.height / (e.shiftKey ? 10 : 100)));
    const move = (dx: number, dy: number) => {
      const p = { x: Math.min(size.width, Math.max(0, at.x + dx)), y: Math.min(size.height, Math.max(0, at.y + dy)) };
      setCursor(p);
      sayCursor(p);
    };
    switch (e.key) {
      case 'ArrowLeft':
        move(-stepX, 0);
        break;
      case 'ArrowRight':
        move(stepX, 0);
        break;
      case 'ArrowUp':
        move(0, -stepY);
        break;
      case 'ArrowDown':
        move(0, stepY);
        break;
      case ' ':
      case 'Enter': {
        setCursor(at);
        const hit = markerNear(at);
        if (hit >= 0) remove(hit);
        else add(at);
        break;
      }
      case 'Delete':
      case 'Backspace':
        if (markers.length) remove(markers.length - 1);
        else announce(t('player:hotspot no marker'));
        break;
      default:
        return;
    }
    e.preventDefault();
  };

  const pct = (p: Point) => (size ? { left: `${(p.x / size.width) * 100}%`, top: `${(p.y / size.height) * 100}%` } : {});
  const imageLabel = t('[hotspot content image alt]');
  const showCursor = !disabled && size !== null && focused && keyboard && cursor !== null;

  return (
    <div className="hotspot" role="group" aria-labelledby={labelledBy} aria-disabled={disabled || undefined}>
      <div
        ref={boardRef}
        className={`hotspot-board ${disabled ? 'is-disabled' : ''}`}
        style={{ aspectRatio: size ? `${size.width} / ${size.height}` : '16 / 10', width: size ? `min(100%, ${size.width}px)` : '100%' }}
        {...(disabled
          ? { role: 'img', 'aria-label': imageLabel, 'aria-describedby': statusId }
          : {
              role: 'application',
              'aria-label': imageLabel,
              'aria-describedby': `${helpId} ${statusId}`,
              tabIndex: 0,
              onClick: onBoardClick,
              onKeyDown,
              onPointerDown: () => setKeyboard(false),
              onFocus: () => {
                setFocused(true);
                if (size && !cursor) setCursor(center());
              },
              onBlur: () => setFocused(false),
            })}
        data-width={size?.width}
        data-height={size?.height}
        data-cursor-x={cursor?.x}
        data-cursor-y={cursor?.y}
      >
        {data.background ? (
          <img
            className="hotspot-image"
            src={mediaUrl(data.background)}
            alt=""
            draggable={false}
            onLoad={(e) => {
              const img = e.currentTarget;
              setLoaded(img.naturalWidth > 0 && img.naturalHeight > 0 ? { width: img.naturalWidth, height: img.naturalHeight } : fallbackSize(data.spots));
            }}
            onError={() => setLoaded(fallbackSize(data.spots))}
          />
        ) : null}
        {showCorrectAnswers && size ? (
          <svg className="hotspot-spots" viewBox={`0 0 ${size.width} ${size.height}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
            {data.spots.map((spot, i) => {
              const points = spot.map((p) => `${p.x},${p.y}`).join(' ');
              return (
                <g key={i}>
                  <polygon className="hotspot-spot-halo" points={points} vectorEffect="non-scaling-stroke" />
                  <polygon className="hotspot-spot" points={points} vectorEffect="non-scaling-stroke" />
                </g>
              );
            })}
          </svg>
        ) : null}
        {size
          ? markers.map((m, i) => (
              <span
                key={`${i}-${m.x}-${m.y}`}
                className="hotspot-marker"
                style={pct(m)}
                aria-hidden="true"
                data-x={m.x}
                data-y={m.y}
                onClick={(e) => {
                  if (disabled) return;
                  e.stopPropagation();
                  remove(i);
                }}
              >
                {data.isMultiple ? i + 1 : null}
              </span>
            ))
          : null}
        {showCursor ? <span className="hotspot-cursor" style={pct(cursor)} aria-hidden="true" /> : null}
      </div>
      <p id={statusId} className="visually-hidden">
        {status}
      </p>
      {!disabled ? (
        <p id={helpId} className="hotspot-help" dir="auto">
          {t('player:hotspot help')}
        </p>
      ) : null}
      {showCorrectAnswers ? (
        <p className="hotspot-legend">
          <span className="hotspot-legend-swatch" aria-hidden="true" />
          <span className="correct-option-label">{t('correctOption')}</span>
          {size ? (
            <span className="visually-hidden">
              {data.spots.map((spot, i) => t('player:hotspot area at', { index: i + 1, ...place(interiorPoint(spot) ?? spot[0], size) })).join('; ')}
            </span>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
