/**
 * The name-and-e-mail form (SPEC 6.3, 5.2) in Chromium: a hosted course with results tracking on
 * and cross-device saving off asks the learner who they are before the course; a wrong e-mail gets
 * its message; the identity is the actor of the statements the custom LRS gets (SPEC 3.6, 7.8), and
 * the next visit in this browser is not asked again (the identity is kept with the progress, SPEC 3.7).
 * The LRS is the strict xAPI 1.0.3 test LRS of test/support (Basic credentials, CORS).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { courseTrackedTo } from './support/customLrsCourse';
import { browserTestEnv } from './support/harness';
import type { CourseServer } from './support/server';
import { startTestLrs, type TestLrs } from '../support/testLrs';

type Statement = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const env = browserTestEnv();
let work: string;
let lrs: TestLrs;
let server: CourseServer;
let settingsFile: string;

beforeAll(async () => {
  lrs = env.use(await startTestLrs({ username: 'player', password: 's3cret', root: '/xAPI/' }));
  work = await env.tempDir('identity-form-');
  const dir = await courseTrackedTo(
    path.join(work, 'course'),
    { uri: lrs.endpoint, username: 'player', password: 's3cret' },
    { settings: { saveProgressCrossDevice: { enabled: false }, allowUserToSkipTrackingAndTracing: { enabled: false } }, xApi: { allowedVerbs: ['launched', 'started', 'stopped'] } },
  );
  settingsFile = path.join(dir, 'settings.js');
  server = await env.serve(dir);
});

const dialog = '[role=dialog][aria-modal=true]';
const activeId = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('name') ?? document.activeElement?.tagName ?? '');
const errorsShown = (page: Page) => page.$$eval(`${dialog} .form-error`, (ps) => ps.map((p) => (p as HTMLElement).innerText.trim()));

async function statementsWith(done: (all: Statement[]) => boolean, what: string): Promise<Statement[]> {
  for (let i = 0; i < 120; i++) {
    const all = lrs.statements() as Statement[];
    if (done(all)) return all;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The LRS never got ${what}`);
}

test('SPEC 6.3 / 5.2: the form asks before the course, refuses a wrong e-mail with its message, and the statements carry the identity', async () => {
  const { page, errors } = await env.page();
  await page.goto(`${server.url}#/`, { waitUntil: 'domcontentloaded' });
  await page.waitForSelector(dialog);
  // Before the course: no course screen, and no statement yet (tracking waits for the identity).
  expect(await page.$('main h1')).toBeNull();
  expect(lrs.statements()).toEqual([]);
  expect(await page.$eval(`${dialog} h1`, (h) => (h as HTMLElement).innerText)).toBe('Please tell us who you are');
  expect(await activeId(page)).toBe('name');
  // SPEC 2.8 skipping is off in these settings: there is no skip button.
  expect(await page.$$eval(`${dialog} button`, (bs) => bs.map((b) => (b as HTMLElement).innerText.trim()))).toEqual(['Continue']);
  await env.axe(page, 'the form');

  // With the keyboard only: one word for the name, an address without a top-level domain.
  await page.keyboard.type('Ada');
  await page.keyboard.press('Tab');
  expect(await activeId(page)).toBe('email');
  await page.keyboard.type('ada@example');
  await page.keyboard.press('Enter');
  await page.waitForSelector(`${dialog} .form-error`);
  expect(await errorsShown(page)).toEqual(['Please enter your full name.', 'Please enter a valid e-mail address.']);
  expect(await activeId(page)).toBe('name');
  expect(await page.$eval('input[name=email]', (i) => [i.getAttribute('aria-invalid'), document.getElementById(i.getAttribute('aria-describedby') ?? '')?.textContent])).toEqual(['true', 'Please enter a valid e-mail address.']);
  await env.axe(page, 'the form with its messages');

  // A full name (learner text, with markup that must stay text); the e-mail is still wrong.
  await page.keyboard.type(' <b>Lovelace</b>');
  await page.keyboard.press('Enter');
  await page.waitForFunction((sel) => document.querySelectorAll(`${sel} .form-error`).length === 1, {}, dialog);
  expect(await errorsShown(page)).toEqual(['Please enter a valid e-mail address.']);
  expect(await activeId(page)).toBe('email');
  await page.keyboard.type('.org');
  await page.keyboard.press('Enter');
  await page.waitForSelector('main h1', { timeout: 20000 });
  expect(await page.$(dialog)).toBeNull();

  const statements = await statementsWith((all) => all.some((s) => s.verb.id.endsWith('/launched')), 'launched');
  const launched = statements.find((s) => s.verb.id.endsWith('/launched'))!;
  // SPEC 3.6: the tracking actor is the e-mail (lower-cased, as typed otherwise) and the name.
  expect(launched.actor).toEqual({ objectType: 'Agent', name: 'Ada <b>Lovelace</b>', mbox: 'mailto:ada@example.org' });
  expect(lrs.requests.filter((r) => r.method === 'POST').every((r) => r.headers.authorization === lrs.authorization)).toBe(true);
  expect(errors).toEqual([]);

  // The next visit in this browser: no form, the same actor.
  await page.reload({ waitUntil: 'domcontentloaded' });
  await page.waitForSelector('main h1', { timeout: 20000 });
  expect(await page.$(dialog)).toBeNull();
  const again = await statementsWith((all) => all.filter((s) => s.verb.id.endsWith('/launched')).length === 2, 'the second launched');
  expect(new Set(again.map((s) => s.actor.mbox))).toEqual(new Set(['mailto:ada@example.org']));
  expect(errors).toEqual([]);
  await page.close();
});

test("allowUserToSkipTrackingAndTracing: '[skip step]' by keyboard goes to the course; the statements name an anonymous learner; the choice is kept", async () => {
  const settings = JSON.parse(await readFile(settingsFile, 'utf8'));
  await writeFile(settingsFile, JSON.stringify({ ...settings, allowUserToSkipTrackingAndTracing: { enabled: true } }));
  const before = lrs.statements().length;
  // A new profile: nothing of the first learner is kept here.
  const { context, page, errors } = await env.freshPage();
  await page.goto(`${server.url}#/`, { waitUntil: 'domcontentloaded' });
  await page.waitForSelector(dialog);
  expect(await page.$$eval(`${dialog} button`, (bs) => bs.map((b) => (b as HTMLElement).innerText.trim()))).toEqual(['Continue', 'Skip this step']);
  await env.axe(page, 'the form with its skip button');
  for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
  expect(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText.trim())).toBe('Skip this step');
  await page.keyboard.press('Enter');
  await page.waitForSelector('main h1', { timeout: 20000 });
  const statements = await statementsWith((all) => all.length > before && all.slice(before).some((s) => s.verb.id.endsWith('/launched')), 'the launch of the learner who skipped');
  const launched = statements.slice(before).find((s) => s.verb.id.endsWith('/launched'))!;
  expect(launched.actor.mbox).toBeUndefined();
  expect(launched.actor.account.name).toMatch(/^anonymous-/);
  await page.reload({ waitUntil: 'domcontentloaded' });
  await page.waitForSelector('main h1', { timeout: 20000 });
  expect(await page.$(dialog)).toBeNull();
  expect(errors).toEqual([]);
  await context.close();
});
