import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { layoutLabels } from './labelLayout';
import type { Dropspot } from './model';

export interface Size {
  width: number;
  height: number;
}

/** When the image gives no size of its own (it failed to load), the areas' extent stands in for it. */
export function fallbackSize(spots: Dropspot[]): Size {
  const maxX = Math.max(0, ...spots.map((s) => s.x));
  const maxY = Math.max(0, ...spots.map((s) => s.y));
  return { width: Math.ceil(maxX + 240), height: Math.ceil(maxY + 60) };
}

/**
 * The picture's size and each drop area's label box. The picture's own size once it loaded (the
 * areas' extent without a picture, or when it fails); the labels' room depends on the picture's
 * shown width and the labels' font size (labelLayout.ts): measured once the areas are there, and
 * again whenever the picture is resized. `filledSpots` are the dropspots holding a text.
 */
export function useBoardLayout(spots: Dropspot[], areas: Dropspot[], hasBackground: boolean, filledSpots: readonly string[]) {
  const [loaded, setLoaded] = useState<Size | null>(null);
  const size = loaded ?? (hasBackground ? null : fallbackSize(spots));
  const boardRef = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState<{ board: number; font: number } | null>(null);

  const measure = useCallback(() => {
    const board = boardRef.current;
    const list = board?.querySelector('.dnd-areas');
    if (!board || !list) return;
    const next = { board: board.getBoundingClientRect().width, font: Number.parseFloat(getComputedStyle(list).fontSize) };
    if (next.board > 0 && next.font > 0) setShown((m) => (m && m.board === next.board && m.font === next.font ? m : next));
  }, []);
  useLayoutEffect(measure, [measure, size]);
  useEffect(() => {
    const board = boardRef.current;
    if (!board || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(board);
    return () => observer.disconnect();
  }, [measure]);

  const filled = filledSpots.join(' ');
  const boxes = useMemo(() => {
    if (!size || !shown) return null;
    const holding = new Set(filled.split(' '));
    return layoutLabels(
      areas.map((a) => ({ ...a, holdsText: holding.has(a.id) })),
      size,
      shown.board,
      shown.font,
    );
  }, [areas, size, shown, filled]);

  /** The picture's load outcome: its natural size, or the fallback. */
  const pictureLoaded = (img: HTMLImageElement | null) =>
    setLoaded(img && img.naturalWidth > 0 && img.naturalHeight > 0 ? { width: img.naturalWidth, height: img.naturalHeight } : fallbackSize(spots));

  return { size, boxes, boardRef, pictureLoaded };
}
