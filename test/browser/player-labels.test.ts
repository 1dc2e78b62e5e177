/**
 * Issue 24 in Chromium: a package whose label file lacks a key shows the player's own label in the
 * course's language (core/i18n/builtIn), not English. Each case is a copy of the showcase with the key
 * taken out of the course language's file (German and Japanese added as languages of their own, with
 * the English file's labels as their file, so that English is right there to be shown by mistake).
 * The tables are chunks of their own: none of them is on the first page.
 */
import { cp, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { HTTPRequest } from 'puppeteer-core';
import { LABELS as ARABIC } from '../../core/i18n/builtIn/ar';
import { LABELS as GERMAN } from '../../core/i18n/builtIn/de';
import { LABELS as JAPANESE } from '../../core/i18n/builtIn/ja';
import { PLAYER_ENGLISH } from '../../core/i18n/playerEnglish';
import { browserTestEnv } from './support/harness';
import { openRoute } from './support/player';
import { courseFixture, playerDistDir } from './support/server';

const env = browserTestEnv();
const showcase = courseFixture('showcase');
const KEY = '[start section]';
let work: string;

beforeAll(async () => {
  work = await env.tempDir('player-labels-');
});

/** The showcase in `language`, its lang/<language>.json missing KEY: a new language entry unless the showcase has it. */
async function courseMissingKey(language: string): Promise<string> {
  const dir = path.join(work, language);
  await cp(showcase, dir, { recursive: true });
  const languagesFile = path.join(dir, 'languageSettings.json');
  const languages = JSON.parse(await readFile(languagesFile, 'utf8')) as Array<{ language: string }>;
  const own = path.join(dir, 'lang', `${language}.json`);
  const source = languages.some((l) => l.language === language) ? own : path.join(dir, 'lang', 'en.json');
  const labels = JSON.parse(await readFile(source, 'utf8')) as Record<string, string>;
  delete labels[KEY];
  await writeFile(own, JSON.stringify(labels));
  if (!languages.some((l) => l.language === language)) {
    languages.push({ language, locale: language, label: language, isDefault: false, interfaceLabelSettings: { selected: language, customTranslations: {} } } as never);
    await writeFile(languagesFile, JSON.stringify(languages));
  }
  return dir;
}

// A German course is hyphenated (SPEC 9.3, docs/hyphenation.md): its labels carry soft hyphens, which
// no reader sees unless a line breaks there.
const controlTexts = (texts: string[]) => texts.map((t) => t.replace(/\u00ad/g, '').trim());

describe.each([
  ['German', 'de', GERMAN],
  ['Arabic', 'ar', ARABIC],
  ['Japanese', 'ja', JAPANESE],
])("a course in %s whose label file lacks '[start section]'", (_name, language, table) => {
  test("shows the player's own label in that language, loaded as a chunk of its own", async () => {
    const server = await env.serve(await courseMissingKey(language));
    const { page, errors } = await env.page();
    const scripts: string[] = [];
    page.on('request', (request: HTTPRequest) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    try {
      await openRoute(page, server, '/', `language=${language}`);
      await page.waitForFunction((text) => [...document.querySelectorAll('main a, main button')].some((el) => (el as HTMLElement).innerText.replace(/\u00ad/g, '').trim() === text), { timeout: 10000 }, table[KEY]);
      const texts = controlTexts(await page.$$eval('main a, main button', (els) => els.map((el) => (el as HTMLElement).innerText)));
      expect(texts).toContain(table[KEY]);
      expect(texts).not.toContain(PLAYER_ENGLISH[KEY]);
      expect(texts).not.toContain(KEY);
      expect(await page.evaluate(() => document.documentElement.lang)).toMatch(new RegExp(`^${language}`));
      // The table came as a script of its own, after the first page's.
      const first = new Set(await page.$$eval('script[src]', (els) => els.map((el) => (el as HTMLScriptElement).src)));
      const later = scripts.filter((url) => !first.has(url));
      const bodies = await Promise.all(later.map((url) => page.evaluate((u) => fetch(u).then((r) => r.text()), url)));
      expect(bodies.filter((body) => body.includes(table['[course overview]'])).length).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

test("the first page's scripts hold none of the tables", async () => {
  const html = await readFile(path.join(playerDistDir, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<script[^>]*\ssrc="?([^"\s>]+)/g)].map((m) => m[1]);
  expect(entries.length).toBeGreaterThan(0);
  const files = await readdir(path.join(playerDistDir, 'player'));
  expect(files.length).toBeGreaterThan(0);
  for (const entry of entries) {
    const js = await readFile(path.join(playerDistDir, entry.replace(/^\.?\//, '')), 'utf8');
    for (const table of [GERMAN, ARABIC, JAPANESE]) expect(js.includes(table['[course overview]'])).toBe(false);
  }
});
