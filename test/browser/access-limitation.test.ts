/**
 * SPEC 6.2 / 7.5 access limitation in Chromium against the real learner service: the course's
 * accessLimitation names one learner. The listed learner works and their progress is kept on the
 * service; an unlisted one gets the no-access screen (keyboard-operable, axe-clean), nothing is
 * saved for them, and they can sign out to sign in as someone else. The package served to the
 * player leaves the allow-list out, so the denial here is the service's check (GET
 * /api/learner/access/{courseId}); the package's own list (the local rule) is covered by
 * core/player/accessLimitation.test.ts.
 */
import type { HTTPRequest } from 'puppeteer-core';
import { browserTestEnv } from './support/harness';
import { answeredIn, startHostedCourse, type HostedCourse } from './support/hostedService';
import { answer, coursePages, type CoursePage } from './support/lmsCourse';

const env = browserTestEnv();
let hosted: HostedCourse;
let question: CoursePage;

const LISTED = { name: 'Ada Lovelace', email: 'ada@example.org', password: 'analytical-engine' };
const UNLISTED = { name: 'Bob <i>Unlisted</i>', email: 'bob@example.org', password: 'not-on-the-list' };

beforeAll(async () => {
  hosted = await startHostedCourse(env, {
    // The service holds the allow-list; the package the player is served leaves it out.
    serviceReads: { accessLimitation: { enabled: true, allowedUsers: [{ email: 'ADA@example.org' }] } },
    publish: () => ({ accessLimitation: { enabled: false, allowedUsers: [] } }),
  });
  question = (await coursePages(hosted.dir)).find((q) => q.type === 'singleSelectText')!;
}, 60000);

/** Every call the page made to the service's attempts (SPEC 7.4). */
function attemptCalls(requests: HTTPRequest[]): string[] {
  return requests.filter((r) => r.url().includes('/attempts') && r.method() !== 'OPTIONS').map((r) => `${r.method()} ${new URL(r.url()).pathname}`);
}

test('a listed learner works and the service keeps their progress', async () => {
  // Listed and proven: the address counts for the allow-list once its owner followed the e-mailed link (issue 21 §1).
  const token = await hosted.registerVerified(LISTED);
  const { context, page, errors } = await hosted.openAs(token);
  expect(await page.$('.no-access-page')).toBeNull();
  expect(await answer(page, page.mainFrame(), question, 'right')).toBe('correct');
  // The save is debounced: wait until the service's attempt holds an answer.
  const record = await hosted.saved(token, (r) => answeredIn(r) > 0);
  expect(answeredIn(record)).toBe(1);
  expect(errors).toEqual([]);
  await context.close();
});

test('an unlisted learner gets the no-access screen, nothing is saved for them, and they can sign out', async () => {
  const token = await hosted.register(UNLISTED);
  const { context, page, errors, console: messages } = await env.freshPage();
  const requests: HTTPRequest[] = [];
  page.on('request', (r) => requests.push(r));
  const checked = page.waitForResponse((r) => r.request().method() === 'GET' && r.url().includes('/api/learner/access/'), { timeout: 20000 });
  await page.goto(`${hosted.server.url}?token=${encodeURIComponent(token)}&language=en#/sections`, { waitUntil: 'domcontentloaded' });
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
  await env.axe(page, 'no access');
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
