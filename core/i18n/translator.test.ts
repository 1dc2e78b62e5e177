import { PLAYER_ENGLISH } from './playerEnglish';
import { createTranslator } from './translator';
import { isRtlLanguage } from './rtl';

describe('label lookup (PACKAGE-FORMAT.md lang files, SPEC 8.3)', () => {
  const t = createTranslator({
    course: { '[next]': 'التالي', '[page counter caption]': 'صفحة {index} من {total}' },
    fallback: { '[next]': 'Next (default)', '[submit]': 'Submit (default)' },
    builtIn: { '[submit]': 'Submit (player)', '[try again]': 'Try again (player)' },
  }).t;

  it('uses the course language first', () => expect(t('[next]')).toBe('التالي'));
  it('then the default language', () => expect(t('[submit]')).toBe('Submit (default)'));
  it("then the player's own English", () => expect(t('[try again]')).toBe('Try again (player)'));
  it('fills single-brace placeholders', () => expect(t('[page counter caption]', { index: 2, total: 9 })).toBe('صفحة 2 من 9'));
  it('raises the localization error when all three lack the key', () =>
    expect(() => t('[unknown key]')).toThrow("Localization error appeared. Translation for key '[unknown key]' has not been found."));
  it('falls back as for a missing label when a label file holds something other than text', () => {
    const labels = { '[submit]': { text: 'Submit' }, '[next]': 7, '[close]': null } as unknown as Record<string, string>;
    const tr = createTranslator({ course: labels, fallback: { '[submit]': 'Submit (default)' }, builtIn: { '[next]': 'Next (player)' } });
    expect(tr.t('[submit]')).toBe('Submit (default)');
    expect(tr.t('[next]')).toBe('Next (player)');
    expect(tr.has('[close]')).toBe(false);
    expect(() => tr.t('[close]')).toThrow("Translation for key '[close]' has not been found.");
  });
  it("uses the player's real built-in English", () => {
    const tr = createTranslator({ course: {}, fallback: {}, builtIn: PLAYER_ENGLISH });
    expect(tr.t('[skip to content]')).toMatch(/skip/i);
  });
});

describe('right-to-left languages (SPEC 9.3)', () => {
  it.each(['ar', 'az', 'dv', 'he', 'ku', 'fa', 'ur', 'ar-SA', 'he_IL'])('%s is right-to-left', (code) => expect(isRtlLanguage(code)).toBe(true));
  it.each(['en', 'de', 'zh-hans', 'pt-br'])('%s is left-to-right', (code) => expect(isRtlLanguage(code)).toBe(false));
});
