/**
 * The package's own fonts (issue 9, section 4): themeSettings.js names them, fonts/fonts.css
 * declares them. The showcase's headings use "Leafwise Narrow" (fonts/fonts.css, whose
 * font-display says block): the cover's title is drawn in it, loaded with font-display swap, and
 * it looks different from the fallback. A missing font file, a missing fonts.css and an
 * unreachable customFontPlace leave the cover readable in the fallback font, with warnings only;
 * customFontPlace is asked only for a font the package does not ship (issue 22).
 *
 * Issue 22: each font role of the theme styles its own text. A generated course whose headings are
 * in one family and whose "Normal" text is a serif shipped in fonts/ (generate-course --two-fonts)
 * shows its headings in the heading font and its paragraphs, answers and introduction in the serif,
 * on the pre-rendered cover, the live cover and the course pages.
 */
import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Page } from 'puppeteer-core';
import { generatedCourse } from './support/generatedCourse';
import { browserTestEnv } from './support/harness';
import { newPlayerPage, openRoute } from './support/player';
import { courseFixture, type CourseServer, type Fault } from './support/server';

const FAMILY = 'Leafwise Narrow';
const showcase = courseFixture('showcase');

const env = browserTestEnv();
let work: string;
beforeAll(async () => {
  work = await env.tempDir('package-fonts-');
});

