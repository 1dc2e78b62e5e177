import { readFileSync } from 'node:fs';
import { BASE_URL, fixtureFetch, FIXTURES, SHOWCASE } from '../../test/support/fixtureFetch';
import { HttpClient } from '../http/httpClient';
import { loadPackage } from './loadPackage';

const load = (dir: string, overrides = {}, requestedLanguage: string | null = null) => {
  const { fetch, requested } = fixtureFetch(dir, overrides);
  const http = new HttpClient({ fetch, sleep: async () => undefined, maxRetries: 1 });
  return { promise: loadPackage({ baseUrl: BASE_URL, http, requestedLanguage, version: 'boot', warn: () => undefined }), requested };
};

describe('loadPackage (PACKAGE-FORMAT.md, SPEC 3.1, 7.2, 8.3)', () => {
  it('loads every package file with the cache-buster', async () => {
    const { promise, requested } = load(SHOWCASE);
    const pkg = await promise;
    expect(pkg.data.id).toMatch(/^[0-9a-f]{32}$/);
    for (const file of ['manifest.json', 'settings.js', 'publishSettings.js', 'themeSettings.js', 'languageSettings.json', 'content/data.js', 'lang/en.json']) {
      expect(requested).toContainEqual(expect.stringMatching(new RegExp(`^${file.replace('.', '\\.')}\\?v=`)));
    }
  });

  it('asks for the label file while the course data is still on its way, not after it', async () => {
    const { fetch: files, requested } = fixtureFetch(SHOWCASE);
    let releaseData: () => void = () => undefined;
    const dataHeld = new Promise<void>((resolve) => (releaseData = resolve));
    const fetch = (async (input: RequestInfo | URL) => {
      if (String(input).includes('content/data.js')) await dataHeld;
      return files(input);
    }) as typeof globalThis.fetch;
    const http = new HttpClient({ fetch, sleep: async () => undefined, maxRetries: 1 });
    const loading = loadPackage({ baseUrl: BASE_URL, http, requestedLanguage: null, version: 'boot', warn: () => undefined });
    for (let i = 0; i < 20 && !requested.some((r) => r.startsWith('lang/')); i += 1) await new Promise((r) => setTimeout(r, 0));
    expect(requested.some((r) => r.startsWith('lang/en.json'))).toBe(true);
    releaseData();
    expect((await loading).labels.course['[start section]']).toBeTruthy();
  });

  it('keeps the manifest default where settings.js holds null', async () => {
    const pkg = await load(SHOWCASE, { 'settings.js': JSON.stringify({ masteryScore: null, submitAnswers: null }) }).promise;
    expect(pkg.template.masteryScore).toEqual({ score: 100, isOverall: true });
    expect(pkg.template.submitAnswers).toBe('afterEveryQuestion');
  });

  describe('the language list of older packages (PACKAGE-FORMAT.md settings.js, manifest.json)', () => {
    const entry = (language: string, extra: object = {}) => ({ language, locale: language, isDefault: false, interfaceLabelSettings: { selected: 'en' }, ...extra });
    const withoutLanguageSettings = { 'languageSettings.json': 404 };

    it('takes the languages settings.js keeps when languageSettings.json is missing', async () => {
      const settings = JSON.stringify({ languages: [entry('de', { isDefault: true })] });
      const pkg = await load(SHOWCASE, { ...withoutLanguageSettings, 'settings.js': settings }).promise;
      expect(pkg.languages.map((l) => l.language)).toEqual(['de']);
      expect(pkg.language.language).toBe('de');
    });

    it("leaves out the manifest's languages marked isSelected false", async () => {
      const manifest = (body: string | null) => {
        const m = JSON.parse(body ?? '{}');
        m.defaultLanguageSettings = [entry('en', { isDefault: true, isSelected: false }), entry('de', { isSelected: true }), entry('fr', { isSelected: false })];
        return JSON.stringify(m);
      };
      const pkg = await load(SHOWCASE, { ...withoutLanguageSettings, 'manifest.json': manifest }, 'en').promise;
      expect(pkg.languages.map((l) => l.language)).toEqual(['de']);
      expect(pkg.language.language).toBe('de');
    });
  });

  it("falls back to the template's label file when the author's custom label file is missing", async () => {
    const languages = JSON.stringify([
      { language: 'en', locale: 'en-US', isDefault: true, interfaceLabelSettings: { customSelected: 'acme-en', selected: 'en' } },
    ]);
    const { promise, requested } = load(SHOWCASE, { 'languageSettings.json': languages });
    const pkg = await promise;
    expect(requested.some((r) => r.startsWith('lang/acme-en.json'))).toBe(true);
    expect(pkg.labels.course['[start section]']).toBeTruthy();
  });

  it('merges settings.js over the manifest defaultTemplateSettings', async () => {
    const pkg = await load(SHOWCASE, {
      'settings.js': JSON.stringify({ masteryScore: { score: 55 } }),
    }).promise;
    expect(pkg.template.masteryScore).toEqual({ score: 55, isOverall: true });
    expect(pkg.template.submitAnswers).toBe('afterEveryQuestion');
  });

  it("fails with SPEC 8.3's message for a manifest without defaultTemplateSettings", async () => {
    await expect(load(`${FIXTURES}/no-default-template-settings`).promise).rejects.toThrow("Manifest doesn't have defaultTemplateSettings");
  });

  describe('packages of 2020–2022 (PACKAGE-FORMAT.md manifest.json, "Older packages")', () => {
    const withoutManifestKeys = (...keys: string[]) => (body: string | null) => {
      const m = JSON.parse(body ?? '{}');
      for (const key of keys) delete m[key];
      return JSON.stringify(m);
    };
    const settingsWith = (extra: object) => (body: string | null) => JSON.stringify({ ...JSON.parse(body ?? '{}'), ...extra });
    const oldLanguages = { selected: 'en', customTranslations: { '[start section]': 'Begin here', '[submit]': { not: 'text' } } };
    const oldShape = {
      'languageSettings.json': 404,
      'manifest.json': withoutManifestKeys('defaultLanguageSettings'),
      'settings.js': settingsWith({ languages: oldLanguages }),
    };

    it("opens with settings.js' one language and its custom translations over lang/{selected}.json", async () => {
      const pkg = await load(SHOWCASE, oldShape).promise;
      expect(pkg.languages.map((l) => [l.language, l.locale, l.isDefault])).toEqual([['en', 'en-US', true]]);
      expect(pkg.labels.course['[start section]']).toBe('Begin here');
      // A key the author did not override keeps the label file's text; an override that is not text is ignored.
      expect(pkg.labels.course['[submit]']).toBe(JSON.parse(readFileSync(`${SHOWCASE}/lang/en.json`, 'utf8'))['[submit]']);
    });

    it('does not ask for the languageSettings.json these packages do not have: its 404 is an error line in the browser (issue 22)', async () => {
      const { promise, requested } = load(SHOWCASE, oldShape);
      await promise;
      expect(requested.filter((r) => r.startsWith('languageSettings.json'))).toEqual([]);
      // A settings.js language list (as legacy-2021's) is not that shape: languageSettings.json comes first then.
      const listed = load(SHOWCASE, { 'settings.js': settingsWith({ languages: [{ language: 'en', isDefault: true }] }) });
      expect((await listed.promise).languages.map((l) => l.label)).toEqual(['English', 'العربية']);
      expect(listed.requested.filter((r) => r.startsWith('languageSettings.json'))).toHaveLength(1);
    });

    it("logs no language-settings problem for the languageSettings.json missing from a package, but does for a broken one (SPEC 8.3)", async () => {
      const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        await load(SHOWCASE, oldShape).promise;
        await load(SHOWCASE, { 'languageSettings.json': 404 }).promise;
        expect(error).not.toHaveBeenCalled();
        await load(SHOWCASE, { 'languageSettings.json': '[{"language": ' }).promise;
        expect(error).toHaveBeenCalledWith('problem with loading language settings', expect.anything());
      } finally {
        error.mockRestore();
      }
    });

    it("tries the package's English labels when the selected label set has no file (a custom set such as 'xx')", async () => {
      const { promise, requested } = load(SHOWCASE, { ...oldShape, 'settings.js': settingsWith({ languages: { selected: 'xx', customTranslations: { '[next]': 'Onwards' } } }) });
      const pkg = await promise;
      expect(requested.some((r) => r.startsWith('lang/xx.json'))).toBe(true);
      expect(pkg.labels.course['[next]']).toBe('Onwards');
      expect(pkg.labels.course['[start section]']).toBeTruthy();
    });

    it('takes every template setting from settings.js when the manifest has no defaultTemplateSettings', async () => {
      const pkg = await load(SHOWCASE, {
        ...oldShape,
        'manifest.json': withoutManifestKeys('defaultLanguageSettings', 'defaultTemplateSettings'),
        'settings.js': settingsWith({ languages: oldLanguages, masteryScore: { score: 60, isOverall: true } }),
      }).promise;
      expect(pkg.template.masteryScore.score).toBe(60);
      expect(pkg.language.language).toBe('en');
    });

    it("opens a package with languageSettings.json whose manifest lacks defaultLanguageSettings", async () => {
      const pkg = await load(SHOWCASE, { 'manifest.json': withoutManifestKeys('defaultLanguageSettings') }).promise;
      expect(pkg.languages.map((l) => l.language)).toEqual(['en', 'ar']);
    });

    it("fails with SPEC 8.3's message when no file gives a language", async () => {
      await expect(load(SHOWCASE, { ...oldShape, 'settings.js': settingsWith({ languages: null }) }).promise).rejects.toThrow(
        "Manifest doesn't have defaultLanguageSettings",
      );
    });

    it("fails with SPEC 8.3's message when neither the manifest nor settings.js gives template settings", async () => {
      await expect(
        load(SHOWCASE, {
          ...oldShape,
          'manifest.json': withoutManifestKeys('defaultLanguageSettings', 'defaultTemplateSettings'),
          'settings.js': JSON.stringify({ languages: oldLanguages, branding: {}, fonts: [] }),
        }).promise,
      ).rejects.toThrow("Manifest doesn't have defaultTemplateSettings");
    });

    it("reads fonts from settings.js and branding from the manifest preset when each is missing elsewhere", async () => {
      const fonts = [{ key: 'Heading1', fontFamily: 'Georgia, serif', size: 30 }];
      const pkg = await load(SHOWCASE, { ...oldShape, 'themeSettings.js': '{}', 'settings.js': settingsWith({ languages: oldLanguages, fonts }) }).promise;
      expect(pkg.theme.fonts.Heading1?.fontFamily).toBe('Georgia, serif');
      expect(Object.keys(pkg.theme.colors).length).toBeGreaterThan(0);
    });
  });

  it('leaves out language entries without a language code (null, 42, {language: null}, {})', async () => {
    const languages = (body: string | null) => JSON.stringify([null, 42, { language: null }, {}, { language: '' }, ...JSON.parse(body!)]);
    const pkg = await load(SHOWCASE, { 'languageSettings.json': languages }, 'ar').promise;
    expect(pkg.languages.map((l) => l.language)).toEqual(['en', 'ar']);
    expect(pkg.defaultLanguage.language).toBe('en');
    expect(pkg.language.language).toBe('ar');
  });

  it.each([['null'], ['[]'], ['"settings"']])('reports settings.js holding %s as the settings failure, as a missing one', async (body) => {
    await expect(load(SHOWCASE, { 'settings.js': body }).promise).rejects.toMatchObject({ kind: 'settings', message: 'Settings loading failed' });
  });

  it('reports a broken data.js as the course data failure', async () => {
    await expect(load(`${FIXTURES}/broken-data`).promise).rejects.toMatchObject({ kind: 'courseData', message: 'Course data loading failed' });
  });

  it('reports a failing settings file as the settings failure', async () => {
    await expect(load(SHOWCASE, { 'settings.js': 404 }).promise).rejects.toMatchObject({ kind: 'settings', message: 'Settings loading failed' });
  });

  it('honours the language URL parameter only for a language of the package (SPEC 5.3)', async () => {
    expect((await load(SHOWCASE, {}, 'ar').promise).language.language).toBe('ar');
    expect((await load(SHOWCASE, {}, 'ar').promise).language.rtl).toBe(true);
    expect((await load(SHOWCASE, {}, 'xx').promise).language.language).toBe('en');
  });

  it('reads branding from settings.js, then the manifest preset, when themeSettings.js is {}', async () => {
    const pkg = await load(`${FIXTURES}/legacy-2021`).promise;
    expect(pkg.theme.logoUrl).not.toBe('');
    const fromPreset = await load(SHOWCASE, { 'themeSettings.js': '{}', 'settings.js': '{}' }).promise;
    expect(Object.keys(fromPreset.theme.colors).length).toBeGreaterThan(0);
  });

  it('falls back to the default language labels when a label file is missing', async () => {
    const pkg = await load(SHOWCASE, { 'lang/ar.json': 404 }, 'ar').promise;
    expect(pkg.labels.course).toEqual({});
    expect(Object.keys(pkg.labels.fallback).length).toBeGreaterThan(400);
  });
});
