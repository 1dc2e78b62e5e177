/**
 * The shapes real packages have (PACKAGE-FORMAT.md), one language with texts as plain strings:
 * - current: every fragment flat in content/{id}.html (fill-in-the-blank texts as
 *   content/{questionId}_content.html);
 * - 2020–2023: sections called 'objectives', fragments nested in content/{sectionId}/{questionId}/,
 *   content/introduction/ and content/afterword/;
 * - 2020–2022 settings (PACKAGE-FORMAT.md manifest.json, "Older packages"): nested as above, and no
 *   languageSettings.json, a manifest without defaultLanguageSettings or defaultTemplateSettings,
 *   settings.js carrying every setting, the one language as `languages: {selected, customTranslations}`
 *   and the branding and fonts (themeSettings.js is `{}`), and no templateId in data.js.
 * The showcase is rewritten into each shape, and every question page of every type must render its
 * answers, accept an answer and keep it after a reload, with no fragment missing.
 */
import { cp, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import type { DataQuestion, QuestionDriver } from './drivers/types';
import { tabTo } from './drivers/types';
import { browserTestEnv } from './support/harness';
import { headingText, openRoute } from './support/player';
import { answeredOnOpen } from './support/questionTypes';
import { courseFixture, type CourseServer } from './support/server';

const env = browserTestEnv();

// eslint-disable-next-line @typescript-eslint/no-require-imports
const driverOf = (type: string): QuestionDriver => (require(`./drivers/${type}`) as { driver: QuestionDriver }).driver;

/** Every {en, ar} text map becomes its English string, as a package published in English alone has it. */
function englishOnly(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(englishOnly);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    const keys = entries.map(([k]) => k);
    if (keys.includes('en') && keys.every((k) => k === 'en' || k === 'ar')) return (value as Record<string, unknown>).en;
    return Object.fromEntries(entries.map(([k, v]) => [k, englishOnly(v)]));
  }
  return value;
}

type Data = { introductions: unknown[]; passedAfterwords: unknown[]; failedAfterwords: unknown[]; sections: { id: string; questions: DataQuestion[] }[] };

/** The ids of every block list entry ({id, children}) anywhere inside `value`. */
function blockIds(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => blockIds(v, out));
  else if (value && typeof value === 'object') {
    const entry = value as Record<string, unknown>;
    if (typeof entry.id === 'string' && Array.isArray(entry.children)) out.push(entry.id);
    Object.values(entry).forEach((v) => blockIds(v, out));
  }
  return out;
}

/** Moves the flat fragments into the nested folders of 2020–2023 packages and renames sections to objectives. */
async function nest(content: string, data: Data): Promise<unknown> {
  const move = async (id: string, folder: string) => {
    await mkdir(path.join(content, folder), { recursive: true });
    await rename(path.join(content, `${id}.html`), path.join(content, folder, `${id}.html`)).catch(() => undefined);
  };
  for (const id of blockIds(data.introductions)) await move(id, 'introduction');
  for (const id of blockIds([data.passedAfterwords, data.failedAfterwords])) await move(id, 'afterword');
  for (const section of data.sections) {
    for (const q of section.questions) {
      const folder = path.join(section.id, q.id);
      for (const id of [...blockIds(q), `${q.id}_content`]) await move(id, folder);
    }
  }
  const { sections, ...rest } = data;
  return { ...rest, objectives: sections };
}

/** Label overrides of the 2020–2022 settings.js, one on the cover and one on every question page. */
const OLDER_LABELS = { '[start section]': 'Begin the course', '[submit]': 'Check my answer' };

/** The family the showcase's themeSettings.js gives a font key (the older shape moves it into settings.js). */
async function showcaseFont(key: string): Promise<string> {
  const theme = JSON.parse(await readFile(path.join(courseFixture('showcase'), 'themeSettings.js'), 'utf8')) as { fonts: { key: string; fontFamily: string }[] };
  return theme.fonts.find((f) => f.key === key)!.fontFamily;
}

