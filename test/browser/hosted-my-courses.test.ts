/**
 * SPEC 2.4 'My courses' in Chromium against the real learner service: a learner signs in with "Keep
 * me signed in", opens My courses from the user menu, finds the course there by its title with its
 * status on the service's own page, and follows its continue link back into the course, still signed
 * in (the long-term session cookie). The page is axe-clean.
 */
import type { Page } from 'puppeteer-core';
import { browserTestEnv } from './support/harness';
import { startHostedCourse, type HostedCourse } from './support/hostedService';

const env = browserTestEnv();
let hosted: HostedCourse;

const LEARNER = { name: 'Nour <i>Haddad</i>', email: 'nour@example.org', password: 'ferns-and-moss' };

beforeAll(async () => {
  hosted = await startHostedCourse(env);
}, 60000);

const focusedText = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText.trim() ?? '');

test("SPEC 2.4: 'My courses' from the user menu lists the course with its status, and its link leads back into the course", async () => {
  await hosted.register(LEARNER);
  const { context, page, errors } = await env.freshPage();
  // The service's page allows no script (default-src 'none'); axe is injected past it. Its own policy is checked in test/service.
  await page.setBypassCSP(true);
  await page.goto(`${hosted.server.url}?language=en#/`, { waitUntil: 'domcontentloaded' });
  await page.waitForSelector('.signin-page input[name=email]', { timeout: 20000 });
  await page.type('.signin-page input[name=email]', LEARNER.email);
  await page.type('.signin-page input[name=password]', LEARNER.password);
  await page.click('.signin-remember input');
  const attemptCreated = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/attempts') && r.status() === 201, { timeout: 20000 });
  await page.keyboard.press('Enter');
  await attemptCreated;
  await page.waitForFunction(() => !document.querySelector('.signin-page') && document.querySelector('main h1'), { timeout: 20000 });
  const courseHeading = await page.$eval('main h1', (h) => (h as HTMLElement).innerText.trim());

  // The menu by keyboard, to My courses.
  await page.focus('.user-menu-button');
  await page.keyboard.press('ArrowDown');
  await page.waitForSelector('.user-menu-list [role=menuitem]');
  for (let i = 0; i < 10 && (await focusedText(page)) !== 'My courses'; i++) await page.keyboard.press('ArrowDown');
  expect(await focusedText(page)).toBe('My courses');
  await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);

  expect(page.url()).toBe(`${hosted.serviceUrl}/api/account/my-courses`);
  expect(await page.$eval('h1', (h) => h.textContent)).toBe('My courses');
  expect(await page.$eval('header strong', (s) => [s.textContent, s.getAttribute('dir')])).toEqual([LEARNER.name, 'auto']);
  const rows = await page.$$eval('main ul.courses > li', (lis) =>
    lis.map((li) => ({ course: li.querySelector('h2')?.textContent, status: li.querySelector('dt + dd')?.textContent, link: li.querySelector('a')?.getAttribute('href') ?? null })),
  );
  expect(rows).toEqual([{ course: 'Caring for Houseplants', status: 'In progress', link: expect.stringMatching(new RegExp(`^${hosted.server.url}`)) }]);
  await env.axe(page, 'my courses, wide');
  await page.setViewport({ width: 390, height: 844 });
  await env.axe(page, 'my courses, phone');
  // Nothing wider than the phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The continue link, by keyboard: back in the course, still signed in.
  await page.focus('main ul.courses a');
  expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).toBe('solid');
  await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
  expect(page.url().startsWith(hosted.server.url)).toBe(true);
  await page.waitForFunction((h) => !document.querySelector('.signin-page') && (document.querySelector('main h1') as HTMLElement | null)?.innerText.trim() === h, { timeout: 20000 }, courseHeading);
  expect(await page.$('.signin-page')).toBeNull();
  expect(errors).toEqual([]);
  await context.close();
});
