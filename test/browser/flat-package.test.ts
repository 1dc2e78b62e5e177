/**
 * The shape most current packages have (PACKAGE-FORMAT.md): one language, texts as plain strings,
 * every fragment flat in content/{id}.html (fill-in-the-blank texts as content/{questionId}_content.html).
 * The showcase is rewritten into that shape, and every question page of every type must render its
 * answers, accept an answer and keep it after a reload, with no fragment missing.
 */
import { cp, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import type { DataQuestion, QuestionDriver } from './drivers/types';
import { tabTo } from './drivers/types';
import { launchChromium } from './support/chromium';
import { newPlayerPage, openRoute } from './support/player';
import { answeredOnOpen } from './support/questionTypes';
import { courseFixture, startCourseServer, type CourseServer } from './support/server';

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

let work: string;
let course: string;
let browser: Browser;
let server: CourseServer;
let questions: (DataQuestion & { sectionId: string })[];

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'flat-package-'));
  course = path.join(work, 'course');
  await cp(courseFixture('showcase'), course, { recursive: true });
  const content = path.join(course, 'content');
  for (const file of await readdir(path.join(content, 'en'))) await rename(path.join(content, 'en', file), path.join(content, file));
  await rm(path.join(content, 'en'), { recursive: true });
  await rm(path.join(content, 'ar'), { recursive: true });
  const languagesFile = path.join(course, 'languageSettings.json');
  const languages = JSON.parse(await readFile(languagesFile, 'utf8')) as { language: string }[];
  await writeFile(languagesFile, JSON.stringify(languages.filter((l) => l.language === 'en')));
  const dataFile = path.join(content, 'data.js');
  const data = englishOnly(JSON.parse(await readFile(dataFile, 'utf8'))) as { sections: { id: string; questions: DataQuestion[] }[] };
  await writeFile(dataFile, JSON.stringify(data));
  questions = data.sections.flatMap((s) => s.questions.map((q) => ({ ...q, sectionId: s.id })));
  browser = await launchChromium();
  server = await startCourseServer(course);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await rm(work, { recursive: true, force: true });
});

async function openQuestion(page: Page, q: DataQuestion & { sectionId: string }): Promise<void> {
  await openRoute(page, server, `/sections/${q.sectionId}/questions/${q.id}`);
  await page.waitForSelector('.answer-form, .content-body');
  await page.waitForFunction(() => !document.querySelector('.answer-area .block-skeleton, .answer-form [aria-busy="true"], .block[aria-busy="true"]'));
  await page.focus('main h1');
}

const failedBlocks = (page: Page) => page.$$eval('.block-failed, .error-card', (els) => els.length);

test('every question of a flat, one-language package is answered and kept after a reload', async () => {
  const { page, errors } = await newPlayerPage(browser);
  const answered: (DataQuestion & { sectionId: string })[] = [];
  try {
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
