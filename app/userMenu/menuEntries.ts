import { userMenuItems, type PlayerSession } from '@core';
import { menuFacts, myCoursesUrl } from '../components/launchFacts';

/** What the open menu lists, in its order: the items a learner can choose. */
export type MenuEntry = 'my-courses' | 'continue-later-link' | 'submit-result' | 'continue-course-later' | 'change-language' | 'sign-out-everywhere' | 'logout' | 'exit-course';

export interface MenuEntries {
  /** The name and e-mail heading the menu (SPEC 2.4 "Full name and e-mail"). */
  identity: boolean;
  entries: MenuEntry[];
  /** SPEC 2.4's expandable 'Accessibility mode' section (SPEC 2.7's panel), after the items. */
  accessibility: boolean;
}

/**
 * SPEC 2.4's table (core/rules/userMenu.ts, facts in launchFacts.ts) narrowed to what this session can
 * do: an item whose backend call is missing is left out. 'Accessibility mode' is SPEC 2.7's settings
 * panel (app/accessibility/panel), offered wherever the table offers it (every context but review
 * mode); so every learner but a reviewer has the menu, one not signed in with the accessibility icon
 * on its button (SPEC 2.4). A learner with nothing at
 * all (review mode, a failed start) gets no menu button (UserMenu.tsx): a menu of nothing is no menu.
 *
 * `finalized` (app/lms/lmsExit.ts isFinalized) only picks 'Submit result' over 'Continue course later'.
 */
export function menuEntries(session: PlayerSession, finalized: boolean): MenuEntries {
  const lms = Boolean(session.delivery?.isLms);
  const backend = session.delivery?.backend;
  const items = new Set(userMenuItems(menuFacts(session, lms && finalized)));
  const entries: MenuEntry[] = [];
  if (items.has('my-courses') && myCoursesUrl(session)) entries.push('my-courses');
  if (items.has('continue-later-link') && backend?.sendSecretLink) entries.push('continue-later-link');
  if (items.has('submit-result')) entries.push('submit-result');
  if (items.has('continue-course-later') && lms) entries.push('continue-course-later');
  // SPEC 2.4 'Change course language' opens SPEC 2.8's popup (app/language/).
  if (items.has('change-language')) entries.push('change-language');
  if (items.has('logout') && backend?.signOutEverywhere) entries.push('sign-out-everywhere');
  if (items.has('logout') && backend?.signOut) entries.push('logout');
  if (items.has('exit-course')) entries.push('exit-course');
  return { identity: items.has('identity'), entries, accessibility: items.has('accessibility') };
}
