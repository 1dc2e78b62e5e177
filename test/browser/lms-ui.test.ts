/**
 * The LMS user interface (SPEC 2.4 user menu, 2.8 continue-later-in-LMS popup and close-course
 * overlay) in Chromium: keyboard only, axe-clean in English and Arabic (RTL), wide and phone. The
 * player is built with an LMS stand-in (lms-ui/lmsLikePlayer.tsx), not a SCORM API: what the SCORM
 * adapters send is tested with scorm-again elsewhere; here the close reason is what the UI hands on.
 *
 * Set LMS_UI_SHOTS=<dir> to keep screenshots of each step.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Frame, Page } from 'puppeteer-core';
import { browserTestEnv } from './support/harness';
import { startHostPlayer } from './support/hostPlayer';
import { openRoute } from './support/player';
import { courseFixture, type CourseServer } from './support/server';

const env = browserTestEnv();
let server: CourseServer;
const shots = process.env.LMS_UI_SHOTS;

beforeAll(async () => {
  ({ server } = await startHostPlayer(env, { entry: 'test/browser/lms-ui/lmsLikePlayer.tsx', prefix: 'lms-ui-', course: courseFixture('showcase') }));
  if (shots) await mkdir(shots, { recursive: true });
}, 180_000);

type Scope = Page | Frame;

async function shot(page: Page, name: string): Promise<void> {
  if (!shots) return;
  // Let a popup's entry finish and fonts settle, so the picture is what the learner sees.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.screenshot({ path: path.join(shots, `${name}.png`) as `${string}.png` });
}

/**
 * Where keyboard focus is: in this document at all (a modal dialog lets Tab leave the page for the
 * browser's controls, or the LMS's page around a frame, as any page does), inside the open modal
 * dialog, and on which text.
 */
const focus = (scope: Scope) =>
  scope.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    const dialog = document.querySelector('dialog[open]');
    const here = document.hasFocus() && active !== null && active !== document.body;
    return { here, inDialog: Boolean(dialog && active && dialog.contains(active)), text: active?.innerText?.trim() ?? '', className: active?.className ?? '' };
  });

const closes = (scope: Scope) => scope.evaluate(() => (window as unknown as { __lmsCloses: string[] }).__lmsCloses);

/** Every question of the attempt answered, through the session: the course is then finalized (app/lms/lmsExit.ts). */
const answerAll = (page: Page) =>
  page.evaluate(() => {
    type Q = { id: string; type: string; data: unknown; answeredOnOpen: boolean };
    const s = (window as unknown as { __player: { course: { activeQuestions: Q[] }; actions: { open(id: string): void; answer(id: string, r: unknown): void }; plugins: { questionType(t: string): { correctResponse(d: unknown): unknown } } } }).__player;
    for (const q of s.course.activeQuestions) {
      if (q.answeredOnOpen) s.actions.open(q.id);
      else s.actions.answer(q.id, s.plugins.questionType(q.type).correctResponse(q.data));
    }
  });

async function openMenuWithKeyboard(scope: Scope, page: Page): Promise<void> {
  await scope.focus('.user-menu-button');
  await page.keyboard.press('ArrowDown');
  await scope.waitForSelector('[role=menu] [role=menuitem]');
}

/** Tabs until the focused control reads `text`; fails after a full round without finding it. */
async function tabTo(scope: Scope, page: Page, text: string): Promise<void> {
  for (let i = 0; i < 8; i++) {
    if ((await focus(scope)).text === text) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`no control reading "${text}" reached with Tab; focus is on "${(await focus(scope)).text}"`);
}

// SCORM 1.2 gives the name as "Last, First"; the menu shows it as given.
const launches = [
  { name: 'en-wide', language: 'en', learner: 'Lovelace, Ada', initial: 'L', viewport: { width: 1440, height: 900 } },
  { name: 'ar-phone', language: 'ar', learner: 'الخوارزمي، محمد بن موسى', initial: 'ا', viewport: { width: 390, height: 844 } },
];

