/**
 * Issue 27 part 3: the one-page layout (SPEC 3.1 layout onePage, courseNavigationSettings
 * scrollThrough or clickNext; SPEC 2.2 chain order, scrolling offsets and restore) in Chromium, on
 * courses written by scripts/generate-course.mjs --one-page. The address follows the element in view
 * (history.replace), so a reload and an LMS resume (SCORM 1.2, scorm-again) land on it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Frame, Page } from 'puppeteer-core';
import { tabTo } from './drivers/types';
import { generatedCourse } from './support/generatedCourse';
import { browserTestEnv } from './support/harness';
import { firstLaunchCmi, packageForLms, relaunchCmi, startLms } from './support/lms';
import { courseShown, labelOf, publishedForLms } from './support/lmsCourse';
import { openRoute } from './support/player';
import type { CourseServer } from './support/server';

const env = browserTestEnv();

interface Outline {
  sections: { id: string; learningObjective: unknown; questions: { id: string; type: string; title: unknown }[] }[];
}
const outlineOf = (dir: string) => JSON.parse(readFileSync(path.join(dir, 'content', 'data.js'), 'utf8')) as Outline;
/** SPEC 2.2: the section's learning objective (content pages shown), then its questions. */
const elementsOf = (section: Outline['sections'][number]) => [
  ...(section.learningObjective ? [`/sections/${section.id}/learning-objective`] : []),
  ...section.questions.map((q) => `/sections/${section.id}/questions/${q.id}`),
];
const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const hashOf = (scope: Page | Frame) => scope.evaluate(() => window.location.hash.slice(1));
const waitForHash = (scope: Page | Frame, route: string) => scope.waitForFunction((r) => window.location.hash === `#${r}`, { timeout: 10000 }, route);
const shownRoutes = (scope: Page | Frame) => scope.$$eval('[data-one-page-element]', (nodes) => nodes.map((n) => (n as HTMLElement).dataset.onePageElement!));
/** The element's top, in px below the viewport's top. */
const topOf = (scope: Page | Frame, route: string) => scope.$eval(`[data-one-page-element="${route}"]`, (n) => Math.round(n.getBoundingClientRect().top));
/** Waits (up to 10 s) until `route`'s element is `offset` (± 2) below the sticky header; fails with where it is. */
async function expectTop(scope: Page | Frame, route: string, offset: number): Promise<void> {
  const px = offset + (await scope.$eval('.app-header', (h) => (h as HTMLElement).offsetHeight));
  await scope.waitForFunction((r, want) => Math.abs(document.querySelector(`[data-one-page-element="${r}"]`)!.getBoundingClientRect().top - want) <= 2, { timeout: 10000 }, route, px).catch(() => undefined);
  const top = await topOf(scope, route);
  expect({ route, top: Math.abs(top - px) <= 2 ? px : top }).toEqual({ route, top: px });
}
/** Scrolls with the mouse wheel (real input) until `route`'s element has passed the line near the top. */
async function wheelTo(page: Page, scope: Page | Frame, route: string): Promise<void> {
  await page.mouse.move(640, 400);
  for (let i = 0; i < 80 && (await topOf(scope, route)) > 120; i++) {
    await page.mouse.wheel({ deltaY: Math.min(400, (await topOf(scope, route)) - 100) });
    await new Promise((r) => setTimeout(r, 60));
  }
}

