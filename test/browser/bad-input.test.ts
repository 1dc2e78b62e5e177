/**
 * Bad input found by fuzzing (issue 9, section 5): each case must end in a working course or the
 * SPEC 2.9 error page with its SPEC 8.3 message, never an uncaught error. Every case is a variant of
 * the showcase written to a temporary folder by the test.
 */
import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { PLAYER_ENGLISH } from '../../core/i18n/playerEnglish';
import { nestedBlocksJson, withRawJson } from '../support/nestedBlocks';
import { browserTestEnv } from './support/harness';
import { openRoute, pageShown, readOutline } from './support/player';
import { courseFixture, type CourseServer } from './support/server';

const env = browserTestEnv();
let work: string;
const showcase = courseFixture('showcase');
const outline = readOutline(showcase);
const progressKey = `course_progress${outline.id}`;

beforeAll(async () => {
  work = await env.tempDir('bad-input-');
});

let variants = 0;

/** A copy of the showcase with some files rewritten: `files` maps a path to its new text, or to a function of the old. */
async function variant(files: Record<string, string | ((text: string) => string)>): Promise<string> {
  const dir = path.join(work, `v${(variants += 1)}`);
  await cp(showcase, dir, { recursive: true });
  for (const [file, change] of Object.entries(files)) {
    const target = path.join(dir, file);
    await writeFile(target, typeof change === 'string' ? change : change(await readFile(target, 'utf8')));
  }
  return dir;
}

async function withCourse(dir: string, run: (page: Page, server: CourseServer, errors: string[], messages: { type: string; text: string }[]) => Promise<void>): Promise<void> {
  // A server of its own: a new origin, so nothing an earlier case stored in the browser is seen.
  const server = await env.serve(dir);
  const { page, errors, console: messages } = await env.page();
  try {
    await run(page, server, errors, messages);
  } finally {
    await page.close();
  }
}

const controlTexts = (page: Page) => page.$$eval('main a, main button', (els) => els.map((el) => (el as HTMLElement).innerText.trim()));

/** Proves the course is alive: a route change opens the first section and its heading. */
async function routeChangeWorks(page: Page, server: CourseServer): Promise<void> {
  const [section] = outline.sections;
  await openRoute(page, server, `/sections/${section.id}`);
  expect(await page.$eval('main h1', (h) => (h as HTMLElement).innerText.trim())).toBe(section.title.en);
}

test('language entries null, 42, {language: null} and {} before the real ones: the course plays in its languages', async () => {
  const dir = await variant({ 'languageSettings.json': (text) => JSON.stringify([null, 42, { language: null }, {}, ...JSON.parse(text)]) });
  await withCourse(dir, async (page, server, errors) => {
    await openRoute(page, server, '/', 'language=ar');
    await page.waitForSelector('.cover-intro .block-ready');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.$eval('main h1', (h) => (h as HTMLElement).innerText.trim())).toBe(outline.title.ar);
    await routeChangeWorks(page, server);
    expect(errors).toEqual([]);
  });
});

describe.each([
  ['url a number', { v: 1, url: 42, answers: [] }],
  ['url true', { v: 1, url: true, answers: [] }],
  ['url an object', { v: 1, url: {}, answers: [] }],
  ['url a list', { v: 1, url: ['/results'], answers: [] }],
  ['a newer version', { v: 999, url: '/results', answers: [100] }],
])('a saved progress record with %s', (_name, record) => {
  test('is set aside under <key>_unreadable, and the course starts clean with a warning (SPEC 8.3)', async () => {
    await withCourse(showcase, async (page, server, errors, messages) => {
      const text = JSON.stringify(record);
      // Same origin as the player: the record is in place before the player's first load.
      await page.goto(`${server.url}manifest.json`);
      await page.evaluate((k, v) => localStorage.setItem(k, v), progressKey, text);
      await openRoute(page, server, '/');
      expect(await controlTexts(page)).toContain(PLAYER_ENGLISH['[start section]']);
      expect(await page.evaluate((k) => localStorage.getItem(`${k}_unreadable`), progressKey)).toBe(text);
      expect(messages.some((m) => m.type === 'warn' && /Saved progress is unreadable and was set aside/.test(m.text))).toBe(true);
      await routeChangeWorks(page, server);
      // A reload reads nothing unusable again: the course is simply fresh.
      messages.length = 0;
      await page.reload({ waitUntil: 'domcontentloaded' });
      await page.waitForSelector('main h1');
      expect(messages.some((m) => /Saved progress/.test(m.text))).toBe(false);
      expect(errors).toEqual([]);
    });
  });
});

