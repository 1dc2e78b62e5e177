/**
 * Issue 23: the learner's accessibility settings, set with the keyboard in the user menu, are kept
 * where the progress is kept (SPEC 3.7, 4.4) and survive a start over (SPEC 4.5), in the two
 * deliveries a reload of the browser's own storage cannot stand in for:
 *  - a SCORM 1.2 course in an LMS's frame (scorm-again): relaunched on a fresh browser with only
 *    what the LMS kept;
 *  - a hosted course (the learner service): opened on another device after signing in.
 * The browser store's reload, and the head script before the first paint, are accessibility-settings.test.ts's.
 */
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { applied, openSectionByKeyboard } from './support/accessibilityPanel';
import { browserTestEnv } from './support/harness';
import { startHostedCourse, type HostedCourse } from './support/hostedService';
import { apiErrors, firstLaunchCmi, framePage, packageForLms, relaunchCmi, startLms, type Lms, type LmsPackage } from './support/lms';
import { answer, answerState, coursePages, courseShown, isScored, openCourseRoute, publishedForLms, routeOf, type CoursePage } from './support/lmsCourse';
import { courseFixture } from './support/server';

const env = browserTestEnv();
let pkg: LmsPackage;
let lms: Lms;
let hosted: HostedCourse;
/** A question answered before starting over: 'Start over' is offered once there is progress. */
let question: CoursePage;

beforeAll(async () => {
  const work = await env.tempDir('a11y-kept-');
  pkg = packageForLms(await publishedForLms(courseFixture('showcase'), '1.2', path.join(work, 'lms-course')), '1.2', work);
  lms = env.use(await startLms(pkg));
  hosted = await startHostedCourse(env);
  question = (await coursePages(courseFixture('showcase'))).find(isScored)!;
}, 120000);

const CHOSEN = { contrast: true, font: 'dyslexia', seizureSafe: false, size: '2', scale: '1.21' };

/**
 * In the open 'Accessibility mode' section, by keyboard alone: the contrast theme on (the first
 * switch, Space), the dyslexia font on (the third), the text two sizes up (the increase button, Enter twice).
 */
async function chooseByKeyboard(page: Page): Promise<void> {
  await openSectionByKeyboard(page);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.documentElement.getAttribute('data-a11y-font-size') === '2', { timeout: 5000 });
  await page.keyboard.press('Escape');
}

/** From the results, by keyboard: 'Start over' and its confirmation (SPEC 4.5 removes the rest of the record). */
async function startOver(page: Page): Promise<void> {
  await page.focus('.page-actions .btn-quiet');
  await page.keyboard.press('Enter');
  await page.waitForSelector('dialog[open] .page-actions .btn-primary');
  await page.focus('dialog[open] .page-actions .btn-primary');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => !document.querySelector('dialog[open]'), { timeout: 10000 });
}

test('SCORM 1.2 in an LMS frame: set by keyboard, back on a relaunch with only what the LMS kept, kept on start over', async () => {
  const first = await env.freshPage();
  const session = await lms.launch(first.page, { version: '1.2', cmi: firstLaunchCmi(pkg) });
  const frame = await session.courseFrame();
  await courseShown(frame);
  await chooseByKeyboard(framePage(first.page, frame));
  expect(await applied(frame)).toEqual(CHOSEN);
  // SPEC 9.2: saved 300 ms after the last change; the LMS holds it once the course commits.
  await session.waitForCmi({ 'cmi.core.lesson_status': 'incomplete' });
  await new Promise((r) => setTimeout(r, 600));
  await session.unloadCourse();
  const kept = relaunchCmi(await session.cmi(), '1.2');
  expect(kept['cmi.suspend_data']).toBeTruthy();
  await first.context.close();

  // Another browser: nothing of this one's storage, only the LMS's suspend_data.
  const second = await env.freshPage();
  const relaunch = await lms.launch(second.page, { version: '1.2', cmi: kept });
  const again = await relaunch.courseFrame();
  await courseShown(again);
  expect(await applied(again)).toEqual(CHOSEN);
  await answer(second.page, again, question, 'wrong');
  await openCourseRoute(again, '/results');
  await startOver(framePage(second.page, again));
  await openCourseRoute(again, routeOf(question));
  expect(await answerState(again)).toBe('unanswered');
  expect(await applied(again)).toEqual(CHOSEN);
  expect(apiErrors(await relaunch.calls())).toEqual([]);
  expect(second.errors).toEqual([]);
  await second.context.close();
}, 120000);

test('a hosted course: set by keyboard, back on another device after signing in, kept on start over', async () => {
  const learner = { name: 'Ada Lovelace', email: 'ada.kept@example.org', password: 'analytical-engine-1843' };
  const token = await hosted.register(learner);
  const first = await hosted.openAs(token);
  await chooseByKeyboard(first.page);
  expect(await applied(first.page)).toEqual(CHOSEN);
  const record = await hosted.saved(token, (r) => Boolean((r as { accessibility?: { fontSize?: number } }).accessibility?.fontSize === 2));
  expect((record as { accessibility?: unknown }).accessibility).toEqual({ fontSize: 2, isContrastTheme: true, isDyslexiaFont: true });
  await first.context.close();

  const other = await hosted.openAs(await hosted.signIn(learner));
  await other.page.waitForFunction(() => document.documentElement.getAttribute('data-a11y-font-size') === '2', { timeout: 20000 });
  expect(await applied(other.page)).toEqual(CHOSEN);
  await answer(other.page, other.page.mainFrame(), question, 'wrong');
  await openCourseRoute(other.page.mainFrame(), '/results');
  await startOver(other.page);
  await openCourseRoute(other.page.mainFrame(), routeOf(question));
  expect(await answerState(other.page.mainFrame())).toBe('unanswered');
  expect(await applied(other.page)).toEqual(CHOSEN);
  expect(other.errors).toEqual([]);
  await other.context.close();
}, 120000);
