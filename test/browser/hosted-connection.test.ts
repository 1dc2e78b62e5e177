/**
 * The learner service going away (SPEC 2.10, 4.7, 7.1) in Chromium against the real service
 * (server/, PGlite), stopped and started again on the same port with the same data folder:
 * - mid-course, the answer given while it is down stays on screen, the connection-lost screen comes
 *   over the course (axe-clean, keyboard-bound to itself), '[reconnected successfully]' shows once
 *   it is back and then goes, and a fresh profile signing in finds every answer;
 * - at start, the connection-lost screen is the page until the service answers; then the learner
 *   signs in as usual and finds the progress the server holds (no second, local copy).
 */
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { formatViolations, runAxe } from './support/axe';
import { launchChromium } from './support/chromium';
import { answeredIn, lastRecord, LearnerServiceProcess, publishToService, registerLearner, serviceHolds } from './support/learnerService';
import { answer, answerState, coursePages, openCourseRoute, routeOf, type CoursePage } from './support/lmsCourse';
import { newPlayerPage } from './support/player';
import { courseFixture, startCourseServer, type CourseServer } from './support/server';

let browser: Browser;
let work: string;
let server: CourseServer;
let service: LearnerServiceProcess;
let origin: string;
let courseId: string;
let labels: Record<string, string>;
let right: CoursePage;
let wrong: CoursePage;

beforeAll(async () => {
  browser = await launchChromium();
  work = await mkdtemp(path.join(os.tmpdir(), 'hosted-connection-'));
  const dir = path.join(work, 'course');
  await cp(courseFixture('showcase'), dir, { recursive: true });
  server = await startCourseServer(dir);
  origin = new URL(server.url).origin;
  service = await LearnerServiceProcess.start({ playerOrigin: origin, dataDir: path.join(work, 'service'), courseDir: dir });
  await publishToService(dir, service.url);
  courseId = (JSON.parse(await readFile(path.join(dir, 'content', 'data.js'), 'utf8')) as { id: string }).id;
  labels = JSON.parse(await readFile(path.join(dir, 'lang', 'en.json'), 'utf8')) as Record<string, string>;
  [right, wrong] = (await coursePages(dir)).filter((q) => q.type === 'singleSelectText');
}, 60000);

// A test that failed half-way leaves the service as it found it for the next.
afterEach(async () => {
  if (!service.running) await service.start();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await service?.stop();
  await rm(work, { recursive: true, force: true });
});

async function axeClean(page: Page, when: string): Promise<void> {
  const violations = await runAxe(page);
  expect({ when, violations: violations.length ? formatViolations(violations) : '' }).toEqual({ when, violations: '' });
}

const holds = (token: string, ready: (record: { answers?: unknown[]; url?: string }) => boolean) => serviceHolds(() => lastRecord(service.url, origin, token, courseId), ready);
const answered = answeredIn;

const bannerText = (page: Page) => page.$eval('.connection-banner', (p) => (p as HTMLElement).innerText.trim());
const text = (page: Page, selector: string) => page.$$eval(selector, (els) => els.map((e) => (e as HTMLElement).innerText.trim()));

/** A fresh browser profile signs in with the login screen and finds both answers. */
async function freshProfileFindsBoth(learner: { email: string; password: string }): Promise<void> {
  const context = await browser.createBrowserContext();
  const { page, errors } = await newPlayerPage(context);
  await page.goto(`${server.url}#/`, { waitUntil: 'domcontentloaded' });
  await page.waitForSelector('.signin-page input[name=email]', { timeout: 20000 });
  await page.type('.signin-page input[name=email]', learner.email);
  await page.type('.signin-page input[name=password]', learner.password);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => !document.querySelector('.signin-page') && document.querySelector('main h1'), { timeout: 20000 });
  const frame = page.mainFrame();
  await openCourseRoute(frame, routeOf(wrong));
  expect(await answerState(frame)).toBe('incorrect');
  await openCourseRoute(frame, routeOf(right));
  expect(await answerState(frame)).toBe('correct');
  expect(errors).toEqual([]);
  await context.close();
}