/** The package's face as the page has it: its status and display, or null when it was never added. */
const faceOf = (page: Page) =>
  page.evaluate((family) => {
    const face = [...document.fonts].find((f) => f.family.replace(/^["']|["']$/g, '') === family);
    return face ? { status: face.status, display: face.display, weight: face.weight } : null;
  }, FAMILY);

const titleBox = (page: Page) =>
  page.$eval('.cover-title', (h) => {
    const r = h.getBoundingClientRect();
    return { width: r.width, height: r.height, top: r.top, bottom: r.bottom, visible: getComputedStyle(h).visibility === 'visible' && r.height > 0, text: (h as HTMLElement).innerText.trim() };
  });

/** The width of the title's text itself (the heading's box is as wide as its column whatever the font). */
const textWidth = (page: Page) =>
  page.$eval('.cover-title', (h) => {
    const range = document.createRange();
    range.selectNodeContents(h);
    return Math.round([...range.getClientRects()].reduce((w, r) => Math.max(w, r.width), 0));
  });

async function withServer(courseDir: string, faults: Fault[], run: (server: CourseServer, context: BrowserContext) => Promise<void>) {
  const server = await env.serve(courseDir, { faults });
  const context = await env.context();
  try {
    await run(server, context);
  } finally {
    await context.close();
  }
}

test('the cover title is drawn in the package font, loaded with font-display swap, and differs from the fallback', async () => {
  await withServer(showcase, [], async (server, context) => {
    const { page, errors, console: messages } = await newPlayerPage(context, { width: 1440, height: 900 });
    await openRoute(page, server, '/');
    await page.waitForFunction((family) => [...document.fonts].some((f) => f.family.replace(/^["']|["']$/g, '') === family && f.status === 'loaded'), { timeout: 15000 }, FAMILY);
    expect(await faceOf(page)).toEqual({ status: 'loaded', display: 'swap', weight: '700' });
    expect(await page.$eval('.cover-title', (h) => getComputedStyle(h).fontFamily)).toMatch(/^"Leafwise Narrow"/);
    expect(await page.evaluate((family) => document.fonts.check(`700 40px "${family}"`), FAMILY)).toBe(true);
    expect(server.requests.some((r) => r.startsWith('/fonts/fonts.css'))).toBe(true);
    expect(server.requests.some((r) => r.startsWith('/fonts/leafwise-narrow-bold.woff'))).toBe(true);

    // The same title without the package's face: the fallback the learner would otherwise get.
    await page.evaluate(() => document.fonts.ready);
    const title = (await page.$('.cover-title'))!;
    const inPackageFont = Buffer.from(await title.screenshot());
    const packageWidth = await textWidth(page);
    await page.evaluate((family) => {
      for (const f of [...document.fonts]) if (f.family.replace(/^["']|["']$/g, '') === family) document.fonts.delete(f);
    }, FAMILY);
    await page.waitForFunction((family) => !document.fonts.check(`700 40px "${family}"`) || ![...document.fonts].some((f) => f.family.includes(family)), {}, FAMILY);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const inFallback = Buffer.from(await title.screenshot());
    expect(inPackageFont.equals(inFallback)).toBe(false);
    expect(await textWidth(page)).not.toBe(packageWidth);

    expect(errors).toEqual([]);
    expect(messages.filter((m) => m.type === 'error')).toEqual([]);
  });
});

test('the cover does not wait for the fonts: with fonts.css still on its way, the title is on screen', async () => {
  // The stylesheet answers only after the test is over: whatever the cover shows, it shows without it.
  await withServer(showcase, [{ path: '/fonts/fonts.css', delayMs: 120000 }], async (server, context) => {
    const { page, errors } = await newPlayerPage(context, { width: 1440, height: 900 });
    await openRoute(page, server, '/');
    const box = await titleBox(page);
    expect(box.visible).toBe(true);
    expect(box.bottom).toBeLessThanOrEqual(900);
    expect(await faceOf(page)).toBeNull();
    expect(server.requests.some((r) => r.startsWith('/fonts/fonts.css'))).toBe(true);
    expect(errors).toEqual([]);
  });
});

/** Waits (at most about 15 s) until a warning matching each pattern has been logged, then checks it was. */
async function waitForWarnings(messages: { type: string; text: string }[], patterns: readonly RegExp[]) {
  const missing = () => patterns.filter((p) => !messages.some((m) => m.type === 'warn' && p.test(m.text)));
  for (let i = 0; i < 150 && missing().length > 0; i++) await new Promise((r) => setTimeout(r, 100));
  expect(missing()).toEqual([]);
}

describe('when the fonts cannot be had', () => {
  let course: string;
  beforeAll(async () => {
    // The showcase, with a customFontPlace on a port where nothing listens.
    course = path.join(work, 'unreachable-font-place');
    await cp(showcase, course, { recursive: true });
    const file = path.join(course, 'publishSettings.js');
    const publish = JSON.parse(await readFile(file, 'utf8'));
    await writeFile(file, JSON.stringify({ ...publish, customFontPlace: 'http://127.0.0.1:9/brand-fonts.css' }, null, 2));
  });

  // The remote font service is asked only for a font that fonts/ does not declare (issue 22).
  it.each([
    ['a missing font file (declared in fonts/fonts.css: the font service is not asked)', [{ path: '/fonts/leafwise-narrow-bold.woff', status: 404 }], 'error', [/Leafwise Narrow.*could not be loaded/], 0],
    ['a missing fonts.css (the font service is asked once, and is unreachable)', [{ path: '/fonts/fonts.css', status: 404 }], null, [/fonts\/fonts\.css could not be loaded \(404\)/, /127\.0\.0\.1:9\/brand-fonts\.css could not be reached/], 1],
  ] as const)('%s: the cover renders with its title visible in the fallback font, with warnings', async (_name, faults, status, warnings, fontServiceRequests) => {
    await withServer(course, [...faults], async (server, context) => {
      const { page, errors, console: messages } = await newPlayerPage(context, { width: 1440, height: 900 });
      const remote: string[] = [];
      page.on('request', (r) => {
        if (r.url().startsWith('http://127.0.0.1:9/')) remote.push(r.url());
      });
      await openRoute(page, server, '/');
      await waitForWarnings(messages, warnings);
      const box = await titleBox(page);
      expect(box.visible).toBe(true);
      expect(box.text.length).toBeGreaterThan(0);
      expect(box.bottom).toBeLessThanOrEqual(900);
      expect((await faceOf(page))?.status ?? null).toBe(status);
      expect(await page.$('.error-page')).toBeNull();
      expect(errors).toEqual([]);
      // The browser reports each failed request once; nothing else is an error.
      expect(messages.filter((m) => m.type === 'error' && !/Failed to load resource/.test(m.text))).toEqual([]);
      expect(messages.filter((m) => m.type === 'error').length).toBeLessThanOrEqual(2);
      expect(remote).toHaveLength(fontServiceRequests);
    });
  });
});

describe('each font role styles its own text (issue 22)', () => {
  const SERIF = /^"Generated Serif"/;
  const HEADING = /^"?Verdana"?,/;
  let dir: string;
  let contentRoute: string;
  let questionRoute: string;
  beforeAll(async () => {
    dir = generatedCourse(env, 3, 4, ['--two-fonts', '--logo']);
    const data = JSON.parse(await readFile(path.join(dir, 'content', 'data.js'), 'utf8')) as { sections: { id: string; questions: { id: string; type: string }[] }[] };
    const pages = data.sections.flatMap((s) => s.questions.map((q) => ({ route: `/sections/${s.id}/questions/${q.id}`, type: q.type })));
    contentRoute = pages.find((p) => p.type === 'informationContent')!.route;
    questionRoute = pages.find((p) => p.type === 'singleSelectText')!.route;
  });

  /** The computed font-family of the first element of each selector (null when there is none). */
  const families = (page: Page, selectors: Record<string, string>) =>
    page.evaluate((sel) => Object.fromEntries(Object.entries(sel).map(([name, s]) => {
      const el = document.querySelector(s);
      return [name, el ? getComputedStyle(el).fontFamily : null];
    })), selectors);

  const coverText = { title: '.cover-title', sectionsTitle: '.cover-sections-title', introHeading: '.cover-intro h2', introParagraph: '.cover-intro p', start: '.cover-hero .btn' };
  const expectCover = (seen: Record<string, string | null>) => {
    expect(seen.title).toMatch(HEADING);
    expect(seen.sectionsTitle).toMatch(HEADING);
    expect(seen.introHeading).toMatch(HEADING);
    expect(seen.introParagraph).toMatch(SERIF);
    // The player's own controls keep the general font.
    expect(seen.start).toMatch(HEADING);
  };

  it('on the pre-rendered cover (JavaScript off): the title in the heading font, the introduction in the Normal font', async () => {
    const server = await env.serve(dir, { prerender: true });
    const { page } = await env.page({ width: 1440, height: 900 });
    await page.setJavaScriptEnabled(false);
    await page.goto(server.url, { waitUntil: 'load' });
    expect(await page.$('#root[data-prerendered]')).not.toBeNull();
    expectCover(await families(page, coverText));
    await page.close();
  });

  it('on the live cover and the course pages: headings in the heading font; paragraphs and answers in the Normal font, which the package ships', async () => {
    const server = await env.serve(dir);
    const { page, errors } = await env.page({ width: 1440, height: 900 });
    await openRoute(page, server, '/');
    expectCover(await families(page, coverText));
    // The serif is the package's own file (fonts/fonts.css), and the page draws with it.
    await page.waitForFunction(() => [...document.fonts].some((f) => f.family.replace(/"/g, '') === 'Generated Serif' && f.status === 'loaded'), { timeout: 15000 });
    expect(server.requests.some((r) => r.startsWith('/fonts/generated-serif.woff'))).toBe(true);
    await env.axe(page, 'cover');

    await openRoute(page, server, contentRoute);
    const content = await families(page, { title: 'main h1', heading: '.blocks h2', paragraph: '.blocks p', next: '.page-nav .btn' });
    expect(content.title).toMatch(HEADING);
    expect(content.heading).toMatch(HEADING);
    expect(content.paragraph).toMatch(SERIF);
    expect(content.next).toMatch(HEADING);

    await openRoute(page, server, questionRoute);
    const question = await families(page, { title: 'main h1', instructions: '.instructions p', answer: '.choice-text', submit: '.answer-actions .btn' });
    expect(question.title).toMatch(HEADING);
    expect(question.instructions).toMatch(SERIF);
    expect(question.answer).toMatch(SERIF);
    expect(question.submit).toMatch(HEADING);
    await env.axe(page, 'question page');

    await openRoute(page, server, '/results');
    // (The afterword shows once the course is passed or failed; its blocks are author text as above.)
    const results = await families(page, { title: 'main h1', message: '.score-message' });
    expect(results.title).toMatch(HEADING);
    expect(results.message).toMatch(SERIF);
    expect(errors).toEqual([]);
    await page.close();
  });
});
