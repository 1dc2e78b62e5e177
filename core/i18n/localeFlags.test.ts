import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALE_FLAGS, localeFlag } from './localeFlags';
import { RTL_LANGUAGES } from './rtl';

const locales = Object.keys(LOCALE_FLAGS);
const country = (flag: string) => ({ kind: 'country', flag });
const special = (name: string) => ({ kind: 'special', special: name });

/** Locales whose flag is a region of their country, not the country itself (see the table's comment). */
const REGIONAL: Record<string, string> = { 'ca-ES': 'es-ct', 'eu-ES': 'es-pv', 'gl-ES': 'es-ga', 'cy-GB': 'gb-wls', 'gd-GB': 'gb-sct', 'zh-Hans': 'cn', 'zh-Hant': 'tw' };

describe('locale flags (SPEC 9.3: about 170 locale codes, plus all, global and unknown)', () => {
  it('covers about 170 locale codes', () => {
    expect(locales.length).toBeGreaterThanOrEqual(160);
    expect(locales.length).toBeLessThanOrEqual(180);
  });

  it('keys are canonical BCP 47 locale codes, none twice in another case', () => {
    for (const locale of locales) expect(Intl.getCanonicalLocales(locale)).toEqual([locale]);
    expect(new Set(locales.map((l) => l.toLowerCase())).size).toBe(locales.length);
  });

  it("gives a language-region locale the flag of its region, except the documented regional ones", () => {
    for (const locale of locales) {
      const region = new Intl.Locale(locale).region;
      const expected = REGIONAL[locale] ?? region?.toLowerCase();
      expect([locale, localeFlag(locale)]).toEqual([locale, country(expected as string)]);
    }
  });

  it.each(Object.entries(REGIONAL))('%s shows the flag %s', (locale, flag) => expect(localeFlag(locale)).toEqual(country(flag)));

  it.each([
    ['en-US', 'us'],
    ['en-GB', 'gb'],
    ['de-DE', 'de'],
    ['de-AT', 'at'],
    ['nl-NL', 'nl'],
    ['nl-BE', 'be'],
    ['pt-BR', 'br'],
    ['ar-SA', 'sa'],
    ['he-IL', 'il'],
    ['sr-Latn-RS', 'rs'],
    ['nb-NO', 'no'],
  ])('%s shows the flag %s', (locale, flag) => expect(localeFlag(locale)).toEqual(country(flag)));

  it('reads a code in any case, with underscores or surrounding spaces', () => {
    for (const code of ['EN-us', 'en_US', ' en-US ', 'ZH-HANS']) expect(localeFlag(code).kind).toBe('country');
    expect(localeFlag('zh_hant')).toEqual(country('tw'));
  });

  it.each(['all', 'global', 'unknown'])('the special code %s is itself', (code) => {
    expect(localeFlag(code)).toEqual(special(code));
    expect(localeFlag(code.toUpperCase())).toEqual(special(code));
  });

  // SPEC 8.3: "Unknown flag code: falls back to a global flag".
  it.each([
    ['a locale whose region the table lacks', 'de-BE'],
    ['a bare language code', 'de'],
    ["SPEC 9.3's custom label set 'xx'", 'xx'],
    ["SPEC 9.3's custom label set 'cc'", 'cc'],
    ['nonsense', 'not a locale'],
    ['an empty code', ''],
    ['no code at all', undefined],
    ['null', null],
    ['a prototype key', 'constructor'],
  ])('%s falls back to the global flag', (_what, code) => expect(localeFlag(code)).toEqual(special('global')));

  it("has a flag for every locale of the showcase course's manifest", () => {
    const manifest = JSON.parse(readFileSync(path.join(__dirname, '../../test/fixtures/courses/showcase/manifest.json'), 'utf8'));
    const codes: string[] = manifest.configuration.languages.locales.map((l: { code: string }) => l.code);
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) expect([code, localeFlag(code).kind]).toEqual([code, 'country']);
  });

  it('has a locale for every right-to-left language of SPEC 9.3', () => {
    for (const language of RTL_LANGUAGES) expect([language, locales.some((l) => l.split('-')[0] === language)]).toEqual([language, true]);
  });
});
