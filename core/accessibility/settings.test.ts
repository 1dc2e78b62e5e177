import {
  browserPreferences,
  DEFAULT_ACCESSIBILITY,
  firstLaunchSettings,
  fontScale,
  savedForm,
  withChange,
  type AccessibilitySettings,
} from './settings';
import { readSavedAccessibility } from './savedSettings';

const settings = (over: Partial<AccessibilitySettings> = {}): AccessibilitySettings => ({ ...DEFAULT_ACCESSIBILITY, ...over });

describe('the accessibility settings (SPEC 3.8)', () => {
  it('start with every option off at font size 0', () => {
    expect(DEFAULT_ACCESSIBILITY).toEqual({ fontSize: 0, isContrastTheme: false, isReadableFont: false, isDyslexiaFont: false, isSeizureSafe: false });
  });

  it('scale the font by 1.1× per level (SPEC 9.4)', () => {
    expect([0, 1, 2, 3].map((level) => fontScale(level as 0))).toEqual([1, 1.1, 1.21, 1.331]);
  });
});

describe('a saved value (SPEC 3.7 accessibility {})', () => {
  it('is read field by field; a learner who saved a choice has chosen', () => {
    expect(readSavedAccessibility({ fontSize: 2, isContrastTheme: true })).toEqual({ settings: settings({ fontSize: 2, isContrastTheme: true }), chosen: true, problems: [] });
    expect(readSavedAccessibility({ fontSize: 0 })).toEqual({ settings: settings(), chosen: true, problems: [] });
  });

  it('empty, missing or holding only fields this player does not know: never chosen, no warning', () => {
    for (const value of [undefined, null, {}, { hyphenation: true }]) expect(readSavedAccessibility(value)).toEqual({ settings: settings(), chosen: false, problems: [] });
  });

  it('corrupt fields fall back to their defaults and are named; the sound ones are kept', () => {
    const read = readSavedAccessibility({ fontSize: 7, isContrastTheme: true, isSeizureSafe: 'yes', isReadableFont: 1 });
    expect(read.settings).toEqual(settings({ isContrastTheme: true }));
    expect(read.chosen).toBe(true);
    expect(read.problems).toEqual(['fontSize 7 is not a level 0–3', 'isReadableFont 1 is not true or false', 'isSeizureSafe "yes" is not true or false']);
    expect(readSavedAccessibility({ fontSize: 1.5 }).problems).toEqual(['fontSize 1.5 is not a level 0–3']);
    expect(readSavedAccessibility({ fontSize: '2' }).settings.fontSize).toBe(0);
  });

  it('that is not an object at all falls back whole, with the reason', () => {
    expect(readSavedAccessibility('large')).toEqual({ settings: settings(), chosen: false, problems: ['it is string, not an object'] });
    expect(readSavedAccessibility([1]).problems).toEqual(['it is a list, not an object']);
  });

  it('with both fonts on (another player, an edit) keeps the dyslexia font', () => {
    expect(readSavedAccessibility({ isReadableFont: true, isDyslexiaFont: true }).settings).toEqual(settings({ isDyslexiaFont: true }));
  });

  it('is written with the defaults left out but never empty, and reads back as it was', () => {
    expect(savedForm(settings())).toEqual({ fontSize: 0 });
    expect(savedForm(settings({ fontSize: 2, isContrastTheme: true }))).toEqual({ fontSize: 2, isContrastTheme: true });
    const all = settings({ fontSize: 3, isContrastTheme: true, isDyslexiaFont: true, isSeizureSafe: true });
    expect(JSON.stringify(savedForm(all)).length).toBeLessThanOrEqual(100);
    expect(readSavedAccessibility(savedForm(all))).toEqual({ settings: all, chosen: true, problems: [] });
  });
});

describe('a change', () => {
  it('applies what it names and keeps the rest', () => {
    expect(withChange(settings({ isSeizureSafe: true }), { fontSize: 2 })).toEqual({ settings: settings({ isSeizureSafe: true, fontSize: 2 }), problems: [] });
  });

  it('keeps the font size within 0–3', () => {
    expect(withChange(settings({ fontSize: 3 }), { fontSize: 4 as 3 }).settings.fontSize).toBe(3);
    expect(withChange(settings(), { fontSize: -1 as 0 }).settings.fontSize).toBe(0);
  });

  it('ignores values of the wrong type and names them', () => {
    const { settings: next, problems } = withChange(settings(), { isContrastTheme: 'on' as unknown as boolean, fontSize: NaN as 0 });
    expect(next).toEqual(settings());
    expect(problems).toEqual(['fontSize null is not a level 0–3', 'isContrastTheme "on" is not true or false']);
  });

  it('one typeface at a time: the font switched on last wins, the other goes off', () => {
    expect(withChange(settings({ isReadableFont: true }), { isDyslexiaFont: true }).settings).toEqual(settings({ isDyslexiaFont: true }));
    expect(withChange(settings({ isDyslexiaFont: true }), { isReadableFont: true }).settings).toEqual(settings({ isReadableFont: true }));
    expect(withChange(settings({ isDyslexiaFont: true }), { isReadableFont: true, isDyslexiaFont: true }).settings).toEqual(settings({ isDyslexiaFont: true }));
    expect(withChange(settings({ isDyslexiaFont: true }), { isDyslexiaFont: false }).settings).toEqual(settings());
  });
});

describe('a first launch', () => {
  const media = (matching: string[]) => ({ matchMedia: (query: string) => ({ matches: matching.includes(query) }) as MediaQueryList });

  it('follows the browser: reduced motion turns seizure safe on, more contrast or forced colours the contrast theme', () => {
    expect(firstLaunchSettings(browserPreferences(media([])))).toEqual(settings());
    expect(firstLaunchSettings(browserPreferences(media(['(prefers-reduced-motion: reduce)'])))).toEqual(settings({ isSeizureSafe: true }));
    expect(firstLaunchSettings(browserPreferences(media(['(prefers-contrast: more)'])))).toEqual(settings({ isContrastTheme: true }));
    expect(firstLaunchSettings(browserPreferences(media(['(forced-colors: active)'])))).toEqual(settings({ isContrastTheme: true }));
  });

  it('without a window, or one without media queries, asks nothing', () => {
    expect(browserPreferences(null)).toEqual({ reducedMotion: false, moreContrast: false, forcedColors: false });
    expect(browserPreferences({} as Window)).toEqual({ reducedMotion: false, moreContrast: false, forcedColors: false });
  });
});
