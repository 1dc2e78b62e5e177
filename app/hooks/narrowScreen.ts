import { useEffect, useState } from 'react';

/**
 * Below 1000 px (SPEC 9.4's breakpoint 999) the table of contents lies over the page instead of
 * beside it (app/styles/narrow.css): then choosing a page closes it, Escape closes it, and the page
 * under it is out of reach while it is open.
 */
export const NARROW_SCREEN = '(max-width: 999px)';

export const isNarrowScreen = (): boolean => (typeof window.matchMedia === 'function' ? window.matchMedia(NARROW_SCREEN).matches : window.innerWidth < 1000);

/** Whether the screen is narrow now, following resizes and rotations. */
export function useNarrowScreen(): boolean {
  const [narrow, setNarrow] = useState(isNarrowScreen);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const media = window.matchMedia(NARROW_SCREEN);
    const follow = () => setNarrow(media.matches);
    media.addEventListener('change', follow);
    return () => media.removeEventListener('change', follow);
  }, []);
  return narrow;
}
