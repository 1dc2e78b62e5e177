import { useRef, useState, type PointerEvent, type RefObject } from 'react';

/** A pointer must travel this far (CSS px) before a press becomes a drag; less is a tap. */
const DRAG_THRESHOLD = 6;
/** Near the top or bottom of the window the page scrolls, so a phone can reach every target. */
const SCROLL_EDGE = 56;
const SCROLL_STEP = 16;

interface Press<Item> {
  item: Item;
  pointerId: number;
  startX: number;
  startY: number;
  active: boolean;
}

export interface PointerDragOptions<Item> {
  rootRef: RefObject<HTMLElement | null>;
  /** The data attribute (without `data-`) that marks a drop target and holds its id, e.g. 'cs-target'. */
  targetAttribute: string;
  /** The ghost's position: relative to the root (a positioned root) or to the window (a fixed ghost). */
  ghostRelativeToRoot?: boolean;
  /** Presses start nothing (an answer already submitted). */
  disabled?: boolean;
  /** The press became a drag (announce the pick-up, drop a keyboard hold). */
  onStart(item: Item): void;
  /** The pointer was released over `target` (null: over no target, or the drag was cancelled). */
  onEnd(item: Item, target: string | null): void;
}

/**
 * Dragging with pointer events, for mouse, pen and touch alike, shared by the card sorting block and
 * the drag and drop text question: a press that travels past a threshold becomes a drag, a ghost
 * follows the pointer, the target under it is marked, and the click that follows a drag is swallowed
 * so it is not taken for a tap.
 */
export function usePointerDrag<Item>({ rootRef, targetAttribute, ghostRelativeToRoot = false, disabled = false, onStart, onEnd }: PointerDragOptions<Item>) {
  const [ghost, setGhost] = useState<{ item: Item; x: number; y: number } | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const press = useRef<Press<Item> | null>(null);
  const suppressClick = useRef(false);
  const selector = `[data-${targetAttribute}]`;

  const targetAt = (x: number, y: number): string | null => {
    const el = document.elementFromPoint(x, y)?.closest<HTMLElement>(selector);
    return el && rootRef.current?.contains(el) ? el.getAttribute(`data-${targetAttribute}`) : null;
  };
  const ghostAt = (x: number, y: number) => {
    const rect = ghostRelativeToRoot ? rootRef.current?.getBoundingClientRect() : null;
    return rect ? { x: x - rect.left, y: y - rect.top } : { x, y };
  };

  const onPointerDown = (e: PointerEvent<HTMLElement>, item: Item) => {
    if (disabled || (e.pointerType === 'mouse' && e.button !== 0)) return;
    press.current = { item, pointerId: e.pointerId, startX: e.clientX, startY: e.clientY, active: false };
    try {
      e.currentTarget.setPointerCapture(e.pointerId);
    } catch {
      // A synthetic or already released pointer cannot be captured; the drag still works while over the element.
    }
  };
  const onPointerMove = (e: PointerEvent<HTMLElement>) => {
    const p = press.current;
    if (!p || p.pointerId !== e.pointerId) return;
    if (!p.active) {
      if (Math.hypot(e.clientX - p.startX, e.clientY - p.startY) < DRAG_THRESHOLD) return;
      p.active = true;
      onStart(p.item);
    }
    e.preventDefault();
    if (e.clientY < SCROLL_EDGE) window.scrollBy(0, -SCROLL_STEP);
    else if (e.clientY > window.innerHeight - SCROLL_EDGE) window.scrollBy(0, SCROLL_STEP);
    setGhost({ item: p.item, ...ghostAt(e.clientX, e.clientY) });
    setOver(targetAt(e.clientX, e.clientY));
  };
  const endDrag = (e: PointerEvent<HTMLElement>, drop: boolean) => {
    const p = press.current;
    if (!p || p.pointerId !== e.pointerId) return;
    press.current = null;
    setGhost(null);
    setOver(null);
    if (!p.active) return;
    suppressClick.current = true;
    window.setTimeout(() => (suppressClick.current = false), 0);
    onEnd(p.item, drop ? targetAt(e.clientX, e.clientY) : null);
  };

  return {
    ghost,
    over,
    /** True once, for the click that ends a drag: the caller ignores that click. */
    wasDrag(): boolean {
      if (!suppressClick.current) return false;
      suppressClick.current = false;
      return true;
    },
    /** The pointer handlers for one draggable element. */
    handlers: (item: Item) => ({
      onPointerDown: (e: PointerEvent<HTMLElement>) => onPointerDown(e, item),
      onPointerMove,
      onPointerUp: (e: PointerEvent<HTMLElement>) => endDrag(e, true),
      onPointerCancel: (e: PointerEvent<HTMLElement>) => endDrag(e, false),
    }),
  };
}
