import { PREFERENCE_QUERIES } from './settings';

/** The attribute the app puts on <html> while seizure safe is on (app/accessibility/applySettings.ts). */
const SEIZURE_SAFE = 'data-a11y-seizure-safe';

/**
 * The reduced-motion signal for code that moves things itself (a carousel's timer, a scroll with
 * `behavior: 'smooth'`, a video that would start on its own): true when the learner turned seizure
 * safe on (the app's `data-a11y-seizure-safe` on <html>, issue 23's contract) or the browser asks
 * for reduced motion. A plugin asks this and never the settings, so it follows both without knowing
 * either (docs/plugins.md "Motion"). Style sheets read the same two things themselves:
 * `html[data-a11y-seizure-safe]` and `@media (prefers-reduced-motion: reduce)`.
 */
export function prefersReducedMotion(doc: Document | null | undefined = globalThis.document): boolean {
  if (doc?.documentElement?.hasAttribute(SEIZURE_SAFE)) return true;
  const win = doc?.defaultView;
  try {
    return typeof win?.matchMedia === 'function' && win.matchMedia(PREFERENCE_QUERIES.reducedMotion).matches;
  } catch {
    return false;
  }
}

/**
 * Calls `listener` with the new value whenever prefersReducedMotion() changes (the learner's switch,
 * the browser's setting). Returns the function that stops watching.
 */
export function watchReducedMotion(listener: (reduced: boolean) => void, doc: Document | null | undefined = globalThis.document): () => void {
  if (!doc?.documentElement) return () => undefined;
  let last = prefersReducedMotion(doc);
  const check = () => {
    const now = prefersReducedMotion(doc);
    if (now !== last) listener((last = now));
  };
  const observer = typeof MutationObserver === 'function' ? new MutationObserver(check) : null;
  observer?.observe(doc.documentElement, { attributes: true, attributeFilter: [SEIZURE_SAFE] });
  let query: MediaQueryList | null = null;
  try {
    query = typeof doc.defaultView?.matchMedia === 'function' ? doc.defaultView.matchMedia(PREFERENCE_QUERIES.reducedMotion) : null;
  } catch {
    query = null;
  }
  query?.addEventListener?.('change', check);
  return () => {
    observer?.disconnect();
    query?.removeEventListener?.('change', check);
  };
}