describe.each([[1_000], [2_000], [20_000]])('block lists nested %i deep', (depth) => {
  const deepData = (text: string, where: 'introductions' | 'page') => {
    const data = JSON.parse(text);
    if (where === 'introductions') data.introductions = [...data.introductions, '@deep'];
    else data.sections[0].questions.find((q: { type: string }) => q.type === 'informationContent').learningContents.push('@deep');
    // The placeholder is one entry of a list: the deep list's only entry takes its place.
    return withRawJson(data, { '@deep': nestedBlocksJson(depth).slice(1, -1) });
  };

  test('the cover shows its introduction, with a small card where the nesting goes too deep, and routes still change', async () => {
    const dir = await variant({ 'content/data.js': (text) => deepData(text, 'introductions') });
    await withCourse(dir, async (page, server, errors) => {
      await openRoute(page, server, '/');
      await page.waitForSelector('.cover-intro .block-ready');
      await page.waitForSelector('.cover-intro .blocks-too-deep');
      await routeChangeWorks(page, server);
      expect(errors).toEqual([]);
    });
  });

  test('a content page nested that deep is revealed, with the card', async () => {
    const dir = await variant({ 'content/data.js': (text) => deepData(text, 'page') });
    const section = outline.sections[0];
    const content = section.questions.find((q) => q.type === 'informationContent')!;
    await withCourse(dir, async (page, server, errors) => {
      await openRoute(page, server, `/sections/${section.id}/questions/${content.id}`);
      await pageShown(page);
      expect(await page.$$eval('.content-body .blocks-too-deep', (els) => els.length)).toBe(1);
      await env.axe(page);
      expect(errors).toEqual([]);
    });
  });
});

test('a label value that is not text falls back as a missing label, never shows its key', async () => {
  const dir = await variant({ 'lang/en.json': (text) => JSON.stringify({ ...JSON.parse(text), '[start section]': { text: 'Start' } }) });
  await withCourse(dir, async (page, server, errors) => {
    await openRoute(page, server, '/');
    const texts = await controlTexts(page);
    expect(texts).toContain(PLAYER_ENGLISH['[start section]']);
    expect(texts).not.toContain('[start section]');
    expect(errors).toEqual([]);
  });
});

const onlyContentPages = (text: string) => {
  const data = JSON.parse(text);
  for (const s of data.sections) s.questions = s.questions.filter((q: { type: string }) => q.type === 'informationContent');
  return JSON.stringify(data);
};
const contentPagesOff = (text: string) => JSON.stringify({ ...JSON.parse(text), showContentPages: { enabled: false } });

describe.each([
  ['settings.js holding null', { 'settings.js': 'null' }, 'Settings loading failed', /The course settings could not be loaded/i],
  ['settings.js holding []', { 'settings.js': '[]' }, 'Settings loading failed', /The course settings could not be loaded/i],
  [
    'showContentPages off and only content pages',
    { 'settings.js': contentPagesOff, 'content/data.js': onlyContentPages },
    'show content configuration is disabled',
    /only content pages, but showing content pages is switched off/,
  ],
])('a package with %s', (_name, files, message, heading) => {
  test('shows the error page with the SPEC 8.3 message, at the index, without axe violations', async () => {
    const dir = await variant(files);
    await withCourse(dir, async (page, server, errors) => {
      await page.goto(`${server.url}#/results`, { waitUntil: 'domcontentloaded' });
      await page.waitForSelector('.error-page h1');
      expect(await page.$eval('.error-page h1', (h) => h.textContent)).toMatch(heading);
      expect(await page.$eval('[data-testid=error-message]', (e) => e.textContent)).toBe(message);
      expect(await page.evaluate(() => window.location.hash)).toBe('#/');
      await env.axe(page);
      expect(errors).toEqual([]);
    });
  });
});
