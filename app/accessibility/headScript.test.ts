/**
 * The pre-rendered page's head script (./headScript.ts) against the rules it repeats: for every saved
 * record, it puts on <html> exactly what applySettings puts there for the settings the session would
 * start from (core's readSavedAccessibility, else the browser's preferences), and hands the player
 * the saved value it found.
 */
import { createProgressCodec, type CodecContext } from '../../core/progress/codec';
import { emptyProgress, type ProgressSnapshot } from '../../core/progress/progressRecord';
import { browserPreferences, firstLaunchSettings, readSavedAccessibility, type AccessibilitySettings } from '@core';
import { applySettings } from './applySettings';
import { accessibilityHeadScript } from './headScript';

const KEY = 'course_progressC1T1';
const codec = createProgressCodec();
const context: CodecContext = { shortIds: new Map([['q0', 0], ['q1', 1], ['q2', 2], ['q3', 3]]), blockStates: [] };
const format2 = (fields: Partial<ProgressSnapshot>) => codec.encode({ ...emptyProgress(), ...fields }, { acceptsNonAscii: true }, context).text;
/** Answers whose compact forms are blobs holding '{', 'J', ':' and an "x" key, ahead of the fields' JSON. */
const trickyAnswers = [{ r: { x: { fontSize: 3 }, y: 'J9:{"x":1}' }, s: 0, t: 1 }, { r: '{"x":{"isContrastTheme":true}}', s: 100 }, null, { weird: 'J' }];

type Window_ = Window & { __coursePlayerAccessibility?: unknown };

/** The attributes and custom property an element ends with, in a comparable form. */
function look(el: HTMLElement) {
  return { attributes: Object.fromEntries([...el.attributes].filter((a) => a.name.startsWith('data-a11y')).map((a) => [a.name, a.value])), scale: el.style.getPropertyValue('--a11y-font-scale') };
}

function expected(settings: AccessibilitySettings) {
  const el = document.createElement('div');
  applySettings(settings, el);
  return look(el);
}

function runHeadScript(stored: string | null, matching: string[] = []) {
  const html = document.documentElement;
  for (const a of [...html.attributes]) if (a.name.startsWith('data-a11y')) html.removeAttribute(a.name);
  html.style.removeProperty('--a11y-font-scale');
  delete (window as Window_).__coursePlayerAccessibility;
  localStorage.clear();
  if (stored !== null) localStorage.setItem(KEY, stored);
  Object.defineProperty(window, 'matchMedia', { value: (q: string) => ({ matches: matching.includes(q) }), configurable: true });
  try {
    new Function(accessibilityHeadScript(KEY))();
  } finally {
    delete (window as { matchMedia?: unknown }).matchMedia;
  }
  return { ...look(html), handedOver: (window as Window_).__coursePlayerAccessibility };
}

/** What the session starts from for a saved value: core's reading, else the browser's preferences. */
function sessionStart(saved: unknown, matching: string[]) {
  const read = readSavedAccessibility(saved);
  const prefs = browserPreferences({ matchMedia: (q: string) => ({ matches: matching.includes(q) }) as MediaQueryList });
  return read.chosen ? read.settings : firstLaunchSettings(prefs);
}

const values: [string, unknown][] = [
  ['a choice', { fontSize: 2, isContrastTheme: true }],
  ['every option', { fontSize: 3, isContrastTheme: true, isDyslexiaFont: true, isSeizureSafe: true }],
  ['the readable font', { fontSize: 0, isReadableFont: true }],
  ['both fonts (dyslexia wins)', { fontSize: 1, isReadableFont: true, isDyslexiaFont: true }],
  ['all off, chosen', { fontSize: 0 }],
  ['never chosen', {}],
  ['corrupt fields', { fontSize: 5, isContrastTheme: 'yes', isSeizureSafe: true }],
  ['a font size as text', { fontSize: '2' }],
  ['only unknown fields', { hyphenation: true }],
];
const browsers: [string, string[]][] = [
  ['no preference', []],
  ['reduced motion and more contrast', ['(prefers-reduced-motion: reduce)', '(prefers-contrast: more)']],
  ['forced colours', ['(forced-colors: active)']],
];

describe('the head script puts on <html> what the session starts from', () => {
  describe.each(browsers)('in a browser with %s', (_browser, matching) => {
    it.each(values)('format 2 record holding %s', (_name, accessibility) => {
      const text = format2({ answers: trickyAnswers, attempts: [1, 1, null, null], attemptId: 'a1', accessibility: accessibility as Record<string, unknown> });
      expect(text.startsWith('~2.')).toBe(true);
      const seen = runHeadScript(text, matching);
      expect({ attributes: seen.attributes, scale: seen.scale }).toEqual(expected(sessionStart(accessibility, matching)));
      const read = readSavedAccessibility(accessibility);
      expect(seen.handedOver).toEqual(read.chosen ? read.settings : undefined);
    });

    it.each(values)('format 1 (JSON) record holding %s', (_name, accessibility) => {
      const seen = runHeadScript(JSON.stringify({ ...emptyProgress(), accessibility }), matching);
      expect({ attributes: seen.attributes, scale: seen.scale }).toEqual(expected(sessionStart(accessibility, matching)));
    });

    it.each([
      ['no record', null],
      ['an empty one', ''],
      ['a compressed one (another player)', '~2uᯡ࠳䅬ڀ'],
      ['a cut one', '~2.C3{"v":1,"x":{"fontSi'],
      ['a record whose accessibility is not an object', JSON.stringify({ accessibility: 'large' })],
      ['text that is no record', 'hello'],
    ])('%s: the browser’s preferences', (_name, text) => {
      const seen = runHeadScript(text, matching);
      expect({ attributes: seen.attributes, scale: seen.scale }).toEqual(expected(sessionStart(undefined, matching)));
      expect(seen.handedOver).toBeUndefined();
    });
  });

  it('does what it says: level 2 and the contrast theme', () => {
    const seen = runHeadScript(format2({ accessibility: { fontSize: 2, isContrastTheme: true } }));
    expect(seen).toEqual({
      attributes: { 'data-a11y-contrast': '', 'data-a11y-font-size': '2' },
      scale: '1.21',
      handedOver: { fontSize: 2, isContrastTheme: true, isReadableFont: false, isDyslexiaFont: false, isSeizureSafe: false },
    });
  });

  it('storage that cannot be read: the browser’s preferences, no error', () => {
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = () => {
      throw new Error('SecurityError');
    };
    try {
      expect(runHeadScript(null, ['(prefers-reduced-motion: reduce)']).attributes).toEqual({ 'data-a11y-seizure-safe': '', 'data-a11y-font-size': '0' });
    } finally {
      Storage.prototype.getItem = getItem;
    }
  });
});
