/**
 * A learner goes through the showcase in Chromium: cover → section → answers right and wrong →
 * results → reload restores the page and the answers (issue 2, SPEC 2.1, 2.2, 4.4, 5.1).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { browserTestEnv } from './support/harness';
import { clickText, headingText, openRoute, pageShown, readOutline, type PlayerPage } from './support/player';
import { answeredOnOpen } from './support/questionTypes';
import { courseFixture } from './support/server';

const dir = courseFixture('showcase');
const outline = readOutline(dir);
const labels: Record<string, string> = JSON.parse(readFileSync(path.join(dir, 'lang', 'en.json'), 'utf8'));
const [s1] = outline.sections;
const contentPage = s1.questions.find((q) => q.type === 'informationContent')!;
const single = s1.questions.find((q) => q.type === 'singleSelectText')!;
const multiple = s1.questions.find((q) => q.type === 'multipleSelect')!;
// SPEC 3.4 affectsProgress: neither pages answered by opening them (content-page scoring is off) nor surveys.
const progressCount = outline.sections.flatMap((s) => s.questions).filter((q) => !answeredOnOpen(q.type) && !q.isSurvey).length;

const env = browserTestEnv({ course: dir });
let player: PlayerPage;
let page: Page;

const hash = () => page.evaluate(() => window.location.hash);
const next = async () => {
  await pageShown(page);
  await (await page.waitForSelector('.page-nav a:last-child'))!.click();
};
const checkedAnswers = () => page.$$eval('.choice-input:checked', (inputs) => inputs.map((i) => (i.closest('label')!.querySelector('.choice-text') as HTMLElement).innerText.trim()));

beforeAll(async () => {
  player = await env.page();
  page = player.page;
});

test('the cover shows the course title, the sections and a start button', async () => {
  await openRoute(page, env.server, '/');
  expect(await headingText(page)).toBe(outline.title.en);
  const cards = await page.$$eval('.section-card-title', (els) => els.map((e) => (e as HTMLElement).innerText.trim()));
  expect(cards).toEqual(outline.sections.map((s) => s.title.en));
  await page.click('.cover-hero .btn-primary');
  await page.waitForFunction(() => window.location.hash.includes('learning-objective'));
  expect(await hash()).toBe(`#/sections/${s1.id}/learning-objective`);
});

test('next leads through the content page to the first question', async () => {
  await next();
  await page.waitForFunction((id) => window.location.hash.endsWith(id), {}, contentPage.id);
  await page.waitForFunction((t) => document.querySelector('main h1')?.textContent === t, {}, contentPage.title.en);
  await page.waitForSelector('.content-body .block-ready');
  await next();
  await page.waitForFunction((t) => document.querySelector('main h1')?.textContent === t, {}, single.title.en);
});

test('a right answer given with the keyboard alone is scored correct and its feedback takes focus', async () => {
  const correctIndex = single.answers.findIndex((a) => a.isCorrect);
  // Focus the first option, then move with the arrow keys as in any radio group.
  await page.waitForSelector('.choice-input');
  await page.focus('.choice-input');
  for (let i = 0; i < correctIndex; i++) await page.keyboard.press('ArrowDown');
  if (correctIndex === 0) await page.keyboard.press('Space');
  expect(await checkedAnswers()).toEqual([single.answers[correctIndex].text.en]);
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => (document.activeElement as HTMLElement).getAttribute('type'))).toBe('submit');
  await page.keyboard.press('Enter');
  await page.waitForSelector('.feedback-correct');
  expect(await page.$eval('.feedback-title', (e) => (e as HTMLElement).innerText.trim())).toBe(labels['[thats correct]']);
  expect(await page.evaluate(() => document.activeElement?.classList.contains('feedback'))).toBe(true);
});

test('a wrong answer is scored incorrect, with its feedback', async () => {
  await next();
  await page.waitForFunction((t) => document.querySelector('main h1')?.textContent === t, {}, multiple.title.en);
  const wrong = multiple.answers.find((a) => !a.isCorrect)!;
  await clickText(page, '.choice', wrong.text.en);
  await page.click('.answer-form button[type=submit]');
  await page.waitForSelector('.feedback-incorrect');
  expect(await page.$eval('.feedback-title', (e) => (e as HTMLElement).innerText.trim())).toBe(labels['[thats incorrect]']);
});

test('the results show the score, the pass mark and the status', async () => {
  await page.click('.toc-results');
  await page.waitForSelector('[data-testid=course-score]');
  expect(await page.$eval('[data-testid=course-score]', (e) => e.textContent)).toBe(`${Math.floor(100 / progressCount)}%`);
  expect(await page.$eval('[data-testid=pass-mark]', (e) => e.textContent)).toBe('70%');
  expect(await page.$eval('[data-testid=course-status]', (e) => (e as HTMLElement).innerText.trim())).toBe(labels['[not passed yet]']);
});

test('after a reload the same page and the same answers are back', async () => {
  await openRoute(page, env.server, `/sections/${s1.id}/questions/${multiple.id}`);
  await page.reload({ waitUntil: 'domcontentloaded' });
  await page.waitForSelector('.feedback-incorrect');
  await pageShown(page);
  expect(await hash()).toBe(`#/sections/${s1.id}/questions/${multiple.id}`);
  expect(await checkedAnswers()).toEqual([multiple.answers.find((a) => !a.isCorrect)!.text.en]);
  expect(await page.$$eval('.choice-input', (inputs) => inputs.every((i) => (i as HTMLInputElement).disabled))).toBe(true);

  await openRoute(page, env.server, `/sections/${s1.id}/questions/${single.id}`);
  await page.waitForSelector('.feedback-correct');
  await page.waitForSelector('.choice-input');
  expect(await checkedAnswers()).toEqual([single.answers.find((a) => a.isCorrect)!.text.en]);

  await openRoute(page, env.server, '/results');
  expect(await page.$eval('[data-testid=course-score]', (e) => e.textContent)).toBe(`${Math.floor(100 / progressCount)}%`);
});

test('opening the player without a route offers to continue where the learner left off', async () => {
  await page.goto(env.server.url, { waitUntil: 'domcontentloaded' });
  await page.waitForSelector('.cover-hero .btn-primary');
  expect(await page.$eval('.cover-hero .btn-primary', (e) => (e as HTMLElement).innerText.trim())).toBe(labels['[continue course]']);
  const href = await page.$eval('.cover-hero .btn-primary', (e) => e.getAttribute('href'));
  // SPEC 2.1: the page's address, then the route (issue 22).
  expect(href).toBe(`${env.server.url}#/results`);
  await page.click('.cover-hero .btn-primary');
  await page.waitForFunction(() => window.location.hash === '#/results');
});

test('try again clears a wrong answer and the right one then passes the question', async () => {
  await openRoute(page, env.server, `/sections/${s1.id}/questions/${multiple.id}`);
  await page.waitForSelector('.feedback-incorrect');
  await page.click('.answer-area .btn-secondary');
  await page.waitForSelector('.answer-form button[type=submit]');
  for (const a of multiple.answers.filter((x) => x.isCorrect)) await clickText(page, '.choice', a.text.en);
  await page.click('.answer-form button[type=submit]');
  await page.waitForSelector('.feedback-correct');
});

test('the saved record sits under course_progress + courseId and no page error happened', async () => {
  const key = `course_progress${outline.id}`;
  const url = `/sections/${s1.id}/questions/${multiple.id}`;
  // Written a moment after the change (core/delivery/SaveScheduler.ts): wait for that write.
  await page.waitForFunction((k, u) => JSON.parse(localStorage.getItem(k) ?? 'null')?.url === u, { timeout: 5000 }, key, url);
  expect(player.errors).toEqual([]);
});
