import { useSyncExternalStore } from 'react';
import { prefersReducedMotion, watchReducedMotion } from '@core';

const subscribe = (changed: () => void) => watchReducedMotion(changed);
const current = () => prefersReducedMotion();
// Rendered on the server (the pre-rendered cover): no motion is the safe guess until the page says.
const onServer = () => true;

/**
 * The reduced-motion signal as a React hook, for a question type or block that moves things itself:
 * true under seizure safe or the browser's reduced-motion preference, and the view re-renders when
 * either changes (docs/plugins.md "Motion").
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, current, onServer);
}
