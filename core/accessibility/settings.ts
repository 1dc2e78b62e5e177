/** SPEC 3.8 fontSize: DEFAULT 0, LARGE 1, EXTRA_LARGE 2, HUGE 3. */
export type FontSizeLevel = 0 | 1 | 2 | 3;

/** The learner's accessibility settings (SPEC 2.7, 3.8), saved with progress (SPEC 3.7 `accessibility`). */
export interface AccessibilitySettings {
  fontSize: FontSizeLevel;
  isContrastTheme: boolean;
  isReadableFont: boolean;
  isDyslexiaFont: boolean;
  isSeizureSafe: boolean;
}

export const DEFAULT_ACCESSIBILITY: Readonly<AccessibilitySettings> = Object.freeze({
  fontSize: 0,
  isContrastTheme: false,
  isReadableFont: false,
  isDyslexiaFont: false,
  isSeizureSafe: false,
});

export const MAX_FONT_SIZE: FontSizeLevel = 3;

/** SPEC 9.4: the font scales by 1.1× per level; written with the precision CSS is given (1, 1.1, 1.21, 1.331). */
export function fontScale(level: FontSizeLevel): number {
  return Math.round(1.1 ** level * 1000) / 1000;
}

export const FLAGS = ['isContrastTheme', 'isReadableFont', 'isDyslexiaFont', 'isSeizureSafe'] as const;
type Flag = (typeof FLAGS)[number];

export const isLevel = (v: unknown): v is FontSizeLevel => v === 0 || v === 1 || v === 2 || v === 3;

/**
 * One typeface at a time: the readable and the dyslexia font both replace every font of the page,
 * so two switches on would mean one of them does nothing. Switching one on switches the other off
 * (the last one asked for wins); a saved record with both on (another player, an edit) keeps the
 * dyslexia font, the more specific need (docs/accessibility-settings.md).
 */
export function oneTypeface(settings: AccessibilitySettings, patch: Partial<AccessibilitySettings>): AccessibilitySettings {
  if (!settings.isReadableFont || !settings.isDyslexiaFont) return settings;
  return patch.isReadableFont === true && patch.isDyslexiaFont !== true ? { ...settings, isDyslexiaFont: false } : { ...settings, isReadableFont: false };
}

/**
 * `settings` with a change applied. Values of the wrong type or out of range are ignored and named
 * in `problems` (a caller's mistake, not the learner's); fontSize is clamped to 0–3 when it is a
 * whole number, so "one larger" at the top stays at the top.
 */
export function withChange(settings: AccessibilitySettings, patch: Partial<AccessibilitySettings>): { settings: AccessibilitySettings; problems: string[] } {
  const next: AccessibilitySettings = { ...settings };
  const problems: string[] = [];
  if ('fontSize' in patch && patch.fontSize !== undefined) {
    const size: unknown = patch.fontSize;
    if (typeof size === 'number' && Number.isInteger(size)) next.fontSize = Math.min(MAX_FONT_SIZE, Math.max(0, size)) as FontSizeLevel;
    else problems.push(`fontSize ${JSON.stringify(size)} is not a level 0–3`);
  }
  for (const flag of FLAGS) {
    const value: unknown = patch[flag];
    if (value === undefined) continue;
    if (typeof value === 'boolean') next[flag] = value;
    else problems.push(`${flag} ${JSON.stringify(value)} is not true or false`);
  }
  return { settings: oneTypeface(next, patch), problems };
}

/**
 * The settings as the record keeps them (SPEC 3.7 `accessibility`): only what differs from the
 * defaults, as the codec leaves defaults out of every field, but never empty, because an empty
 * value means "never chosen" and lets the browser's preferences decide again (fontSize, the one
 * field that is always there, marks the choice). So a learner's choice costs 12 to 80 characters
 * of SCORM 1.2's 4,096, before compression (docs/accessibility-settings.md).
 */
export function savedForm(settings: AccessibilitySettings): Record<string, unknown> {
  const out: Record<string, unknown> = { fontSize: settings.fontSize };
  for (const flag of FLAGS) if (settings[flag]) out[flag] = true;
  return out;
}

/** The browser's preferences a first launch follows (SPEC 2.7 defaults, issue 23). */
export interface BrowserPreferences {
  reducedMotion: boolean;
  moreContrast: boolean;
  forcedColors: boolean;
}

/** The media queries behind BrowserPreferences, for whoever can ask the browser. */
export const PREFERENCE_QUERIES: Readonly<Record<keyof BrowserPreferences, string>> = {
  reducedMotion: '(prefers-reduced-motion: reduce)',
  moreContrast: '(prefers-contrast: more)',
  forcedColors: '(forced-colors: active)',
};

/**
 * A learner who never chose: seizure safe when the browser asks for reduced motion, the contrast
 * theme when it asks for more contrast or forces its colours (Windows high contrast).
 */
export function firstLaunchSettings(prefers: BrowserPreferences): AccessibilitySettings {
  return { ...DEFAULT_ACCESSIBILITY, isSeizureSafe: prefers.reducedMotion, isContrastTheme: prefers.moreContrast || prefers.forcedColors };
}

/** What a window's media queries say; all false without one (tests, the server). */
export function browserPreferences(win: Pick<Window, 'matchMedia'> | null | undefined): BrowserPreferences {
  const matches = (query: string) => {
    try {
      return typeof win?.matchMedia === 'function' && win.matchMedia(query).matches;
    } catch {
      return false;
    }
  };
  return { reducedMotion: matches(PREFERENCE_QUERIES.reducedMotion), moreContrast: matches(PREFERENCE_QUERIES.moreContrast), forcedColors: matches(PREFERENCE_QUERIES.forcedColors) };
}

export const sameSettings = (a: AccessibilitySettings, b: AccessibilitySettings): boolean =>
  a.fontSize === b.fontSize && FLAGS.every((flag: Flag) => a[flag] === b[flag]);
