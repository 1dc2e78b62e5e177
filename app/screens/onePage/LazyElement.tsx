import { createContext, startTransition, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Lazy rendering of a long one-page section: an element far from the viewport is a placeholder of
 * its last measured height (an estimate before it was ever shown) holding its heading, so the page
 * does not jump, find-in-page and screen readers still see every title, and little is mounted.
 * One IntersectionObserver serves the whole section.
 */

/** Elements this far above or below the viewport are rendered already, so scrolling meets them ready. */
export const RENDER_MARGIN_PX = 1200;

type Listener = (visible: boolean) => void;

export class ElementWatcher {
  private readonly listeners = new Map<Element, Listener>();
  private readonly observer: IntersectionObserver;
  /** Heights measured when an element was last rendered, by route: scrolling back lands where it was. */
  readonly heights = new Map<string, number>();

  constructor() {
    this.observer = new IntersectionObserver(
      (entries) => entries.forEach((entry) => this.listeners.get(entry.target)?.(entry.isIntersecting)),
      { rootMargin: `${RENDER_MARGIN_PX}px 0px` },
    );
  }

  watch(element: Element, listener: Listener): () => void {
    this.listeners.set(element, listener);
    this.observer.observe(element);
    return () => {
      this.observer.unobserve(element);
      this.listeners.delete(element);
    };
  }

  stop(): void {
    this.observer.disconnect();
  }
}

export const WatcherContext = createContext<ElementWatcher | null>(null);

export function LazyElement({ route, title, estimate, forced, children }: { route: string; title: string; estimate: number; forced: boolean; children: () => ReactNode }) {
  const watcher = useContext(WatcherContext);
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(forced);
  // Once the learner has worked in an element (focus inside it), it stays mounted: an answer being
  // typed is not lost by scrolling away.
  const kept = useRef(false);
  const shown = near || forced || kept.current;

  useEffect(() => {
    const element = ref.current;
    if (!watcher || !element) return undefined;
    return watcher.watch(element, (visible) => {
      // A height is remembered only once the content is shown: a gate still loading is not the element's height.
      if (!visible && element.offsetHeight > 0 && !element.dataset.placeholder && !element.querySelector('.block-gate:not([data-shown])')) watcher.heights.set(route, element.offsetHeight);
      // Interruptible: elements coming near while the learner scrolls fast do not hold a frame.
      startTransition(() => setNear(visible));
    });
  }, [watcher, route]);

  return (
    <div
      ref={ref}
      className="one-page-element"
      data-one-page-element={route}
      data-placeholder={shown ? undefined : ''}
      style={shown ? undefined : { minHeight: watcher?.heights.get(route) ?? estimate }}
      onFocusCapture={() => void (kept.current = true)}
    >
      {shown ? children() : <h2 className="one-page-placeholder">{title}</h2>}
    </div>
  );
}
