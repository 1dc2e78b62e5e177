import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PLAYER_ENGLISH } from '../playerEnglish';
import { PLUGIN_ENGLISH } from '../pluginEnglish';
import { RTL_LANGUAGES } from '../rtl';
import { createTranslator } from '../translator';
import { loadPlayerLabels, PLAYER_LANGUAGES, playerLanguageOf } from './index';

/*
 * Issue 24: the player's own label tables. Each must hold exactly the keys of PLAYER_ENGLISH (which
 * spreads PLUGIN_ENGLISH) with the same {placeholders}, so a new English key fails here until every
 * language has it. i18next's plural forms (`key_one`, `key_few`, …, core/i18n/translator.ts) may stand
 * beside a key whose English counts with {count}, one for each plural category of the language.
 */

const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();
const ENGLISH_KEYS = Object.keys(PLAYER_ENGLISH).sort();
const COUNTING_KEYS = new Set(ENGLISH_KEYS.filter((key) => placeholders(PLAYER_ENGLISH[key]).includes('count')));
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const translated = PLAYER_LANGUAGES.filter((language) => language !== 'en');

describe("the player's own label tables (issue 24)", () => {
  it('English is whole: PLAYER_ENGLISH holds every plugin label too', () => {
    for (const key of Object.keys(PLUGIN_ENGLISH)) expect(PLAYER_ENGLISH[key]).toBe(PLUGIN_ENGLISH[key]);
  });

  // Every table docs/i18n.md lists. Add a language here with its table.
  it('has the tables docs/i18n.md lists, among them every right-to-left language of SPEC 9.3', () => {
    expect([...PLAYER_LANGUAGES].sort()).toEqual(['ar', 'az', 'cs', 'da', 'de', 'dv', 'en', 'es', 'fa', 'fi', 'fr', 'he', 'it', 'ja', 'ko', 'ku', 'nb', 'nl', 'pl', 'pt', 'ru', 'sv', 'tr', 'uk', 'ur', 'zh']);
    expect(RTL_LANGUAGES.filter((code) => !PLAYER_LANGUAGES.includes(code as never))).toEqual([]);
  });

  describe.each(translated)('%s', (language) => {
    let table: Record<string, string>;
    beforeAll(async () => {
      table = (await loadPlayerLabels(language))!;
    });
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories as string[];

    it('holds exactly the English keys (besides plural forms)', () => {
      const keys = Object.keys(table).filter((key) => !(PLURAL_SUFFIX.test(key) && COUNTING_KEYS.has(key.replace(PLURAL_SUFFIX, ''))));
      expect(keys.filter((key) => !(key in PLAYER_ENGLISH))).toEqual([]);
      expect(ENGLISH_KEYS.filter((key) => !(key in table))).toEqual([]);
    });

    it('keeps every placeholder of the English text, and adds none', () => {
      const differing = ENGLISH_KEYS.filter((key) => placeholders(table[key]).join() !== placeholders(PLAYER_ENGLISH[key]).join());
      expect(differing.map((key) => `${key}: ${table[key]}`)).toEqual([]);
    });

    it('has text for every label', () => {
      expect(Object.entries(table).filter(([, text]) => typeof text !== 'string' || text.trim() === '')).toEqual([]);
    });

    it("gives a counting key's plural forms for every plural category of the language, or none", () => {
      for (const key of COUNTING_KEYS) {
        const forms = Object.keys(table).filter((k) => k.startsWith(`${key}_`)).map((k) => k.slice(key.length + 1));
        if (forms.length === 0) continue;
        expect({ key, forms: forms.sort() }).toEqual({ key, forms: [...categories].sort() });
        for (const form of forms) expect(placeholders(PLAYER_ENGLISH[key])).toEqual(expect.arrayContaining(placeholders(table[`${key}_${form}`])));
      }
    });
  });

  it.each(translated)('%s keeps each file under 300 lines (the player and plugin halves)', (language) => {
    for (const file of [`${language}.ts`, `${language}.plugins.ts`]) {
      expect(readFileSync(path.join(__dirname, file), 'utf8').split('\n').length).toBeLessThanOrEqual(300);
    }
  });
});

