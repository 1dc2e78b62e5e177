import { useEffect, useLayoutEffect, useRef, useState, type PointerEvent, type RefObject } from 'react';

/** How far (px) a pointer must travel before a press on an answer becomes a drag. */
const DRAG_THRESHOLD = 5;

interface PointerDrag {
  id: string;
  pointerId: number;
  startY: number;
  /** The pointer's distance from the top of the answer when it was pressed. */
  grabOffset: number;
  moved: boolean;
  lastY: number;
  /** The order while dragging. */
  order: string[];
}

interface Options {
  /** The rows by answer id, to measure where the dragged answer falls among the others. */
  rows: RefObject<Map<string, HTMLLIElement>>;
  committed: readonly string[];
  disabled: boolean;
  /** The press became a drag: the view lets go of a keyboard pick-up. */
  onDragStart(): void;
  /** Released in a new place (not on pointercancel). */
  onDrop(id: string, order: string[]): void;
}

/**
 * Ranking by mouse or touch: press an answer, drag it, release it in place. While dragging the
 * answer follows the pointer (a transform from its own slot) and the others make room (`dragOrder`).
 * The listeners are on the window: re-ordering the list moves the answer's node, which would release
 * a pointer capture on the answer itself and lose the rest of the drag.
 */
export function usePointerReorder({ rows, committed, disabled, onDragStart, onDrop }: Options) {
  const [dragOrder, setDragOrder] = useState<{ id: string; order: string[] } | null>(null);
  const pointer = useRef<PointerDrag | null>(null);
  const suppressClick = useRef(false);
  const translate = useRef(0);
  /** Removes a drag's window listeners (also when the page goes away mid-drag). */
  const detach = useRef<(() => void) | null>(null);
  useEffect(() => () => detach.current?.(), []);

  // While dragging, the answer follows the pointer: its offset from its own slot in the current order.
  useLayoutEffect(() => {
    const p = pointer.current;
    if (!dragOrder || !p) return;
    const row = rows.current?.get(p.id);
    if (!row) return;
    const naturalTop = row.getBoundingClientRect().top - translate.current;
    translate.current = p.lastY - p.grabOffset - naturalTop;
    row.style.transform = `translateY(${translate.current}px)`;
  });

  const onPointerDown = (e: PointerEvent<HTMLButtonElement>, id: string) => {
    if (disabled || pointer.current || (e.pointerType === 'mouse' && e.button !== 0)) return;
    const row = rows.current?.get(id);
    if (!row) return;
    const p: PointerDrag = { id, pointerId: e.pointerId, startY: e.clientY, grabOffset: e.clientY - row.getBoundingClientRect().top, moved: false, lastY: e.clientY, order: [...committed] };
    pointer.current = p;
    suppressClick.current = false;
    const onMove = (ev: globalThis.PointerEvent) => {
      if (ev.pointerId !== p.pointerId) return;
      p.lastY = ev.clientY;
      if (!p.moved) {
        if (Math.abs(ev.clientY - p.startY) < DRAG_THRESHOLD) return;
        p.moved = true;
        translate.current = 0;
        onDragStart();
      }
      ev.preventDefault();
      const dragged = rows.current?.get(p.id);
      if (!dragged) return;
      const centre = ev.clientY - p.grabOffset + dragged.getBoundingClientRect().height / 2;
      const others = p.order.filter((x) => x !== p.id);
      let to = 0;
      for (const other of others) {
        const r = rows.current?.get(other)?.getBoundingClientRect();
        if (r && r.top + r.height / 2 < centre) to++;
      }
      p.order = [...others.slice(0, to), p.id, ...others.slice(to)];
      setDragOrder({ id: p.id, order: p.order });
    };
    const onEnd = (ev: globalThis.PointerEvent) => {
      if (ev.pointerId !== p.pointerId) return;
      detach.current?.();
      pointer.current = null;
      const dragged = rows.current?.get(p.id);
      if (dragged) dragged.style.transform = '';
      translate.current = 0;
      if (!p.moved) return;
      setDragOrder(null);
      if (ev.type === 'pointercancel') return;
      // The click that follows the release is not a pick-up; forget it once that click had its chance.
      suppressClick.current = true;
      window.setTimeout(() => (suppressClick.current = false), 0);
      onDrop(p.id, p.order);
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onEnd);
    window.addEventListener('pointercancel', onEnd);
    detach.current = () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onEnd);
      window.removeEventListener('pointercancel', onEnd);
      detach.current = null;
    };
  };

  /** Whether this click is the one that ends a drag (not a keyboard-style pick-up); consumed once. */
  const clickEndsDrag = () => {
    if (!suppressClick.current) return false;
    suppressClick.current = false;
    return true;
  };

  return { dragOrder, onPointerDown, clickEndsDrag };
}
