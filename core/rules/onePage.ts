import { routes } from './navigation';

/**
 * The one-page layout (SPEC 3.1 layout onePage; SPEC 2.2 chain and scrolling): a section's pages
 * on one scrolling page. Pure functions; app/screens/onePage renders and scrolls.
 */

/** The section's routes of the chain (learning objective, questions), in chain order (SPEC 2.2). */
export function sectionElements(chain: string[], sectionId: string): string[] {
  const prefix = routes.section(sectionId) + '/';
  return chain.filter((route) => route.startsWith(prefix));
}

/** Where the learner goes after the section's last element: the chain's next entry outside it. */
export function afterSection(chain: string[], sectionId: string): string {
  const prefix = routes.section(sectionId) + '/';
  let last = -1;
  chain.forEach((route, i) => {
    if (route.startsWith(prefix)) last = i;
  });
  return last < 0 ? routes.results : (chain[last + 1] ?? routes.index);
}

/**
 * The line, in px below the viewport's top, that an element's top must have passed to be the
 * current one. Below every SPEC 2.2 offset (at most 160), so an element scrolled to stays current.
 */
export const CURRENT_LINE = 180;

/**
 * Which element is current, from the tops of the elements relative to the viewport (in order):
 * the last one whose top has passed `line`; the last one when the page cannot scroll further (a
 * short last element never reaches the line); -1 while none has (the section's head is in view).
 */
export function currentElementIndex(tops: number[], line: number, atBottom: boolean): number {
  if (tops.length === 0) return -1;
  if (atBottom) return tops.length - 1;
  let current = -1;
  tops.forEach((top, i) => {
    if (top <= line) current = i;
  });
  return current;
}

/**
 * clickNext: how many elements are shown. At least the first; on landing, every element up to the
 * addressed one (a reload, a saved url, a resume) and up to the furthest one already opened.
 */
export function initialRevealed(input: { count: number; targetIndex: number; furthestOpened: number }): number {
  if (input.count === 0) return 0;
  return Math.min(input.count, Math.max(1, input.targetIndex + 1, input.furthestOpened + 1));
}
