/**
 * Issue 24 in an LMS (scorm-again, SCORM 1.2): SPEC 2.8's popup on a first launch the LMS names no
 * language for, the choice kept in suspend_data (SPEC 3.7 `language`) so that a relaunch on a fresh
 * browser, with only what the LMS kept, opens in it without asking; the choice leaves SCORM's status
 * and interactions as they were; a change with Restart is a start over (SPEC 4.5) in the new language.
 * Every step of the popup by keyboard.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Frame, Page } from 'puppeteer-core';
import { browserTestEnv } from './support/harness';
import { apiErrors, firstLaunchCmi, interactionsOf, packageForLms, relaunchCmi, startLms, type Cmi, type Lms, type LmsPackage } from './support/lms';
import { answer, answerState, coursePages, courseShown, isScored, openCourseRoute, publishedForLms, routeOf, type CoursePage } from './support/lmsCourse';
import { courseFixture } from './support/server';

const env = browserTestEnv();
const SHOWCASE = courseFixture('showcase');
let pkg: LmsPackage;
let lms: Lms;
let question: CoursePage;
let titles: Record<string, string>;
const ar: Record<string, string> = {};

beforeAll(async () => {
  const work = await env.tempDir('course-language-lms-');
  pkg = packageForLms(await publishedForLms(SHOWCASE, '1.2', path.join(work, 'lms-course')), '1.2', work);
  lms = env.use(await startLms(pkg));
  question = (await coursePages(SHOWCASE)).find(isScored)!;
  titles = JSON.parse(await readFile(path.join(SHOWCASE, 'content', 'data.js'), 'utf8')).title;
  Object.assign(ar, JSON.parse(await readFile(path.join(SHOWCASE, 'lang', 'ar.json'), 'utf8')));
}, 120000);

const popupShown = (frame: Frame) => frame.waitForSelector('dialog[open].language-popup', { timeout: 20000 });
const popupGone = (frame: Frame) => frame.waitForFunction(() => !document.querySelector('dialog[open].language-popup'), { timeout: 20000 });
const checked = (frame: Frame) => frame.$eval('dialog[open] input[type=radio]:checked', (i) => (i as HTMLInputElement).value);
const inArabic = (frame: Frame, title: string) =>
  frame.waitForFunction((t) => document.documentElement.dir === 'rtl' && document.documentElement.lang === 'ar-SA' && document.querySelector('main h1')?.textContent?.trim() === t, { timeout: 20000 }, title);
/** What SCORM reports of the learner's progress: the status and the interactions. */
const scormProgress = (cmi: Cmi) => ({ status: cmi['cmi.core.lesson_status'], interactions: interactionsOf(cmi, '1.2') });

/** The popup's tiles by arrow key to `language`, then Continue by Tab and Enter. */
async function chooseByKeyboard(page: Page, frame: Frame, language: string): Promise<void> {
  await frame.focus('dialog[open] input[type=radio]:checked');
  for (let i = 0; i < 4 && (await checked(frame)) !== language; i++) await page.keyboard.press('ArrowDown');
  expect(await checked(frame)).toBe(language);
  for (let i = 0; i < 6 && !(await frame.evaluate(() => document.activeElement?.classList.contains('language-continue'))); i++) await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
}

test('first launch in an LMS: the popup, Arabic by keyboard, SCORM status and interactions untouched; the relaunch opens in Arabic from suspend_data', async () => {
  const first = await env.freshPage();
  const session = await lms.launch(first.page, { version: '1.2', cmi: firstLaunchCmi(pkg), languageUnnamed: true });
  const frame = await session.courseFrame();
  await popupShown(frame);
  expect(await checked(frame)).toBe('en');
  await session.waitForCmi({ 'cmi.core.lesson_status': 'incomplete' });
  const before = scormProgress(await session.cmi());

  await chooseByKeyboard(first.page, frame, 'ar');
  await popupGone(frame);
  await inArabic(frame, titles.ar);
  // Let the save after the choice reach the LMS (one scheduler, SPEC 9.2), then leave.
  await new Promise((r) => setTimeout(r, 600));
  await session.unloadCourse();
  const atEnd = await session.cmi();
  expect(scormProgress(atEnd)).toEqual(before);
  expect(atEnd['cmi.suspend_data']).toBeTruthy();
  expect(apiErrors(await session.calls())).toEqual([]);
  await first.context.close();

  // Another browser, nothing of its own: only what the LMS kept, and still no language in the address.
  const second = await env.freshPage();
  const again = await lms.launch(second.page, { version: '1.2', cmi: relaunchCmi(atEnd, '1.2'), languageUnnamed: true });
  const frame2 = await again.courseFrame();
  await inArabic(frame2, titles.ar);
  expect(await frame2.$('dialog[open].language-popup')).toBeNull();
  expect(second.errors).toEqual([]);
  await second.context.close();
});

test('a change with Restart in an LMS: progress reset, the course in Arabic, kept on the relaunch', async () => {
  const first = await env.freshPage();
  const session = await lms.launch(first.page, { version: '1.2', cmi: firstLaunchCmi(pkg), languageUnnamed: true });
  const frame = await session.courseFrame();
  await popupShown(frame);
  await chooseByKeyboard(first.page, frame, 'en');
  await popupGone(frame);
  await courseShown(frame);
  expect(await answer(first.page, frame, question, 'right')).toBe('correct');

  // SPEC 2.4: 'Change course language' in the user menu of an LMS learner, by keyboard.
  await frame.focus('.user-menu-button');
  await first.page.keyboard.press('ArrowDown');
  await frame.waitForSelector('[role=menu] [role=menuitem]');
  const item = await frame.evaluate(() => [...document.querySelectorAll('[role=menu] [role=menuitem]')].findIndex((el) => el.querySelector('.icon-globe')));
  for (let i = 0; i < item; i++) await first.page.keyboard.press('ArrowDown');
  await first.page.keyboard.press('Enter');
  await popupShown(frame);
  await chooseByKeyboard(first.page, frame, 'ar');
  await frame.waitForSelector('dialog[open] .language-restart', { timeout: 10000 });
  await frame.focus('dialog[open] .language-restart');
  await first.page.keyboard.press('Enter');
  await popupGone(frame);
  await frame.waitForFunction(() => document.documentElement.dir === 'rtl', { timeout: 20000 });
  await openCourseRoute(frame, routeOf(question));
  expect(await answerState(frame)).toBe('unanswered');
  await new Promise((r) => setTimeout(r, 600));
  await session.unloadCourse();
  const atEnd = await session.cmi();
  expect(apiErrors(await session.calls())).toEqual([]);
  await first.context.close();

  const second = await env.freshPage();
  const again = await lms.launch(second.page, { version: '1.2', cmi: relaunchCmi(atEnd, '1.2'), languageUnnamed: true });
  const frame2 = await again.courseFrame();
  await frame2.waitForFunction(() => document.documentElement.dir === 'rtl' && document.documentElement.lang === 'ar-SA', { timeout: 20000 });
  expect(await frame2.$('dialog[open].language-popup')).toBeNull();
  await openCourseRoute(frame2, routeOf(question));
  expect(await answerState(frame2)).toBe('unanswered');
  expect(await frame2.$eval('.user-menu-button', (b) => b.getAttribute('aria-label'))).toBe(ar['[user menu]']);
  await second.context.close();
});
