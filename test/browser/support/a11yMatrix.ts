/**
 * Issue 23's accessibility matrix, generated: every screen of the player in each of the learner's
 * settings (SPEC 2.7) and in each layout (both directions, wide and WCAG 1.4.10's 320 px).
 *
 * A screen is reached once per layout; the settings then change on the open page as the panel changes
 * them (support/a11yEffects.ts changeSettings: the attributes on <html> and --a11y-font-scale, which
 * also load the readable and dyslexia faces and start seizure-safe mode), and axe runs after each.
 * The contrast theme promises 7:1 for text (WCAG 1.4.6), so axe's enhanced contrast rule is on in it.
 */
import type { Page } from 'puppeteer-core';
import type { Result, RunOptions } from 'axe-core';
import { changeSettings, type Settings } from './a11yEffects';

export const SETTINGS: readonly [string, Settings][] = [
  ['default', {}],
  ['contrast theme', { isContrastTheme: true }],
  ['readable font', { isReadableFont: true }],
  ['dyslexia font', { isDyslexiaFont: true }],
  ['text size level 3', { fontSize: 3 }],
  ['seizure safe', { isSeizureSafe: true }],
  ['contrast + level 3 + dyslexia font', { isContrastTheme: true, fontSize: 3, isDyslexiaFont: true }],
];

export interface Layout {
  name: string;
  /** The player's query: `language=ar` is the showcase's right-to-left language. */
  query: string;
  rtl: boolean;
  viewport: { width: number; height: number };
}

/** A screen of the matrix: how to open it in a layout's page (accessibility-matrix.test.ts). */
export interface Screen {
  name: string;
  /** Only at this width and narrower (a popup that exists on a phone only). */
  maxWidth?: number;
  /** Drawn left to right whatever the layout asks (a page shown before the package's languages are known). */
  alwaysLtr?: boolean;
  /** The element whose direction is the screen's, when not the visible main landmark (a popup over the page). */
  dirOf?: string;
  open(page: Page, layout: Layout): Promise<void>;
}

export const LAYOUTS: readonly Layout[] = [
  { name: 'LTR wide', query: '', rtl: false, viewport: { width: 1280, height: 900 } },
  { name: 'RTL wide', query: 'language=ar', rtl: true, viewport: { width: 1280, height: 900 } },
  { name: 'LTR 320 px', query: '', rtl: false, viewport: { width: 320, height: 640 } },
  { name: 'RTL 320 px', query: 'language=ar', rtl: true, viewport: { width: 320, height: 640 } },
];

/** The faces' family names: the player's own (app/a11yEffects/fonts), so an author's copy never stands in. */
const FACES: Record<string, string> = { readable: 'Atkinson Hyperlegible (player)', dyslexia: 'OpenDyslexic (player)' };

/** The chosen face has loaded (its chunk's @font-face rules, then a file), so axe measures the text as drawn. */
async function faceLoaded(page: Page, settings: Settings): Promise<void> {
  const face = settings.isDyslexiaFont ? FACES.dyslexia : settings.isReadableFont ? FACES.readable : null;
  if (!face) return;
  await page.waitForFunction(
    (family) => [...document.fonts].some((f) => f.family.replace(/"/g, '') === family && f.status === 'loaded'),
    { timeout: 10000, polling: 50 },
    face,
  );
  await page.evaluate(() => document.fonts.ready);
}

type RunAxe = (page: Page, options?: RunOptions) => Promise<Result[]>;

/**
 * Axe on the open screen in every setting; the settings are back at the default after. Resolves with
 * each setting's violations as formatViolations' text (an empty object when all are clean).
 */
export async function axeInEverySetting(page: Page, runAxe: RunAxe, format: (v: Result[]) => string): Promise<Record<string, string>> {
  const failures: Record<string, string> = {};
  try {
    for (const [name, settings] of SETTINGS) {
      await changeSettings(page, settings);
      await faceLoaded(page, settings);
      const options: RunOptions = settings.isContrastTheme ? { rules: { 'color-contrast-enhanced': { enabled: true } } } : {};
      const violations = await runAxe(page, options);
      if (violations.length > 0) failures[name] = format(violations);
    }
  } finally {
    await changeSettings(page, {});
  }
  return failures;
}
