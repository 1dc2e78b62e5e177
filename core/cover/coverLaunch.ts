import type { CoverModel } from './coverModel';

/** What the pre-rendered cover can see of its launch without the player's code (issue 13). */
export interface CoverLaunch {
  /** location.search of the page. */
  search: string;
  /** Reads one key of the browser storage; null when absent or when storage cannot be read. */
  readStorage: (key: string) => string | null;
}

/**
 * Whether the pre-rendered cover already shows everything this learner should see, so the player
 * may wait for the learner's first move before it loads (issue 13: nothing of the delivery
 * adapters, question types or blocks on the cover's path). It is complete for a plain launch of a
 * package that tracks nothing, with no progress saved in this browser: 'Start', 0 % and no
 * section status are then the learner's real values.
 *
 * Anything else needs the player at once:
 *  - the package itself: an LMS, xAPI, hosted-with-tracking or review package (model.playerAtOnce);
 *  - a query string: a cmi5, xAPI, LTI or LXP launch, a sign-in token, or another language than the
 *    pre-rendered one (SPEC 5.3's 'language' parameter; the cover's own language is no reason);
 *  - saved progress under the browser key of SPEC 9.5 ('Continue', the progress and the section
 *    statuses come from it). Storage that cannot be read counts as progress: the player decides.
 */
export function coverIsComplete(model: CoverModel, launch: CoverLaunch): boolean {
  if (model.playerAtOnce) return false;
  const query = new URLSearchParams(launch.search);
  // The cover is already in the language asked for (npm start renders one per language).
  const language = query.get('language');
  if (language !== null && model.languageNames.includes(language.toLowerCase())) query.delete('language');
  if (query.size > 0) return false;
  let saved: string | null;
  try {
    saved = launch.readStorage(model.progressKey);
  } catch {
    return false;
  }
  return saved === null || saved === '';
}