test('SPEC 2.10 / 4.7: the service stops mid-course; the answer given meanwhile is kept, the connection-lost screen shows until it is back, and nothing is lost', async () => {
  const learner = { name: 'Alan Turing', email: 'alan@example.org', password: 'bombe-1939' };
  const token = await registerLearner(service.url, origin, learner);
  const context = await browser.createBrowserContext();
  const { page, errors } = await newPlayerPage(context);
  await page.goto(`${server.url}?token=${encodeURIComponent(token)}#/`, { waitUntil: 'domcontentloaded' });
  await page.waitForSelector('main h1', { timeout: 20000 });
  const frame = page.mainFrame();
  expect(await answer(page, frame, right, 'right')).toBe('correct');
  await openCourseRoute(frame, routeOf(wrong));
  // The page the learner is on reached the service: the only change left to save is the next answer.
  await holds(token, (r) => answered(r) === 1 && (r.url ?? '').includes(wrong.id));
  expect(await page.$('.connection-lost')).toBeNull();

  await service.stop();
  expect(await answer(page, frame, wrong, 'wrong')).toBe('incorrect');
  // Its save cannot reach the service: the screen comes over the course, which stays as it was beneath.
  await page.waitForSelector('dialog[open] .connection-lost', { timeout: 20000 });
  expect(await page.$eval('dialog[open] .popup-title', (h) => (h as HTMLElement).innerText.trim())).toBe(labels['[check connection]']);
  expect(await text(page, 'dialog[open] .error-page-text')).toEqual([labels['[close course connection lost]']]);
  expect(await bannerText(page)).toBe(labels['[trying to reconnect]']);
  expect(await page.$eval('.connection-banner', (p) => p.getAttribute('role'))).toBe('status');
  expect(await page.$('.connection-banner .connection-spinner')).not.toBeNull();
  expect(await text(page, '.connection-notes p')).toEqual([labels['[connection note]'], labels['[note use same course]']]);
  expect(await answerState(frame)).toBe('incorrect');
  expect(await page.evaluate(() => window.location.hash)).toBe(`#${routeOf(wrong)}`);
  await axeClean(page, 'connection lost over the course');
  // Keyboard: focus is in the screen, Escape does not dismiss it, and the course beneath is inert.
  expect(await page.evaluate(() => !!document.activeElement?.closest('dialog[open]'))).toBe(true);
  await page.keyboard.press('Escape');
  expect(await page.$('dialog[open] .connection-lost')).not.toBeNull();
  expect(await page.evaluate(() => {
    const link = document.querySelector<HTMLElement>('main a[href], main button');
    link?.focus();
    return !!link && document.activeElement === link;
  })).toBe(false);

  await service.start();
  // The next retry (every 3000 ms, SPEC 7.1) goes through: '[reconnected successfully]', then the screen goes (SPEC 4.7).
  await page.waitForFunction((back) => document.querySelector('.connection-banner')?.textContent?.trim() === back, { timeout: 20000 }, labels['[reconnected successfully]']);
  await axeClean(page, 'reconnected');
  await page.waitForFunction(() => !document.querySelector('dialog[open] .connection-lost'), { timeout: 20000 });
  expect(await answerState(frame)).toBe('incorrect');
  await holds(token, (r) => answered(r) === 2);
  expect(errors).toEqual([]);
  await context.close();

  await freshProfileFindsBoth(learner);
});

test('SPEC 2.10 / 7.1: a service that cannot be reached at start shows the connection-lost screen, then the usual sign-in, and the progress on the server is found', async () => {
  const learner = { name: 'Grace Hopper', email: 'grace@example.org', password: 'compiler-1952' };
  const token = await registerLearner(service.url, origin, learner);
  // Progress the server holds from another device.
  const first = await browser.createBrowserContext();
  const before = await newPlayerPage(first);
  await before.page.goto(`${server.url}?token=${encodeURIComponent(token)}#/`, { waitUntil: 'domcontentloaded' });
  await before.page.waitForSelector('main h1', { timeout: 20000 });
  expect(await answer(before.page, before.page.mainFrame(), right, 'right')).toBe('correct');
  expect(await answer(before.page, before.page.mainFrame(), wrong, 'wrong')).toBe('incorrect');
  await holds(token, (r) => answered(r) === 2);
  await first.close();

  await service.stop();
  const context = await browser.createBrowserContext();
  const { page, errors } = await newPlayerPage(context, { width: 390, height: 844 });
  await page.goto(`${server.url}#/`, { waitUntil: 'domcontentloaded' });
  await page.waitForSelector('main.error-page .connection-lost h1', { timeout: 20000 });
  expect(await page.$eval('main h1', (h) => (h as HTMLElement).innerText.trim())).toBe(labels['[check connection]']);
  expect(await bannerText(page)).toBe(labels['[trying to reconnect]']);
  await axeClean(page, 'connection lost at start');
  // '[close course]' by keyboard replaces the message with '[close course text]'; the banner stays.
  await page.focus('main .btn-primary');
  await page.keyboard.press('Enter');
  expect(await text(page, 'main .error-page-text')).toEqual([labels['[close course text]']]);
  expect(await page.$('main .btn-primary')).toBeNull();
  expect(await bannerText(page)).toBe(labels['[trying to reconnect]']);
  expect(await page.$('.connection-notes')).toBeNull();
  await axeClean(page, 'connection lost at start, closed');
  // Nothing was opened in browser storage meanwhile: no second copy of the learner's progress.
  expect(await page.evaluate(() => Object.keys(localStorage).length)).toBe(0);

  await service.start();
  // Back: the usual sign-in, then the course where the server's progress left it.
  await page.waitForSelector('.signin-page input[name=email]', { timeout: 20000 });
  await page.type('.signin-page input[name=email]', learner.email);
  await page.type('.signin-page input[name=password]', learner.password);
  await page.keyboard.press('Enter');
  // The public-route guard (SPEC 2.3) takes the course to where the server's progress left it.
  await page.waitForFunction((r) => !document.querySelector('.signin-page') && window.location.hash === r, { timeout: 20000 }, `#${routeOf(wrong)}`);
  const frame = page.mainFrame();
  await openCourseRoute(frame, routeOf(wrong));
  expect(await answerState(frame)).toBe('incorrect');
  await openCourseRoute(frame, routeOf(right));
  expect(await answerState(frame)).toBe('correct');
  expect(errors).toEqual([]);
  await context.close();
});