describe('which table a course language gets', () => {
  it.each([
    ['de', 'de'],
    ['DE-at', 'de'],
    ['ar_SA', 'ar'],
    ['ja-JP', 'ja'],
    ['en-US', 'en'],
    ['iw', 'he'],
    ['fr-CA', 'fr'],
    ['es_419', 'es'],
    ['fa-IR', 'fa'],
    ['ur_PK', 'ur'],
    ['az-Latn-AZ', 'az'],
    ['ckb', 'ku'],
    ['ckb-IQ', 'ku'],
    ['dv-MV', 'dv'],
    ['nl-BE', 'nl'],
    ['pt-br', 'pt'],
    ['pt_PT', 'pt'],
    ['pl-PL', 'pl'],
    ['ru-RU', 'ru'],
    ['tr-TR', 'tr'],
    ['uk-UA', 'uk'],
    ['zh-hans', 'zh'],
    ['zh_CN', 'zh'],
    ['zh-Hans-SG', 'zh'],
    ['ko-KR', 'ko'],
    ['sv-FI', 'sv'],
    ['da-DK', 'da'],
    ['nb-NO', 'nb'],
    ['no', 'nb'],
    ['nn-NO', 'nb'],
    ['fi-FI', 'fi'],
    ['cs-CZ', 'cs'],
  ])('%s reads the %s table', (code, table) => expect(playerLanguageOf(code)).toBe(table));
  it.each(['xx', 'cc', '', 'zh-hant', 'zh-TW', 'tlh'])('%s has none (the package labels, then English)', (code) => expect(playerLanguageOf(code)).toBeNull());
  it('loads nothing for a language without a table', async () => expect(await loadPlayerLabels('xx')).toBeNull());
});

describe('plural forms follow the language of the table that holds them (i18next)', () => {
  it('German: one area, or one of several', async () => {
    const t = createTranslator({ course: {}, fallback: {}, player: (await loadPlayerLabels('de'))!, builtIn: PLAYER_ENGLISH, languages: { course: 'de' } }).t;
    expect(t('player:hotspot correct any', { count: 1 })).toBe('Eine Markierung in dem auf dem Bild umrandeten Bereich');
    expect(t('player:hotspot correct any', { count: 3 })).toBe('Eine Markierung in einem der 3 auf dem Bild umrandeten Bereiche');
  });
  // Languages whose nouns take several forms after a number: their tables must give the hotspot's
  // "any / each of the N areas" in every plural category, and i18next must pick the right one.
  const SEVERAL_FORMS: Record<string, Array<[number, string]>> = {
    pl: [
      [2, 'Znacznik w dowolnym z 2 obszarów zaznaczonych na obrazie'],
      [5, 'Znacznik w dowolnym z 5 obszarów zaznaczonych na obrazie'],
      [22, 'Znacznik w dowolnym z 22 obszarów zaznaczonych na obrazie'],
      [1.5, 'Znacznik w dowolnym z 1.5 obszaru zaznaczonego na obrazie'],
    ],
    ru: [
      [2, 'Метка внутри любой из 2 обведённых на изображении областей'],
      [5, 'Метка внутри любой из 5 обведённых на изображении областей'],
      [21, 'Метка внутри любой из 21 обведённой на изображении области'],
      [1.5, 'Метка внутри любой из 1.5 обведённой на изображении области'],
    ],
    uk: [
      [2, 'Мітка всередині будь-якої з 2 обведених на зображенні областей'],
      [5, 'Мітка всередині будь-якої з 5 обведених на зображенні областей'],
      [21, 'Мітка всередині будь-якої з 21 обведеної на зображенні області'],
      [1.5, 'Мітка всередині будь-якої з 1.5 обведеної на зображенні області'],
    ],
    cs: [
      [2, 'Značka v kterékoli ze 2 oblastí vyznačených na obrázku'],
      [4, 'Značka v kterékoli ze 4 oblastí vyznačených na obrázku'],
      [5, 'Značka v kterékoli z oblastí vyznačených na obrázku (je jich 5)'],
      [1.5, 'Značka v kterékoli z oblastí vyznačených na obrázku (je jich 1.5)'],
    ],
  };
  it.each(Object.keys(SEVERAL_FORMS))('%s has every plural form of the counting hotspot labels', async (language) => {
    const table = (await loadPlayerLabels(language))!;
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories as string[];
    expect(categories.length).toBeGreaterThan(2);
    for (const key of ['player:hotspot correct any', 'player:hotspot correct each']) {
      expect(categories.filter((category) => !table[`${key}_${category}`])).toEqual([]);
    }
  });
  it.each(Object.keys(SEVERAL_FORMS))('%s: the noun agrees with the number of areas', async (language) => {
    const t = createTranslator({ course: {}, fallback: {}, player: (await loadPlayerLabels(language))!, builtIn: PLAYER_ENGLISH, languages: { course: language } }).t;
    for (const [count, text] of SEVERAL_FORMS[language]) expect(t('player:hotspot correct any', { count })).toBe(text);
  });
  it("a package's own label for the key comes before the player's plural forms", async () => {
    const t = createTranslator({ course: { 'player:hotspot correct any': 'Paket: {count}' }, fallback: {}, player: (await loadPlayerLabels('de'))!, builtIn: PLAYER_ENGLISH, languages: { course: 'de' } }).t;
    expect(t('player:hotspot correct any', { count: 1 })).toBe('Paket: 1');
  });
});
