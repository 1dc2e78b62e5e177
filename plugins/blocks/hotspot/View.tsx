import { useEffect, useId, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import type { ContentBlockViewProps } from '@core';
import { parseHotspot, popoverSide, type HotspotPoint } from './model';
import './hotspot.css';

/** Below this width (CSS px) a popover opens under the image instead of over it. */
const NARROW = 560;

/**
 * The hotspot content block: the author's image with numbered markers (native buttons, in a list, in
 * the author's order). A marker opens its popover (aria-expanded, aria-controls); focus moves into it;
 * Escape or its close button closes it and returns focus to the marker; opening another marker
 * closes the first; a press outside closes it too. On a wide image the popover opens beside its
 * marker, towards the middle of the image, and sits right after its marker in the tab order; on a
 * narrow one it opens below the image. Marker positions are physical (left/top): the image is never
 * mirrored in right-to-left languages. The image keeps its place while it loads (aspect-ratio box).
 */
export default function HotspotView({ root, t, renderHtml }: ContentBlockViewProps) {
  const data = useMemo(() => parseHotspot(root), [root]);
  const [open, setOpen] = useState<number | null>(null);
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  const [narrow, setNarrow] = useState(false);
  const wrapRef = useRef<HTMLDivElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  const markers = useRef(new Map<number, HTMLButtonElement>());
  const focusPopover = useRef(false);
  const base = useId();

  useEffect(() => {
    const el = wrapRef.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setNarrow(entry.contentRect.width < NARROW));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!focusPopover.current) return;
    focusPopover.current = false;
    popoverRef.current?.focus();
  });

  // A press outside the popover and the markers closes it (focus stays where the press put it).
  useEffect(() => {
    if (open === null) return;
    const onDown = (e: PointerEvent) => {
      const target = e.target as Element | null;
      if (!target || popoverRef.current?.contains(target) || target.closest?.('.hs-marker')) return;
      setOpen(null);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  if (!data.image || data.points.length === 0) return renderHtml(root) as ReactNode;
  const image = data.image;
  const size = image.width > 0 && image.height > 0 ? { width: image.width, height: image.height } : natural;
  const ratio = size ? `${size.width} / ${size.height}` : '16 / 10';

  const toggle = (i: number) => {
    if (open === i) return setOpen(null);
    setOpen(i);
    focusPopover.current = true;
  };
  const close = () => {
    const i = open;
    setOpen(null);
    if (i !== null) markers.current.get(i)?.focus();
  };

  const popId = (i: number) => `${base}-pop-${i}`;
  const nameOf = (p: HotspotPoint, i: number) => (p.title ? `${i + 1}. ${p.title}` : `${i + 1}`);

  const popover = (i: number, style?: CSSProperties, className = '') => {
    const point = data.points[i];
    return (
      <div ref={popoverRef} id={popId(i)} className={`hs-popover ${className}`} style={style} role="dialog" aria-labelledby={`${popId(i)}-title`} tabIndex={-1}>
        <div className="hs-popover-head">
          <span className="hs-popover-number" aria-hidden="true">
            {i + 1}
          </span>
          <h3 id={`${popId(i)}-title`} className="hs-popover-title">
            {point.title ? point.title : <span className="visually-hidden">{nameOf(point, i)}</span>}
          </h3>
          <button type="button" className="hs-close" aria-label={t('[close popover]')} onClick={close}>
            <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
              <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        {renderHtml(point.content, 'block-html hs-popover-body') as ReactNode}
      </div>
    );
  };

  return (
    <div
      ref={wrapRef}
      className={`hs ${narrow ? 'is-narrow' : ''}`}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open !== null) {
          e.preventDefault();
          e.stopPropagation();
          close();
        }
      }}
    >
      {data.intro ? (renderHtml(data.intro, 'block-html hs-intro') as ReactNode) : null}
      <div className="hs-board" style={{ aspectRatio: ratio, width: size ? `min(100%, ${size.width}px)` : '100%' }}>
        <img
          className="hs-image"
          src={image.src}
          alt={image.alt || t('[hotspot content image alt]')}
          draggable={false}
          onLoad={(e) => {
            const img = e.currentTarget;
            if (img.naturalWidth > 0 && img.naturalHeight > 0) setNatural({ width: img.naturalWidth, height: img.naturalHeight });
          }}
        />
        <ul className="hs-markers">
          {data.points.map((point, i) => {
            const side = popoverSide(point);
            const isOpen = open === i;
            return (
              <li key={i} className={`hs-slot ${isOpen ? 'is-open' : ''}`} style={{ left: `${point.x}%`, top: `${point.y}%` }}>
                <button
                  type="button"
                  ref={(el) => {
                    if (el) markers.current.set(i, el);
                    else markers.current.delete(i);
                  }}
                  className="hs-marker"
                  aria-label={nameOf(point, i)}
                  title={t('[hotspot open popover]')}
                  aria-expanded={isOpen}
                  aria-controls={isOpen ? popId(i) : undefined}
                  onClick={() => toggle(i)}
                >
                  <span aria-hidden="true">{i + 1}</span>
                </button>
                {isOpen && !narrow ? popover(i, undefined, `is-${side.horizontal} is-${side.vertical}`) : null}
              </li>
            );
          })}
        </ul>
      </div>
      {open !== null && narrow ? popover(open, undefined, 'is-inline') : null}
    </div>
  );
}