/** Moves settings into the places packages of 2020–2022 keep them (see the header). */
async function toOlderSettings(course: string): Promise<void> {
  const read = async (file: string) => JSON.parse(await readFile(path.join(course, file), 'utf8'));
  const { defaultLanguageSettings: _languages, defaultTemplateSettings, ...manifest } = await read('manifest.json');
  const theme = await read('themeSettings.js');
  const settings = await read('settings.js');
  await rm(path.join(course, 'languageSettings.json'));
  await writeFile(path.join(course, 'manifest.json'), JSON.stringify(manifest));
  await writeFile(path.join(course, 'themeSettings.js'), '{}');
  await writeFile(
    path.join(course, 'settings.js'),
    JSON.stringify({ ...defaultTemplateSettings, ...settings, branding: theme.branding, fonts: theme.fonts, languages: { selected: 'en', customTranslations: OLDER_LABELS } }),
  );
}

type Layout = 'flat' | 'nested' | '2020–2022';

/** The showcase in one language, rewritten into a layout; returns its questions. */
async function preparePackage(course: string, layout: Layout): Promise<(DataQuestion & { sectionId: string })[]> {
  await cp(courseFixture('showcase'), course, { recursive: true });
  const content = path.join(course, 'content');
  for (const file of await readdir(path.join(content, 'en'))) await rename(path.join(content, 'en', file), path.join(content, file));
  await rm(path.join(content, 'en'), { recursive: true });
  await rm(path.join(content, 'ar'), { recursive: true });
  const languagesFile = path.join(course, 'languageSettings.json');
  const languages = JSON.parse(await readFile(languagesFile, 'utf8')) as { language: string }[];
  await writeFile(languagesFile, JSON.stringify(languages.filter((l) => l.language === 'en')));
  const dataFile = path.join(content, 'data.js');
  const data = englishOnly(JSON.parse(await readFile(dataFile, 'utf8'))) as Data & { templateId?: string };
  if (layout === 'flat') {
    await writeFile(dataFile, JSON.stringify(data));
  } else {
    const { templateId: _absent, ...older } = (await nest(content, data)) as Record<string, unknown>;
    await writeFile(dataFile, JSON.stringify(layout === 'nested' ? { ...older, templateId: data.templateId } : older));
  }
  if (layout === '2020–2022') await toOlderSettings(course);
  return data.sections.flatMap((s) => s.questions.map((q) => ({ ...q, sectionId: s.id })));
}

