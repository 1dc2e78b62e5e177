/**
 * The learner service going away (SPEC 2.10, 4.7, 7.1) in Chromium against the real service
 * (server/, PGlite), stopped and started again on the same port with the same data folder:
 * - mid-course, the answer given while it is down stays on screen, the connection-lost screen comes
 *   over the course (axe-clean, keyboard-bound to itself), '[reconnected successfully]' shows once
 *   it is back and then goes, and a fresh profile signing in finds every answer;
 * - at start, the connection-lost screen is the page until the service answers; then the learner
 *   signs in as usual and finds the progress the server holds (no second, local copy).
 */
import type { Page } from 'puppeteer-core';
import { browserTestEnv } from './support/harness';
import { answeredIn, answeredOneAndMovedOn, signInOnLoginScreen, startHostedCourse, type HostedCourse } from './support/hostedService';
import { answer, answerState, answerStates, coursePages, routeOf, type CoursePage } from './support/lmsCourse';

const env = browserTestEnv();
let hosted: HostedCourse;
let labels: Record<string, string>;
let right: CoursePage;
let wrong: CoursePage;

beforeAll(async () => {
  hosted = await startHostedCourse(env);
  labels = hosted.labels;
  [right, wrong] = (await coursePages(hosted.dir)).filter((q) => q.type === 'singleSelectText');
}, 60000);

// A test that failed half-way leaves the service as it found it for the next.
afterEach(async () => {
  if (!hosted.service.running) await hosted.service.start();
});


const bannerText = (page: Page) => page.$eval('.connection-banner', (p) => (p as HTMLElement).innerText.trim());
const text = (page: Page, selector: string) => page.$$eval(selector, (els) => els.map((e) => (e as HTMLElement).innerText.trim()));

/** A fresh browser profile signs in with the login screen and finds both answers. */
async function freshProfileFindsBoth(learner: { email: string; password: string }): Promise<void> {
  const { context, page, errors } = await env.freshPage();
  await page.goto(`${hosted.server.url}?language=en#/`, { waitUntil: 'domcontentloaded' });
  await signInOnLoginScreen(page, learner);
  await page.waitForFunction(() => !document.querySelector('.signin-page') && document.querySelector('main h1'), { timeout: 20000 });
  const frame = page.mainFrame();
  expect(await answerStates(frame, [wrong, right])).toEqual(['incorrect', 'correct']);
  expect(errors).toEqual([]);
  await context.close();
}

test('SPEC 2.10 / 4.7: the service stops mid-course; the answer given meanwhile is kept, the connection-lost screen shows until it is back, and nothing is lost', async () => {
  const learner = { name: 'Alan Turing', email: 'alan@example.org', password: 'bombe-1939' };
  const { context, page, errors, frame, token } = await answeredOneAndMovedOn(hosted, learner, right, wrong);
  expect(await page.$('.connection-lost')).toBeNull();

  await hosted.service.stop();
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
  await env.axe(page, 'connection lost over the course');
  // Keyboard: focus is in the screen, Escape does not dismiss it, and the course beneath is inert.
  expect(await page.evaluate(() => !!document.activeElement?.closest('dialog[open]'))).toBe(true);
  await page.keyboard.press('Escape');
  expect(await page.$('dialog[open] .connection-lost')).not.toBeNull();
  expect(await page.evaluate(() => {
    const link = document.querySelector<HTMLElement>('main a[href], main button');
    link?.focus();
    return !!link && document.activeElement === link;
  })).toBe(false);

  await hosted.service.start();
  // The next retry (every 3000 ms, SPEC 7.1) goes through: '[reconnected successfully]', then the screen goes (SPEC 4.7).
  await page.waitForFunction((back) => document.querySelector('.connection-banner')?.textContent?.trim() === back, { timeout: 20000 }, labels['[reconnected successfully]']);
  await env.axe(page, 'reconnected');
  await page.waitForFunction(() => !document.querySelector('dialog[open] .connection-lost'), { timeout: 20000 });
  expect(await answerState(frame)).toBe('incorrect');
  await hosted.saved(token, (r) => answeredIn(r) === 2);
  expect(errors).toEqual([]);
  await context.close();

  await freshProfileFindsBoth(learner);
});

test('SPEC 2.10 / 7.1: a service that cannot be reached at start shows the connection-lost screen, then the usual sign-in, and the progress on the server is found', async () => {
  const learner = { name: 'Grace Hopper', email: 'grace@example.org', password: 'compiler-1952' };
  const token = await hosted.register(learner);
  // Progress the server holds from another device.
  const before = await hosted.openAs(token);
  expect(await answer(before.page, before.page.mainFrame(), right, 'right')).toBe('correct');
  expect(await answer(before.page, before.page.mainFrame(), wrong, 'wrong')).toBe('incorrect');
  await hosted.saved(token, (r) => answeredIn(r) === 2);
  await before.context.close();

  await hosted.service.stop();
  const { context, page, errors } = await env.freshPage({ width: 390, height: 844 });
  await page.goto(`${hosted.server.url}?language=en#/`, { waitUntil: 'domcontentloaded' });
  await page.waitForSelector('main.error-page .connection-lost h1', { timeout: 20000 });
  expect(await page.$eval('main h1', (h) => (h as HTMLElement).innerText.trim())).toBe(labels['[check connection]']);
  expect(await bannerText(page)).toBe(labels['[trying to reconnect]']);
  await env.axe(page, 'connection lost at start');
  // '[close course]' by keyboard replaces the message with '[close course text]'; the banner stays.
  await page.focus('main .btn-primary');
  await page.keyboard.press('Enter');
  expect(await text(page, 'main .error-page-text')).toEqual([labels['[close course text]']]);
  expect(await page.$('main .btn-primary')).toBeNull();
  expect(await bannerText(page)).toBe(labels['[trying to reconnect]']);
  expect(await page.$('.connection-notes')).toBeNull();
  await env.axe(page, 'connection lost at start, closed');
  // Nothing was opened in browser storage meanwhile: no second copy of the learner's progress.
  expect(await page.evaluate(() => Object.keys(localStorage).length)).toBe(0);

  await hosted.service.start();
  // Back: the usual sign-in, then the course where the server's progress left it.
  await signInOnLoginScreen(page, learner);
  // The public-route guard (SPEC 2.3) takes the course to where the server's progress left it.
  await page.waitForFunction((r) => !document.querySelector('.signin-page') && window.location.hash === r, { timeout: 20000 }, `#${routeOf(wrong)}`);
  const frame = page.mainFrame();
  expect(await answerStates(frame, [wrong, right])).toEqual(['incorrect', 'correct']);
  expect(errors).toEqual([]);
  await context.close();
});
