/**
 * The SCORM user interface (docs/scorm-ui.md: the user menu, the continue-later-in-LMS popup, the
 * close-course overlay) on a big course with long titles (18 sections of 60 questions), packaged for
 * SCORM 2004 and launched in the test LMS (support/lms.ts), wide and phone, left to right and right
 * to left: nothing wider than the screen, the menu and the popup wholly on it, the popup's buttons
 * and the overlay's text inside their boxes, axe-clean. Set LMS_UI_SHOTS=<dir> to keep screenshots.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Frame, Page } from 'puppeteer-core';
import { generatedCourse } from './support/generatedCourse';
import { browserTestEnv } from './support/harness';
import { firstLaunchCmi, packageForLms, startLms, type Lms, type LmsPackage } from './support/lms';
import { courseShown } from './support/lmsCourse';

const env = browserTestEnv();
let work: string;
let pkg: LmsPackage;
let lms: Lms;
const shots = process.env.LMS_UI_SHOTS;

beforeAll(async () => {
  work = await env.tempDir('scorm-ui-big-');
  pkg = packageForLms(generatedCourse(env, 18, 60, ['--long-titles', '--ar']), '2004', work);
  lms = env.use(await startLms(pkg));
  if (shots) await mkdir(shots, { recursive: true });
}, 180_000);

async function shot(page: Page, name: string): Promise<void> {
  if (!shots) return;
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.screenshot({ path: path.join(shots, `big-${name}.png`) as `${string}.png` });
}

/**
 * What sticks out: the page wider than the screen, and each element of `selector` that is not wholly
 * on screen or whose content is wider than its box (text cut off or spilling out).
 */
const outOfBounds = (frame: Frame, selector: string) =>
  frame.evaluate((sel) => {
    const out: string[] = [];
    const { innerWidth: w, innerHeight: h } = window;
    if (document.documentElement.scrollWidth > w) out.push(`page ${document.documentElement.scrollWidth}px wide on ${w}px`);
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(sel))) {
      const r = el.getBoundingClientRect();
      const name = `${el.tagName.toLowerCase()}.${String(el.className)} "${(el.innerText ?? el.textContent ?? "").trim().slice(0, 30)}"`;
      if (r.left < -0.5 || r.right > w + 0.5 || r.top < -0.5 || r.bottom > h + 0.5) out.push(`${name} off screen ${JSON.stringify([r.left, r.top, r.right, r.bottom].map(Math.round))}`);
      if (el.scrollWidth > el.clientWidth + 1) out.push(`${name} content ${el.scrollWidth}px in ${el.clientWidth}px`);
    }
    return out;
  }, selector);

const launches = [
  { name: 'en-wide', query: 'language=en', viewport: { width: 1440, height: 900 }, dir: 'ltr' },
  { name: 'en-phone', query: 'language=en', viewport: { width: 390, height: 844 }, dir: 'ltr' },
  { name: 'ar-wide', query: 'language=ar', viewport: { width: 1440, height: 900 }, dir: 'rtl' },
  { name: 'ar-phone', query: 'language=ar', viewport: { width: 390, height: 844 }, dir: 'rtl' },
];

test.each(launches)('$name: the menu, the continue-later popup and the overlay fit the screen on a big course with long titles', async ({ name, query, viewport, dir }) => {
  const { page, errors } = await env.page(viewport);
  const session = await lms.launch(page, { version: '2004', cmi: firstLaunchCmi(pkg), courseQuery: query });
  const frame = await session.courseFrame();
  // The package's page carries its cover pre-rendered in the default language: the player's, in the launch's language, replaces it.
  await courseShown(frame);
  expect(await frame.evaluate(() => document.documentElement.dir)).toBe(dir);
  // A first launch opens on the cover, the outline of 18 long section titles under it.
  await frame.waitForSelector('.user-menu-button');
  await frame.waitForSelector('main h1');
  await shot(page, `${name}-page`);

  await frame.click('.user-menu-button');
  await frame.waitForSelector('[role=menuitem]');
  expect(await outOfBounds(frame, '[role=menu], [role=menuitem]')).toEqual([]);
  await shot(page, `${name}-menu`);

  await frame.click('[role=menuitem]');
  await frame.waitForSelector('dialog[open] .popup-title');
  expect(await outOfBounds(frame, 'dialog[open], dialog[open] button, dialog[open] .popup-title')).toEqual([]);
  await env.axe(frame);
  await shot(page, `${name}-continue-later`);

  await frame.click('dialog[open] .btn-primary');
  await frame.waitForSelector('dialog[open] .close-course');
  expect(await outOfBounds(frame, 'dialog[open], dialog[open] .close-course, dialog[open] .close-course *')).toEqual([]);
  await env.axe(frame);
  await shot(page, `${name}-overlay`);
  expect(errors).toEqual([]);
  await page.close();
}, 120_000);
