import type * as PageEntryModule from './PageEntry';

let loaded: typeof PageEntryModule | null = null;

/**
 * The page rows (PageEntry) are for a card's details (on a click) and a transparent section's loose
 * pages; the cover shows neither before its title and start button, so they come with the course
 * screens' chunk (which has them for the sidebar) and keep the first page lighter.
 */
export function loadPageEntry(): Promise<typeof PageEntryModule> {
  return import(/* webpackChunkName: "screens" */ './PageEntry').then((m) => (loaded = m));
}

/**
 * The rows' module once it has arrived: a list draws them in its first render then, where a lazy
 * component would show its fallback for a moment (the live cover replacing the pre-rendered one,
 * whose rows are already on screen: app/startPlayer.tsx waits for this).
 */
export function loadedPageEntry(): typeof PageEntryModule | null {
  return loaded;
}
