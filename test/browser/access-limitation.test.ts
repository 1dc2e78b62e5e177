/**
 * SPEC 6.2 / 7.5 access limitation in Chromium against the real learner service: the course's
 * accessLimitation names one learner. The listed learner works and their progress is kept on the
 * service; an unlisted one gets the no-access screen (keyboard-operable, axe-clean), nothing is
 * saved for them, and they can sign out to sign in as someone else. The package served to the
 * player leaves the allow-list out, so the denial here is the service's check (GET
 * /api/learner/access/{courseId}); the package's own list (the local rule) is covered by
 * core/player/accessLimitation.test.ts.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, HTTPRequest } from 'puppeteer-core';
import { formatViolations, runAxe } from './support/axe';
import { launchChromium } from './support/chromium';
import { publishToService, registerLearner, startLearnerService, type LearnerService } from './support/learnerService';
import { answer, coursePages, type CoursePage } from './support/lmsCourse';
import { newPlayerPage } from './support/player';
import { courseFixture, startCourseServer, type CourseServer } from './support/server';

let browser: Browser;
let work: string;
let server: CourseServer;
let service: LearnerService;
let origin: string;
let question: CoursePage;
let courseId: string;

const LISTED = { name: 'Ada Lovelace', email: 'ada@example.org', password: 'analytical-engine' };
const UNLISTED = { name: 'Bob <i>Unlisted</i>', email: 'bob@example.org', password: 'not-on-the-list' };

beforeAll(async () => {
  browser = await launchChromium();
  work = await mkdtemp(path.join(os.tmpdir(), 'access-'));
  const dir = path.join(work, 'course');
  await cp(courseFixture('showcase'), dir, { recursive: true });
  const publishFile = path.join(dir, 'publishSettings.js');
  const publish = JSON.parse(await readFile(publishFile, 'utf8'));
  // The service reads the allow-list at start (server/courses/readCourseAccess.ts).
  await writeFile(publishFile, JSON.stringify({ ...publish, accessLimitation: { enabled: true, allowedUsers: [{ email: 'ADA@example.org' }] } }));
  server = await startCourseServer(dir);
  origin = new URL(server.url).origin;
  service = await startLearnerService(origin, path.join(work, 'service'), dir);
  await publishToService(dir, service.url, { accessLimitation: { enabled: false, allowedUsers: [] } });
  courseId = (JSON.parse(await readFile(path.join(dir, 'content', 'data.js'), 'utf8')) as { id: string }).id;
  question = (await coursePages(dir)).find((q) => q.type === 'singleSelectText')!;
}, 60000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await service?.stop();
  await rm(work, { recursive: true, force: true });
});

/** Every call the page made to the service's attempts (SPEC 7.4). */
function attemptCalls(requests: HTTPRequest[]): string[] {
  return requests.filter((r) => r.url().includes('/attempts') && r.method() !== 'OPTIONS').map((r) => `${r.method()} ${new URL(r.url()).pathname}`);
}

test('a listed learner works and the service keeps their progress', async () => {
  const token = await registerLearner(service.url, origin, LISTED);
  const context = await browser.createBrowserContext();
  const { page, errors } = await newPlayerPage(context);
  await page.goto(`${server.url}?token=${encodeURIComponent(token)}#/`, { waitUntil: 'domcontentloaded' });
  await page.waitForSelector('main h1', { timeout: 20000 });
  expect(await page.$('.no-access-page')).toBeNull();
  expect(await answer(page, page.mainFrame(), question, 'right')).toBe('correct');
  // The save is debounced: poll the service until the attempt holds the answer.
  let answers: unknown[] = [];
  for (let i = 0; i < 80 && answers.length === 0; i++) {
    const last = await fetch(`${service.url}/api/learner/me/courses/${encodeURIComponent(courseId)}/attempts/last`, { headers: { Authorization: `Bearer ${token}`, Origin: origin } });
    if (last.ok) answers = ((JSON.parse(((await last.json()) as { jsonProgress: string }).jsonProgress) as { answers?: unknown[] }).answers ?? []).filter((a) => a !== null);
    if (answers.length === 0) await new Promise((r) => setTimeout(r, 250));
  }
  expect(answers).toHaveLength(1);
  expect(errors).toEqual([]);
  await context.close();
});

test('an unlisted learner gets the no-access screen, nothing is saved for them, and they can sign out', async () => {
  const token = await registerLearner(service.url, origin, UNLISTED);
  const context = await browser.createBrowserContext();
  const { page, errors, console: messages } = await newPlayerPage(context);
  const requests: HTTPRequest[] = [];
  page.on('request', (r) => requests.push(r));
  const checked = page.waitForResponse((r) => r.request().method() === 'GET' && r.url().includes('/api/learner/access/'), { timeout: 20000 });
  await page.goto(`${server.url}?token=${encodeURIComponent(token)}#/sections`, { waitUntil: 'domcontentloaded' });
  expect(await (await checked).json()).toEqual({ hasAccessToCourse: false });
  await page.waitForSelector('.no-access-page h1', { timeout: 20000 });
  // The screen's labels come from the course's label file; the learner's name is text, not markup.
  expect(await page.$eval('main h1', (h) => (h as HTMLElement).innerText.trim())).toBe('No access');
  expect(await page.$eval('main', (m) => (m as HTMLElement).innerText)).toContain('The course owner has limited who can open this course.');
  expect(await page.$eval('.no-access-learner', (p) => [(p as HTMLElement).innerText, p.querySelector('i')])).toEqual([`${UNLISTED.name} · ${UNLISTED.email}`, null]);
  expect(await page.$$('main')).toHaveLength(1);
  // Not a failure to open: no fallback to browser storage, nothing of the course shown.
  expect(messages.filter((m) => /could not be opened|trying the next/.test(m.text))).toEqual([]);
  expect(await page.$('.cover, .section-card')).toBeNull();
  const violations = await runAxe(page);
  expect(violations.length ? formatViolations(violations) : '').toBe('');
  expect(attemptCalls(requests)).toEqual([]);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('course_progress')))).toEqual([]);

  // Keyboard: focus starts on the heading; the next stop is "Sign out", which leads to the login route.
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => (document.activeElement as HTMLElement).innerText.trim())).toBe('Sign out');
  await Promise.all([page.waitForNavigation({ waitUntil: 'domcontentloaded' }), page.keyboard.press('Enter')]);
  await page.waitForFunction(() => window.location.hash === '#/login' && !!document.querySelector('.signin-page h1'), { timeout: 20000 });
  expect(await page.evaluate(() => sessionStorage.getItem('token.learn'))).toBeNull();
  expect(attemptCalls(requests)).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});
