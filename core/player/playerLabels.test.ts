import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createTestPlayer } from '../../test/support/createTestPlayer';
import { fixtureFetch, SHOWCASE } from '../../test/support/fixtureFetch';
import { HttpClient } from '../http/httpClient';
import { LABELS as ARABIC } from '../i18n/builtIn/ar';
import { LABELS as GERMAN } from '../i18n/builtIn/de';
import { LABELS as JAPANESE } from '../i18n/builtIn/ja';
import { PLAYER_ENGLISH } from '../i18n/playerEnglish';
import type { Labels } from '../i18n/translator';
import { PlayerLabelsLoader } from './services';

/*
 * Issue 24: a course whose label file lacks a key reads the player's own label in the course language,
 * not English (core/i18n/builtIn, loaded by the session beside the package's label files), and SPEC
 * 8.3's localization error still stands for a key that no source holds.
 */

const english: Labels = JSON.parse(readFileSync(path.join(SHOWCASE, 'lang/en.json'), 'utf8'));
const arabic: Labels = JSON.parse(readFileSync(path.join(SHOWCASE, 'lang/ar.json'), 'utf8'));
const without = (labels: Labels, ...keys: string[]) => JSON.stringify(Object.fromEntries(Object.entries(labels).filter(([key]) => !keys.includes(key))));

/** The showcase with one more language: its entry in languageSettings.json and a label file of a few keys. */
const withLanguage = (language: string, labels: Labels) => ({
  'languageSettings.json': (body: string | null) =>
    JSON.stringify([...JSON.parse(body!), { language, locale: language, label: language, isDefault: false, interfaceLabelSettings: { selected: language, customTranslations: {} } }]),
  [`lang/${language}.json`]: JSON.stringify(labels),
});

describe("the player's own labels in the course language (issue 24)", () => {
  it('German: a key missing from lang/de.json reads the German table, not the English of lang/en.json', async () => {
    const { session } = await createTestPlayer({ query: 'language=de', overrides: withLanguage('de', { '[submit]': 'Abschicken (Paket)' }) });
    expect(session.state).toBe('ready');
    expect(session.language).toBe('de');
    const { t } = session.translator;
    expect(t('[next]')).toBe(GERMAN['[next]']);
    expect(t('[next]')).not.toBe(english['[next]']);
    expect(t('[course overview]')).toBe('Kursübersicht');
    expect(t('[page counter caption]', { index: 2, total: 9 })).toBe('Seite 2 von 9');
    // The package's own label comes first.
    expect(t('[submit]')).toBe('Abschicken (Paket)');
  });

  it('Arabic: a key removed from lang/ar.json reads the Arabic table', async () => {
    const { session } = await createTestPlayer({ query: 'language=ar', overrides: { 'lang/ar.json': without(arabic, '[progress]', '[next]') } });
    expect(session.language).toBe('ar');
    expect(session.translator.t('[progress]')).toBe(ARABIC['[progress]']);
    expect(session.translator.t('[progress]')).not.toBe(english['[progress]']);
    expect(session.translator.t('[next]')).toBe('التالي');
    // The keys the file still has are the package's.
    expect(session.translator.t('[submit]')).toBe(arabic['[submit]']);
  });

  it('Japanese: a key missing from lang/ja.json reads the Japanese table', async () => {
    const { session } = await createTestPlayer({ query: 'language=ja', overrides: withLanguage('ja', { '[next]': '次へ（パッケージ）' }) });
    const { t } = session.translator;
    expect(t('[previous]')).toBe(JAPANESE['[previous]']);
    expect(t('[skip to content]')).toBe('メインコンテンツへスキップ');
    expect(t('[next]')).toBe('次へ（パッケージ）');
  });

  it("keeps SPEC 8.3's localization error for a key that no source holds", async () => {
    const { session } = await createTestPlayer({ query: 'language=de', overrides: withLanguage('de', {}) });
    expect(session.translator.has('[no such key]')).toBe(false);
    expect(() => session.translator.t('[no such key]')).toThrow("Localization error appeared. Translation for key '[no such key]' has not been found.");
  });

  it('falls back to the default language and English as before for a language the player has no table for', async () => {
    const { session } = await createTestPlayer({ query: 'language=xx', overrides: withLanguage('xx', { '[submit]': 'Submit (xx)' }) });
    expect(session.language).toBe('xx');
    expect(session.translator.t('[next]')).toBe(english['[next]']);
    expect(session.translator.t('[submit]')).toBe('Submit (xx)');
    // A 'player:' key no package file has: the player's English.
    expect(session.translator.t('player:technical details')).toBe(PLAYER_ENGLISH['player:technical details']);
  });

  it("asks for the table as soon as the course language is known, while the package's label file is still on its way", async () => {
    // The label file answers only once the table was asked for: were the two fetched in turn, start-up would hang.
    let tableAsked: () => void = () => undefined;
    const asked = new Promise<void>((resolve) => (tableAsked = resolve));
    const languages: string[] = [];
    const overrides = withLanguage('de', { '[submit]': 'Abschicken (Paket)' });
    const { fetch } = fixtureFetch(SHOWCASE, overrides);
    const heldFetch = (async (input: RequestInfo | URL) => {
      if (String(input).includes('lang/de.json')) await asked;
      return fetch(input);
    }) as typeof globalThis.fetch;
    const starting = createTestPlayer({
      query: 'language=de',
      overrides,
      setUp: (container) => {
        container.registerInstance(HttpClient, new HttpClient({ fetch: heldFetch, sleep: async () => undefined, maxRetries: 1 }));
        const load = container.resolve(PlayerLabelsLoader);
        container.registerInstance(PlayerLabelsLoader, (language: string) => {
          languages.push(language);
          tableAsked();
          return load(language);
        });
      },
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('the table was not asked for until the label file answered')), 4000)));
    const { session } = await Promise.race([starting, timeout]).finally(() => clearTimeout(timer));
    expect(languages).toEqual(['de']);
    expect(session.translator.t('[next]')).toBe('Weiter');
    expect(session.translator.t('[submit]')).toBe('Abschicken (Paket)');
  });

  it('reads on with the English when the table cannot be loaded, with a warning (as SPEC 8.3 does for a label file)', async () => {
    const { session, warnings } = await createTestPlayer({
      query: 'language=de',
      overrides: withLanguage('de', {}),
      setUp: (container) => container.registerInstance(PlayerLabelsLoader, async () => Promise.reject(new Error('chunk failed'))),
    });
    expect(session.state).toBe('ready');
    expect(session.translator.t('[next]')).toBe(english['[next]']);
    expect(warnings.some((w) => w.includes("player's own labels for 'de'") && w.includes('chunk failed'))).toBe(true);
  });
});
