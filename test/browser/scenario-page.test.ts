/**
 * The scenario question type in Chromium (PACKAGE-FORMAT.md "scenario", a block-like page): the
 * showcase's scenario page shows its instructions, the scenario in a titled, lazily loaded frame
 * that loads the package's own page and runs, then its body blocks; opening it answers it, as a
 * content page (SPEC 4.2): the table of contents marks it completed and the saved record has it.
 * In English and in Arabic, axe-clean.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from 'puppeteer-core';
import { browserTestEnv } from './support/harness';
import { headingText, newPlayerPage, openRoute } from './support/player';
import { courseFixture } from './support/server';

interface DataScenario {
  id: string;
  type: string;
  title: Record<string, string>;
  embedUrl: Record<string, string>;
}

const dir = courseFixture('showcase');
const data = JSON.parse(readFileSync(path.join(dir, 'content', 'data.js'), 'utf8')) as { id: string; sections: { id: string; questions: DataScenario[] }[] };
const section = data.sections.find((s) => s.questions.some((q) => q.type === 'scenario'))!;
const scenario = section.questions.find((q) => q.type === 'scenario')!;
const shortIds = JSON.parse(readFileSync(path.join(dir, 'publishSettings.js'), 'utf8')).questionShortIds as Record<string, number>;
const labelsOf = (lang: string): Record<string, string> => JSON.parse(readFileSync(path.join(dir, 'lang', `${lang}.json`), 'utf8'));

const env = browserTestEnv({ course: dir });

test('the showcase has a scenario page whose embedUrl is a page inside the package', () => {
  expect(scenario).toBeDefined();
  for (const lang of ['en', 'ar']) expect(readFileSync(path.join(dir, scenario.embedUrl[lang]), 'utf8')).toContain(`lang="${lang}"`);
});

describe.each([
  ['English', '', 'en'],
  ['Arabic', 'language=ar', 'ar'],
])('the scenario page (%s)', (_name, query, lang) => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await env.context();
  });
  afterAll(() => context.close());

  test('shows the scenario in a titled frame, and opening the page completes it', async () => {
    const { page, errors } = await newPlayerPage(context);
    await openRoute(page, env.server, `/sections/${section.id}/questions/${scenario.id}`, query);
    expect(await headingText(page)).toBe(scenario.title[lang]);
    expect(await page.$('.error-card')).toBeNull();
    await page.waitForSelector('.instructions .block-ready');

    // The frame: named by the page title, lazily loaded, allowed to go full screen, loading the package's page.
    const frameHandle = (await page.waitForSelector('.q-scenario iframe'))!;
    const attrs = await frameHandle.evaluate((f) => ({
      title: f.getAttribute('title'),
      loading: f.getAttribute('loading'),
      fullscreen: f.hasAttribute('allowfullscreen'),
      src: f.getAttribute('src') ?? '',
    }));
    expect(attrs).toEqual({ title: scenario.title[lang], loading: 'lazy', fullscreen: true, src: new URL(scenario.embedUrl[lang], env.server.url).href });
    const frame = (await frameHandle.contentFrame())!;
    await frame.waitForSelector('#start h2');
    expect(await frame.$eval('html', (h) => h.getAttribute('lang'))).toBe(lang);
    // The scenario runs: a choice leads to its scene.
    await frame.click('[data-go="soil"]');
    await frame.waitForSelector('#soil:not([hidden])');
    // The page's body blocks follow the scenario.
    await page.waitForSelector('.q-scenario .content-body .block-ready');

    // Answered by opening it: marked completed in the table of contents, and saved.
    const state = await page.waitForSelector(`a.toc-page[href$="${scenario.id}"] .toc-page-state [role=img]`);
    expect(await state!.evaluate((e) => e.getAttribute('aria-label'))).toBe(labelsOf(lang)['[completed]']);
    await page.waitForFunction(
      (key, index) => {
        const saved = JSON.parse(window.localStorage.getItem(key) ?? 'null') as { answers?: unknown[] } | null;
        return saved?.answers?.[index] === 0;
      },
      { timeout: 5000 },
      `course_progress${data.id}`,
      shortIds[scenario.id],
    );

    await env.axe(page);
    expect(errors).toEqual([]);
  });
});