describe.each(launches)('an LMS launch ($name)', ({ name, language, learner, initial, viewport }) => {
  const query = `lmsLearner=${encodeURIComponent(learner)}&language=${language}`;

  test("Submit result with the keyboard: the close-course overlay takes focus and stays, whatever the keys", async () => {
    const { page, errors } = await env.page(viewport);
    await openRoute(page, server, '/', query);
    expect(await page.$eval('.user-menu-button', (b) => (b as HTMLElement).innerText.trim())).toBe(initial);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');
    await answerAll(page);
    await openMenuWithKeyboard(page, page);
    expect(await page.$eval('.user-menu-name', (p) => (p as HTMLElement).innerText)).toBe(learner);
    // 'Submit result', then 'Change course language' (the showcase is in two languages, SPEC 2.4);
    // the 'Accessibility mode' section (SPEC 2.7) follows the menu.
    const items = await page.$$eval('[role=menuitem]', (els) => els.map((e) => (e as HTMLElement).innerText.trim()));
    expect(items).toHaveLength(2);
    await env.axe(page);
    await shot(page, `${name}-menu-finalized`);

    await page.keyboard.press('Enter');
    await page.waitForSelector('dialog[open] .close-course');
    await page.waitForFunction(() => (window as unknown as { __lmsCloses: string[] }).__lmsCloses.length > 0);
    expect(await closes(page)).toEqual(['finished']);
    expect((await focus(page)).inDialog).toBe(true);
    await env.axe(page);
    await shot(page, `${name}-overlay-finished`);

    // Chrome closes a modal dialog on a second Escape unless the page was used in between.
    // When it does, the overlay is shown again from the dialog's close event, which Chrome queues as a
    // task after the key: wait for the overlay rather than read the page at the very same moment.
    for (const key of ['Escape', 'Escape', 'Tab', 'Escape'] as const) await page.keyboard.press(key);
    await page.waitForSelector('dialog[open] .close-course');
    // The course under the overlay takes nothing: a click where the menu button is reaches the overlay.
    const box = (await (await page.$('.user-menu-button'))!.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    expect(await page.$('[role=menu]')).toBeNull();
    expect(await closes(page)).toEqual(['finished']);
    expect(errors).toEqual([]);
    await page.close();
  });

  test('Continue course later in the LMS frame: note, way back, OK; the overlay stays where the frame cannot close', async () => {
    const { page, errors } = await env.page(viewport);
    // The LMS's page, on the course's origin as an LMS that hosts its packages serves them.
    await page.goto(`${server.url}lang/en.json`);
    await page.evaluate((src) => {
      document.open();
      document.write(`<!doctype html><title>LMS</title><iframe title="Course" src="${src}" style="position:fixed;inset:0;width:100%;height:100%;border:0"></iframe>`);
      document.close();
    }, `${server.url}?${query}#/`);
    const frame = await (await page.waitForSelector('iframe'))!.contentFrame();
    await frame.waitForSelector('main h1');

    await openMenuWithKeyboard(frame, page);
    expect((await focus(frame)).className).toBe('user-menu-item');
    await page.keyboard.press('Enter');
    await frame.waitForSelector('dialog[open] .popup-title');
    expect((await focus(frame)).inDialog).toBe(true);
    await env.axe(frame);
    await shot(page, `${name}-continue-later`);
    // Focus stays in the popup however far the learner tabs (or leaves the frame, as from any page).
    let inside = 0;
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      const where = await focus(frame);
      if (where.here) expect(where.inDialog).toBe(true);
      if (where.inDialog) inside++;
    }
    expect(inside).toBeGreaterThan(2);

    // The way back: the cancel link returns to the course with the session open.
    const cancel = await frame.$eval('dialog[open] .link-button', (b) => (b as HTMLElement).innerText.trim());
    await tabTo(frame, page, cancel);
    await page.keyboard.press('Enter');
    await frame.waitForFunction(() => !document.querySelector('dialog[open]'));
    expect((await focus(frame)).className).toBe('user-menu-button');
    expect(await closes(frame)).toEqual([]);

    await openMenuWithKeyboard(frame, page);
    await page.keyboard.press('Enter');
    await frame.waitForSelector('dialog[open] .btn-primary');
    await tabTo(frame, page, await frame.$eval('dialog[open] .btn-primary', (b) => (b as HTMLElement).innerText.trim()));
    await page.keyboard.press('Enter');
    await frame.waitForSelector('dialog[open] .close-course');
    await frame.waitForFunction(() => (window as unknown as { __lmsCloses: string[] }).__lmsCloses.length > 0);
    expect(await closes(frame)).toEqual(['suspended']);
    // window.close() in a frame does nothing: the overlay is what the learner is left with.
    expect(await frame.$$eval('dialog[open]', (d) => d.length)).toBe(1);
    expect((await focus(frame)).inDialog).toBe(true);
    await env.axe(frame);
    await shot(page, `${name}-overlay-suspended`);
    expect(errors).toEqual([]);
    await page.close();
  });
});

test('the results page of a finalized course in an LMS offers Submit result, with the same overlay', async () => {
  const { page, errors } = await env.page();
  await openRoute(page, server, '/', 'lmsLearner=Ada');
  await answerAll(page);
  await openRoute(page, server, '/results', 'lmsLearner=Ada');
  const submit = await page.waitForSelector('.submit-result-button');
  await env.axe(page);
  await submit!.scrollIntoView();
  await shot(page, 'en-wide-results');
  await submit!.click();
  await page.waitForSelector('dialog[open] .close-course');
  await page.waitForFunction(() => (window as unknown as { __lmsCloses: string[] }).__lmsCloses.length > 0);
  expect(await closes(page)).toEqual(['finished']);
  expect(errors).toEqual([]);
  await page.close();
});

test('Continue course later in a window the LMS opened: the window closes once the session is suspended', async () => {
  const { page } = await env.page();
  const browser = await env.browser();
  const opened = new Promise<Page>((resolve) => browser.once('targetcreated', (target) => void target.page().then((p) => p && resolve(p))));
  await page.evaluate((url) => void window.open(url, 'course', 'popup'), `${server.url}?lmsLearner=Ada&language=en#/`);
  const course = await opened;
  await course.waitForSelector('main h1');
  const closed = new Promise<void>((resolve) => course.once('close', () => resolve()));
  await course.click('.user-menu-button');
  await course.waitForSelector('[role=menuitem]');
  await course.click('[role=menuitem]');
  await course.waitForSelector('dialog[open] .btn-primary');
  await course.click('dialog[open] .btn-primary');
  await closed;
  expect(course.isClosed()).toBe(true);
  await page.close();
});

// With neither LMS item, the menu holds only the 'Accessibility mode' section (SPEC 2.7, issue 23),
// under the accessibility icon of a learner who is not signed in (SPEC 2.4).
test('a browser launch of the same build has neither LMS item: the menu is the accessibility section alone', async () => {
  const { page } = await env.page();
  await openRoute(page, server, '/');
  expect(await page.$('.user-menu-button svg.icon-accessibility')).not.toBeNull();
  await page.focus('.user-menu-button');
  await page.keyboard.press('Enter');
  await page.waitForSelector('.user-menu-list .a11y-toggle[aria-expanded="true"]');
  expect(await page.$$('[role=menuitem]')).toHaveLength(0);
  expect(await page.$('.user-menu-name')).toBeNull();
  await page.close();
});
