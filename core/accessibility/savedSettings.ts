import { isObject } from '../util/json';
import { DEFAULT_ACCESSIBILITY, FLAGS, isLevel, oneTypeface, type AccessibilitySettings } from './settings';

/*
 * Reading a saved value is needed once, when the record is restored (core/player/openSession.ts, a
 * lazy chunk): a module of its own, so it stays off the first page with it.
 */

/** What a saved `accessibility {}` gave: the settings, whether the learner had chosen them, and what was wrong in it. */
export interface SavedAccessibility {
  settings: AccessibilitySettings;
  /** False for an empty or missing value: the learner never chose, and the browser's preferences decide (firstLaunchSettings). */
  chosen: boolean;
  /** Each field that was corrupt and fell back to its default, for one warning. */
  problems: string[];
}

/**
 * Reads a saved `accessibility {}` (SPEC 3.7, 3.8). Each field of the wrong type or out of range
 * falls back to its default and is named in `problems`; the others are kept, so a learner's
 * contrast theme survives a garbled font size. Fields this player does not know are ignored.
 */
export function readSavedAccessibility(value: unknown): SavedAccessibility {
  if (value === undefined || value === null) return { settings: { ...DEFAULT_ACCESSIBILITY }, chosen: false, problems: [] };
  if (!isObject(value)) return { settings: { ...DEFAULT_ACCESSIBILITY }, chosen: false, problems: [`it is ${Array.isArray(value) ? 'a list' : typeof value}, not an object`] };
  const problems: string[] = [];
  const settings: AccessibilitySettings = { ...DEFAULT_ACCESSIBILITY };
  if (value.fontSize !== undefined) {
    if (isLevel(value.fontSize)) settings.fontSize = value.fontSize;
    else problems.push(`fontSize ${JSON.stringify(value.fontSize)?.slice(0, 40)} is not a level 0–3`);
  }
  for (const flag of FLAGS) {
    const saved = value[flag];
    if (saved === undefined) continue;
    if (typeof saved === 'boolean') settings[flag] = saved;
    else problems.push(`${flag} ${JSON.stringify(saved)?.slice(0, 40)} is not true or false`);
  }
  const known = Object.keys(value).some((key) => key === 'fontSize' || (FLAGS as readonly string[]).includes(key));
  return { settings: oneTypeface(settings, {}), chosen: known, problems };
}