describe.each([['flat'], ['nested'], ['2020–2022']] as const)('a one-language package with %s content folders and settings', (layout) => {
  let course: string;
  let server: CourseServer;
  let questions: (DataQuestion & { sectionId: string })[];

  beforeAll(async () => {
    course = path.join(await env.tempDir('package-layout-'), 'course');
    questions = await preparePackage(course, layout);
    server = await env.serve(course);
  });

  async function openQuestion(page: Page, q: DataQuestion & { sectionId: string }): Promise<void> {
    await openRoute(page, server, `/sections/${q.sectionId}/questions/${q.id}`);
    await page.waitForSelector('.answer-form, .content-body');
    await page.waitForFunction(() => !document.querySelector('.answer-area .block-skeleton, .answer-form [aria-busy="true"], .block[aria-busy="true"]'));
    await page.focus('main h1');
  }

  const failedBlocks = (page: Page) => page.$$eval('.block-failed, .error-card', (els) => els.length);

  test('every question is answered and kept after a reload, and the cover shows its introduction', async () => {
    const { page, errors } = await env.page();
    const answered: (DataQuestion & { sectionId: string })[] = [];
    try {
      const flatFragments = (await readdir(path.join(course, 'content'))).filter((f) => f.endsWith('.html'));
      const nestedQuestionFragments = blockIds(questions).filter((id) => !flatFragments.includes(`${id}.html`));
      // The rewrite really moved every question's fragments (or really left them flat).
      expect(nestedQuestionFragments.length > 0).toBe(layout !== 'flat');
      if (layout !== 'flat') expect(flatFragments.filter((f) => blockIds(questions).includes(f.replace('.html', '')))).toEqual([]);
      await openRoute(page, server, '/');
      await page.waitForSelector('.cover-intro .block-ready');
      for (const q of questions) {
        await openQuestion(page, q);
        expect({ id: q.id, type: q.type, failed: await failedBlocks(page) }).toEqual({ id: q.id, type: q.type, failed: 0 });
        if (answeredOnOpen(q.type)) continue;
        await driverOf(q.type).answerCorrectlyWithKeyboard(page, q, 'en');
        await tabTo(page, '.answer-form button[type=submit]:not([disabled])');
        await page.keyboard.press('Enter');
        await page.waitForSelector('.feedback');
        answered.push(q);
      }
      expect(new Set(answered.map((q) => q.type)).size).toBeGreaterThanOrEqual(11);
      await page.reload({ waitUntil: 'domcontentloaded' });
      for (const q of answered) {
        await openQuestion(page, q);
        const tone = await page.$eval('.feedback', (el) => [...el.classList].find((c) => c.startsWith('feedback-'))!);
        expect({ id: q.id, type: q.type, tone }).toEqual({ id: q.id, type: q.type, tone: q.isSurvey ? 'feedback-neutral' : 'feedback-correct' });
      }
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('a package of 2020–2022 as its learner sees it', () => {
  let server: CourseServer;
  let questions: (DataQuestion & { sectionId: string })[];

  beforeAll(async () => {
    const course = path.join(await env.tempDir('package-2021-'), 'course');
    questions = await preparePackage(course, '2020–2022');
    server = await env.serve(course);
  });

  test("shows settings.js' custom labels, branding and fonts, and opens its legacy page addresses (SPEC 2.3)", async () => {
    const { page, errors, console: messages } = await env.page();
    try {
      await openRoute(page, server, '/');
      await page.waitForSelector('.cover-intro .block-ready');
      const controls = await page.$$eval('main a, main button', (els) => els.map((el) => (el as HTMLElement).innerText.trim()));
      expect(controls).toContain(OLDER_LABELS['[start section]']);
      // The logo and heading font of settings.js, not the manifest preset's (no logo, Arial).
      expect(await page.$eval('.cover-logo', (img) => (img as HTMLImageElement).src)).toMatch(/\/media\/logo\.svg$/);
      const headingFont = await page.$eval('main h1', (h) => getComputedStyle(h).fontFamily);
      expect(headingFont.split(',')[0].replace(/"/g, '')).toBe(await showcaseFont('main-font'));

      const q = questions.find((x) => x.type === 'singleSelectText')!;
      await page.goto(`${server.url}#/section/${q.sectionId}/question/${q.id}`, { waitUntil: 'domcontentloaded' });
      await page.waitForFunction((id) => window.location.hash.endsWith(`/questions/${id}`), {}, q.id);
      expect(await page.evaluate(() => window.location.hash)).toBe(`#/sections/${q.sectionId}/questions/${q.id}`);
      await page.waitForSelector('.answer-form button[type=submit]');
      // The page is shown once its blocks are ready (BlockGate); until then its text is not rendered.
      await page.waitForFunction(() => !document.querySelector('.block-gate:not([data-shown])'), { timeout: 20000 });
      expect(await headingText(page)).toBe(q.title as unknown as string);
      expect(await page.$eval('.answer-form button[type=submit]', (b) => (b as HTMLElement).innerText.trim())).toBe(OLDER_LABELS['[submit]']);
      expect(errors).toEqual([]);
      // Issue 22: the launch is clean. Its settings.js keeps the one language ({selected, customTranslations}),
      // so the languageSettings.json such packages never have is not asked for (a 404 Chromium logs as an
      // error), and its nested fragments are found at the first try.
      expect(server.requests.filter((r) => r.startsWith('/languageSettings.json'))).toEqual([]);
      expect(messages.filter((m) => m.type === 'error')).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