describe('scrollThrough', () => {
  let dir: string;
  let outline: Outline;
  let server: CourseServer;
  beforeAll(async () => {
    dir = generatedCourse(env, 3, 6, ['--one-page', 'scrollThrough']);
    outline = outlineOf(dir);
    server = await env.serve(dir);
  });

  test("a section's pages are on one page in chain order, the address and the sidebar follow the scrolling, history is not flooded", async () => {
    const { page, errors } = await env.page(WIDE);
    const section = outline.sections[0];
    const elements = elementsOf(section);
    await openRoute(page, server, `/sections/${section.id}`);
    expect(await shownRoutes(page)).toEqual(elements);
    // Every element's heading is on the page, rendered or not (find-in-page, screen readers).
    const headings = await page.$$eval('[data-one-page-element] h2', (hs) => hs.map((h) => (h as HTMLElement).innerText.trim()));
    for (const q of section.questions) expect(headings.some((h) => h.includes(q.title as string))).toBe(true);
    const historyBefore = await page.evaluate(() => history.length);
    const target = elements[3];
    await wheelTo(page, page, target);
    await waitForHash(page, target);
    expect(await page.evaluate(() => history.length)).toBe(historyBefore);
    // The sidebar marks the element in view.
    await page.waitForFunction((r) => document.querySelector('.toc a[aria-current="page"]')?.getAttribute('href')?.endsWith(`#${r}`), { timeout: 5000 }, target);
    // The sidebar's link scrolls to its element with SPEC 2.2's default offset (100 px) and focuses it.
    const further = elements[5];
    await page.click(`.toc a[href$="#${further}"]`);
    await waitForHash(page, further);
    await expectTop(page, further, 100);
    await page.waitForFunction((r) => document.activeElement?.closest(`[data-one-page-element="${r}"]`)?.querySelector('h2') === document.activeElement, { timeout: 5000 }, further);
    // The last element leads on to the next section.
    const nextSection = await labelOf(dir, '[next section]');
    expect(await page.$eval('.one-page-nav a', (a) => (a as HTMLElement).innerText.trim())).toBe(nextSection);
    await page.focus('.one-page-nav a');
    await page.keyboard.press('Enter');
    await waitForHash(page, elementsOf(outline.sections[1])[0]);
    expect(errors).toEqual([]);
    await page.close();
  });

  test('a reload in the middle of a section lands on the same element', async () => {
    const { page, errors } = await env.page(WIDE);
    const section = outline.sections[1];
    const target = elementsOf(section)[4];
    await openRoute(page, server, `/sections/${section.id}`);
    await wheelTo(page, page, target);
    await waitForHash(page, target);
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.waitForSelector(`[data-one-page-element="${target}"] .answer-area, [data-one-page-element="${target}"] .content-body`, { timeout: 20000 });
    await expectTop(page, target, 100);
    expect(await hashOf(page)).toBe(target);
    expect(errors).toEqual([]);
    await page.close();
  });

  test.each([
    ['wide', WIDE],
    ['phone', PHONE],
  ])('keyboard and axe, left to right, %s', async (_name, viewport) => {
    const { page, errors } = await env.page(viewport);
    const section = outline.sections[0];
    const elements = elementsOf(section);
    const answerable = section.questions.find((q) => q.type !== 'informationContent')!;
    const route = `/sections/${section.id}/questions/${answerable.id}`;
    await openRoute(page, server, route);
    await page.waitForSelector(`[data-one-page-element="${route}"] .answer-form`);
    await env.axe(page, `one page, ${_name}`);
    // Keyboard: from the element's heading, Tab reaches its answer and its Submit.
    await page.focus(`[data-one-page-element="${route}"] h2`);
    await tabTo(page, `[data-one-page-element="${route}"] input`);
    await page.keyboard.press('Space');
    await tabTo(page, `[data-one-page-element="${route}"] .answer-form button[type=submit]`, 20);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await shownRoutes(page)).toEqual(elements);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('a long section', () => {
  test('far elements are placeholders holding their heading, rendered when scrolled near, keeping their measured height; a page in view counts as opened', async () => {
    const dir = generatedCourse(env, 1, 40, ['--one-page', 'scrollThrough']);
    const section = outlineOf(dir).sections[0];
    const elements = elementsOf(section);
    const server = await env.serve(dir);
    const { page, errors } = await env.page(WIDE);
    await openRoute(page, server, `/sections/${section.id}`);
    const last = elements[elements.length - 1];
    const lastQuestion = section.questions[section.questions.length - 1];
    const placeholder = (route: string) => page.$eval(`[data-one-page-element="${route}"]`, (n) => n.hasAttribute('data-placeholder'));
    expect(await placeholder(last)).toBe(true);
    expect(await page.$eval(`[data-one-page-element="${last}"] h2`, (h) => (h as HTMLElement).innerText.trim())).toBe(lastQuestion.title);
    // Real keyboard input: End goes to the bottom; the last element renders and becomes the address.
    await page.focus('main h1');
    await page.keyboard.press('End');
    await page.waitForFunction((r) => !document.querySelector(`[data-one-page-element="${r}"]`)!.hasAttribute('data-placeholder'), { timeout: 10000 }, last);
    // The elements near the end render at their real heights, taller than their estimates, so the
    // page grows below the learner; End again reaches the end as it now is (as a learner would press it).
    await page.waitForFunction(() => !document.querySelector('.block-gate:not([data-shown])'), { timeout: 10000 });
    await page.keyboard.press('End');
    await waitForHash(page, last);
    const first = elements[1];
    await page.waitForFunction((r) => document.querySelector(`[data-one-page-element="${r}"]`)!.hasAttribute('data-placeholder'), { timeout: 10000 }, first);
    const heightFar = await page.$eval(`[data-one-page-element="${first}"]`, (n) => (n as HTMLElement).offsetHeight);
    await page.keyboard.press('Home');
    await page.waitForFunction((r) => !document.querySelector(`[data-one-page-element="${r}"]`)!.hasAttribute('data-placeholder'), { timeout: 10000 }, first);
    // Once its content is shown again (its blocks' gate open: on a loaded machine that takes a moment).
    await page.waitForFunction((r) => document.querySelector(`[data-one-page-element="${r}"] .block-gate[data-shown]`) && !document.querySelector(`[data-one-page-element="${r}"] .block-gate:not([data-shown])`), { timeout: 10000 }, first);
    expect(Math.abs((await page.$eval(`[data-one-page-element="${first}"]`, (n) => (n as HTMLElement).offsetHeight)) - heightFar)).toBeLessThanOrEqual(2);
    // The content page that was in view is read: the sidebar marks it, as in the multi-page layout.
    const content = section.questions[0];
    await wheelTo(page, page, `/sections/${section.id}/questions/${content.id}`);
    await page.waitForSelector(`.toc a[href$="/questions/${content.id}"] .page-state-read`, { timeout: 10000 });
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('clickNext', () => {
  test("without forced navigation, '[continue]' does not wait for an answer", async () => {
    const dir = generatedCourse(env, 1, 3, ['--one-page', 'clickNext']);
    const section = outlineOf(dir).sections[0];
    const elements = elementsOf(section);
    const server = await env.serve(dir);
    const { page, errors } = await env.page(PHONE);
    await openRoute(page, server, `/sections/${section.id}`);
    expect(await shownRoutes(page)).toEqual(elements.slice(0, 1));
    for (let i = 1; i < elements.length; i++) {
      await page.waitForFunction(() => !document.querySelector('.block-gate:not([data-shown])'), { timeout: 20000 });
      await page.click(`[data-one-page-element="${elements[i - 1]}"] .one-page-nav button`);
      await waitForHash(page, elements[i]);
    }
    expect(await page.$(`[data-one-page-element="${elements[elements.length - 1]}"] .one-page-nav a`)).not.toBeNull();
    await env.axe(page, 'clickNext, phone');
    expect(errors).toEqual([]);
    await page.close();
    // An address further on (a saved url) shows everything up to its element, with nothing saved
    // (a fresh profile).
    const again = await env.freshPage(PHONE);
    await openRoute(again.page, server, elements[elements.length - 1]);
    expect(await shownRoutes(again.page)).toEqual(elements);
    await again.page.close();
    await again.context.close();
  });
});

describe('clickNext with forced navigation', () => {
  let dir: string;
  let outline: Outline;
  let server: CourseServer;
  beforeAll(async () => {
    dir = generatedCourse(env, 2, 4, ['--one-page', 'clickNext', '--force-navigation']);
    outline = outlineOf(dir);
    server = await env.serve(dir);
  });

  test("'[continue]' reveals the next element; after a question it waits until the question is answered", async () => {
    const { page, errors } = await env.page(WIDE);
    const section = outline.sections[0];
    const elements = elementsOf(section);
    const continueLabel = await labelOf(dir, '[continue]');
    await openRoute(page, server, `/sections/${section.id}`);
    expect(await shownRoutes(page)).toEqual(elements.slice(0, 1));
    for (let i = 1; i < elements.length; i++) {
      const current = elements[i - 1];
      const question = section.questions.find((q) => current.endsWith(`/questions/${q.id}`));
      // A page's content (its buttons too) shows once its blocks have loaded (components/BlockGate.tsx).
      if (question) await page.waitForSelector(`[data-one-page-element="${current}"] .block-gate[data-shown]`);
      if (question && question.type !== 'informationContent') {
        await page.waitForSelector(`[data-one-page-element="${current}"] .answer-form input`);
        // SPEC 4.2: locked until answered.
        expect(await page.$(`[data-one-page-element="${current}"] .one-page-nav button`)).toBeNull();
        expect(await page.$eval(`[data-one-page-element="${current}"] .one-page-nav .is-locked`, (s) => s.getAttribute('aria-disabled'))).toBe('true');
        await page.click(`[data-one-page-element="${current}"] .answer-form input`);
        await page.click(`[data-one-page-element="${current}"] .answer-form button[type=submit]`);
        await page.waitForSelector(`[data-one-page-element="${current}"] .feedback`);
      }
      const button = await page.waitForSelector(`[data-one-page-element="${current}"] .one-page-nav button`);
      expect({ i, label: await button!.evaluate((b) => (b as HTMLElement).textContent!.trim()) }).toEqual({ i, label: continueLabel });
      // The keyboard presses it, as a learner without a mouse does.
      await button!.focus();
      await page.keyboard.press('Enter');
      await waitForHash(page, elements[i]).catch(async (e) => {
        throw new Error(`step ${i}: ${await hashOf(page)} ${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200))} ${e}`);
      });
      // The router renders the new address in a transition, just after the address changes.
      await page.waitForFunction((n) => document.querySelectorAll('[data-one-page-element]').length === n, { timeout: 5000 }, i + 1);
      expect(await shownRoutes(page)).toEqual(elements.slice(0, i + 1));
      // The revealed element takes the focus, with SPEC 2.2's forced-navigation offset (16 px in a section of several questions, 0 before the results).
      await page.waitForFunction((r) => document.activeElement === document.querySelector(`[data-one-page-element="${r}"] h2`), { timeout: 5000 }, elements[i]);
      await expectTop(page, elements[i], 16);
      await env.axe(page, `clickNext step ${i}`);
    }
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('right to left', () => {
  let server: CourseServer;
  let outline: Outline;
  beforeAll(async () => {
    const dir = generatedCourse(env, 2, 5, ['--one-page', 'scrollThrough', '--ar', '--long-titles']);
    outline = outlineOf(dir);
    server = await env.serve(dir);
  });

  test.each([
    ['wide', WIDE],
    ['phone', PHONE],
  ])('keyboard and axe, %s', async (name, viewport) => {
    const { page, errors } = await env.page(viewport);
    const section = outline.sections[0];
    const answerable = section.questions.find((q) => q.type !== 'informationContent')!;
    const route = `/sections/${section.id}/questions/${answerable.id}`;
    await openRoute(page, server, route, 'language=ar');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.waitForSelector(`[data-one-page-element="${route}"] .answer-form`);
    await env.axe(page, `one page, right to left, ${name}`);
    await page.focus(`[data-one-page-element="${route}"] h2`);
    await tabTo(page, `[data-one-page-element="${route}"] .answer-form input`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('SCORM 1.2', () => {
  test('the LMS resumes in the middle of a section, on the element the learner was reading', async () => {
    const work = await env.tempDir('onepage-scorm12-');
    const source = generatedCourse(env, 2, 6, ['--one-page', 'scrollThrough']);
    const outline = outlineOf(source);
    const pkg = packageForLms(await publishedForLms(source, '1.2', path.join(work, 'course')), '1.2', work);
    const lms = env.use(await startLms(pkg));
    const section = outline.sections[1];
    const elements = elementsOf(section);
    const target = elements[4];

    const context = await env.context();
    const page = await context.newPage();
    await page.setViewport(WIDE);
    const first = await lms.launch(page, { version: '1.2', cmi: firstLaunchCmi(pkg) });
    const frame = await first.courseFrame();
    await courseShown(frame);
    await frame.evaluate((r) => void (window.location.hash = r), `/sections/${section.id}`);
    await frame.waitForSelector(`[data-one-page-element="${elements[0]}"]`, { timeout: 20000 });
    await wheelTo(page, frame, target);
    await waitForHash(frame, target);
    await first.waitForCmi({ 'cmi.core.lesson_location': target });
    await first.unloadCourse();
    const kept = relaunchCmi(await first.cmi(), '1.2');
    await page.close();

    const again = await context.newPage();
    await again.setViewport(WIDE);
    const session = await lms.launch(again, { version: '1.2', cmi: kept });
    const resumed = await session.courseFrame();
    await courseShown(resumed);
    const start = await resumed.$eval('.cover-hero .btn-primary', (a) => a.getAttribute('href')!);
    expect(new URL(start).hash).toBe(`#${target}`);
    await resumed.click('.cover-hero .btn-primary');
    await waitForHash(resumed, target);
    // SPEC 2.2 restore: the saved element is scrolled into view, 100 px below the top.
    await expectTop(resumed, target, 100);
    await again.close();
    await context.close();
  });
});
