import { useLayoutEffect, useState } from 'react';
import { createHost, placeFormHost } from './spotTargets';
import type { Spot } from './useSpots';

/** comments.css: below 600 px the form is a bottom sheet. */
const SHEET = '(max-width: 599px)';

/**
 * The element the open form is rendered into, right after the target it comments (spotTargets.ts,
 * placeFormHost), and the mark on that target while its form is open (review.css outlines it, so the
 * form and what it comments are seen together). Removed when the form closes or moves to another spot.
 */
export function useFormHost(spot: Spot | null): HTMLElement | null {
  const [host, setHost] = useState<HTMLElement | null>(null);
  const element = spot?.element ?? null;
  useLayoutEffect(() => {
    if (!spot || !element) {
      setHost(null);
      return undefined;
    }
    const created = createHost('review-form-host');
    placeFormHost(created, spot);
    element.setAttribute('data-review-open', '');
    // A phone's form is a bottom sheet over the lower page: what it comments is brought to the top, clear of it.
    if (typeof window.matchMedia === 'function' && window.matchMedia(SHEET).matches) element.scrollIntoView?.({ block: 'start' });
    setHost(created);
    return () => {
      element.removeAttribute('data-review-open');
      created.remove();
    };
    // The spot object changes with every scan; the element it stands on is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [element]);
  return host;
}
