/**
 * Issue 13 §1 and §5: the page `npm start` and `npm run package` deliver carries the course's
 * cover, rendered from the package (scripts/prerender). With JavaScript off it shows the title,
 * the introduction and the section titles. With JavaScript on, the cover's own entry hydrates it
 * without a mismatch and loads the player only when the cover needs it (a new learner's first move,
 * a returning learner at once); the player then takes the page over without moving anything.
 */
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'puppeteer-core';
import { generatedCourse } from './support/generatedCourse';
import { browserTestEnv } from './support/harness';
import { newPlayerPage, pageShown } from './support/player';
import { courseFixture, type CourseServer } from './support/server';

const env = browserTestEnv();
let rtlDir = '';

const text = (v: unknown, lang = 'en'): string => (typeof v === 'string' ? v : ((v as Record<string, string>)?.[lang] ?? ''));

/** What data.js says the cover must show, in the course's default language. */
function expected(dir: string, lang = 'en') {
  const data = JSON.parse(readFileSync(path.join(dir, 'content', 'data.js'), 'utf8'));
  const introId = data.introductions?.[0]?.id as string | undefined;
  const places = introId ? [`${lang}/${introId}.html`, `${introId}.html`, `introduction/${introId}.html`].map((f) => path.join(dir, 'content', f)) : [];
  const file = places.find((f) => existsSync(f));
  const intro = file ? readFileSync(file, 'utf8') : '';
  const firstIntroText = /<(?:h\d|p)[^>]*>([^<]+)</.exec(intro)?.[1] ?? '';
  const sections = (data.sections as { title: unknown; isTransparent?: boolean }[]).filter((s) => !s.isTransparent).map((s) => text(s.title, lang));
  return { title: text(data.title, lang), firstIntroText, sections };
}

const serve = (dir: string): Promise<CourseServer> => env.serve(dir, { prerender: true });

beforeAll(async () => {
  // The showcase with Arabic as its default language: a right-to-left cover.
  rtlDir = await env.tempDir('prerender-rtl-');
  cpSync(courseFixture('showcase'), rtlDir, { recursive: true });
  const languages = JSON.parse(readFileSync(path.join(rtlDir, 'languageSettings.json'), 'utf8')) as { language: string; isDefault: boolean }[];
  for (const l of languages) l.isDefault = l.language === 'ar';
  writeFileSync(path.join(rtlDir, 'languageSettings.json'), JSON.stringify(languages));
});

describe('the pre-rendered cover with JavaScript disabled (issue 13 §5)', () => {
  const cases: [string, () => string][] = [
    ['the showcase', () => courseFixture('showcase')],
    ['a generated course of 17 sections', () => generatedCourse(env, 17, 3, ['--logo', '--cover-image'])],
  ];
  it.each(cases)('shows the title, the introduction and every section title of %s', async (_name, dirOf) => {
    const dir = dirOf();
    const server = await serve(dir);
    const { page } = await env.page({ width: 1440, height: 900 });
    await page.setJavaScriptEnabled(false);
    await page.goto(server.url, { waitUntil: 'load' });
    const want = expected(dir);
    expect(want.sections.length).toBeGreaterThan(2);
    expect(want.firstIntroText).not.toBe('');
    const seen = await page.evaluate(() => ({
      title: document.querySelector('main h1')?.textContent?.trim(),
      intro: document.querySelector('.cover-intro')?.textContent ?? '',
      sections: [...document.querySelectorAll('.section-card-title')].map((h) => h.textContent?.trim()),
      // Visible, not merely present: painted by the player's stylesheet and theme.
      titleBox: document.querySelector('main h1')?.getBoundingClientRect().height ?? 0,
      docTitle: document.title,
    }));
    expect(seen.title).toBe(want.title);
    expect(seen.docTitle).toBe(want.title);
    expect(seen.titleBox).toBeGreaterThan(0);
    expect(seen.intro).toContain(want.firstIntroText.trim());
    expect(seen.sections).toEqual(want.sections);
    await page.close();
  });

  it("lists a transparent section's pages under the section they follow, and every card's status (issue 22)", async () => {
    // The shape of the issue's course: 17 sections, 7 of them transparent (title "-", no image).
    const dir = generatedCourse(env, 17, 3, ['--transparent', '1,3,5,8,11,13,16', '--long-titles']);
    const data = JSON.parse(readFileSync(path.join(dir, 'content', 'data.js'), 'utf8')) as { sections: { isTransparent: boolean; title: string; questions: { title: string; type: string }[] }[] };
    const server = await serve(dir);
    const { page } = await env.page({ width: 390, height: 844 });
    await page.setJavaScriptEnabled(false);
    await page.goto(server.url, { waitUntil: 'load' });
    const seen = await page.evaluate(() =>
      [...document.querySelectorAll('.section-cards > li')].map((li) => {
        const shown = (el: Element | null) => (el && (el as HTMLElement).checkVisibility({ visibilityProperty: true }) ? (el as HTMLElement).innerText.trim() : null);
        return li.classList.contains('loose-pages')
          ? [...li.querySelectorAll('.page-row')].map((row) => [shown(row.querySelector('.page-row-title')), shown(row.querySelector('.status-badge'))])
          : [shown(li.querySelector('.section-card-index')), shown(li.querySelector('.section-card-title')), shown(li.querySelector('.section-card-status .status-badge'))];
      }),
    );
    let card = 0;
    expect(seen).toEqual(
      data.sections.map((s) =>
        s.isTransparent
          ? s.questions.map((q) => [q.title, q.type === 'informationContent' ? null : 'Not passed yet'])
          : // A section of content pages only has nothing to pass (SPEC 3.4): no status.
            [`SECTION ${++card} OF 10`, s.title, s.questions.some((q) => q.type !== 'informationContent') ? 'Not passed yet' : null],
      ),
    );
    await page.close();
  });

  it("is in the language the address asks for (SPEC 5.3's parameter), as npm start serves it", async () => {
    const dir = courseFixture('showcase');
    const server = await serve(dir);
    const { page } = await env.page({ width: 390, height: 844 });
    await page.setJavaScriptEnabled(false);
    await page.goto(`${server.url}?language=ar`, { waitUntil: 'load' });
    const seen = await page.evaluate(() => ({ dir: document.documentElement.dir, title: document.querySelector('main h1')?.textContent }));
    expect(seen).toEqual({ dir: 'rtl', title: expected(dir, 'ar').title });
    await page.close();
  });

  it('is right-to-left in a right-to-left course language (SPEC 9.3)', async () => {
    const server = await serve(rtlDir);
    const { page } = await env.page({ width: 390, height: 844 });
    await page.setJavaScriptEnabled(false);
    await page.goto(server.url, { waitUntil: 'load' });
    const seen = await page.evaluate(() => ({ dir: document.documentElement.dir, lang: document.documentElement.lang, title: document.querySelector('main h1')?.textContent }));
    expect(seen).toEqual({ dir: 'rtl', lang: expect.stringMatching(/^ar/), title: expected(rtlDir, 'ar').title });
    await page.close();
  });
});

/** The cover entry has hydrated #root (React marks its container). */
const hydrated = (page: Page) =>
  page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')), { timeout: 20000 });
/** The player has taken the page over: its layout's announcer is there (the pre-rendered cover has none). */
const playerTookOver = (page: Page) => page.waitForSelector('[data-testid="announcer"]', { timeout: 20000 });

/** A page on the pre-rendered showcase that records every request and every loader it ever shows. */
async function openCover(server: CourseServer, context: BrowserContext, { holdPlayerMs = 0, query = '' } = {}) {
  const opened = await newPlayerPage(context, { width: 1440, height: 900 });
  const requests: string[] = [];
  opened.page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  // The player's chunks held back a moment, so that what comes before them can be looked at.
  if (holdPlayerMs > 0) {
    await opened.page.setRequestInterception(true);
    opened.page.on('request', (r) => void (/\/player\/\d+\./.test(r.url()) ? setTimeout(() => void r.continue(), holdPlayerMs) : r.continue()));
  }
  await opened.page.evaluateOnNewDocument(() => {
    const w = window as unknown as { loaderSeen: boolean };
    w.loaderSeen = false;
    new MutationObserver(() => {
      if (document.querySelector('.boot-spinner')) w.loaderSeen = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await opened.page.goto(query ? `${server.url}?${query}` : server.url, { waitUntil: 'domcontentloaded' });
  await hydrated(opened.page);
  const problems = () => opened.console.filter((m) => (m.type === 'error' && !m.text.startsWith('Failed to load resource')) || /hydrat|did not match/i.test(m.text));
  const loaderSeen = () => opened.page.evaluate(() => (window as unknown as { loaderSeen: boolean }).loaderSeen);
  return { ...opened, requests, problems, loaderSeen };
}

describe('the pre-rendered cover with JavaScript on (issue 13 §1, §2)', () => {
  let server: CourseServer;
  let context: BrowserContext;
  beforeAll(async () => {
    server = await serve(courseFixture('showcase'));
  });
  // A new learner in each test: nothing saved in the browser.
  beforeEach(async () => {
    context = await env.context();
  });
  afterEach(async () => {
    await context.close();
  });

  it('is hydrated without a mismatch and, for a new learner, loads nothing of the player until the learner moves', async () => {
    const { page, errors, requests, problems, loaderSeen } = await openCover(server, context);
    await page.waitForNetworkIdle({ idleTime: 500, timeout: 20000 });
    const scripts = requests.filter((p) => p.endsWith('.js'));
    // The cover's entry and nothing else: no course data, no delivery, question type or block chunk.
    expect(scripts).toEqual([expect.stringMatching(/^\/player\/cover\.[0-9a-f]+\.js$/)]);
    expect(await page.$('[data-testid="announcer"]')).toBeNull();
    expect(problems()).toEqual([]);
    expect(errors).toEqual([]);
    // SPEC 2.1 (issue 22): hydrated, its route links are the page's address, then the route.
    expect(await page.$$eval('a[href]', (as) => as.map((a) => a.getAttribute('href')!).filter((h) => h.startsWith('#/')))).toEqual([]);
    await env.axe(page, 'the hydrated pre-rendered cover');

    // The pointer on its way to 'Start': the player loads and takes over, with nothing moving.
    const before = await page.$eval('.cover-hero .btn-primary', (a) => JSON.stringify(a.getBoundingClientRect()));
    await page.mouse.move(300, 300);
    await playerTookOver(page);
    expect(requests).toContain('/content/data.js');
    expect(await page.$eval('.cover-hero .btn-primary', (a) => JSON.stringify(a.getBoundingClientRect()))).toBe(before);
    expect(await page.$eval('.cover-hero .btn-primary', (a) => a.textContent)).toBe('Start section');
    expect(await loaderSeen()).toBe(false);
    expect(problems()).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("keeps every section card and transparent section's page where it was when the player takes over (issue 22)", async () => {
    const course = await serve(generatedCourse(env, 17, 3, ['--transparent', '1,3,5,8,11,13,16']));
    const { page, errors, problems, loaderSeen } = await openCover(course, context);
    const places = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('.section-cards > li, .section-cards .page-row, .section-card-status, .section-cards a[href], .section-cards button')].map((el) => {
          const r = el.getBoundingClientRect();
          return `${el.tagName}.${el.className} ${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}×${Math.round(r.height)}`;
        }),
      );
    const before = await places();
    await env.axe(page, 'the hydrated pre-rendered cover of a course with transparent sections');
    // Every shift from here on, a passing one too (a placeholder standing in for the rows a moment).
    await page.evaluate(() => {
      const w = window as unknown as { shifted: string[] };
      w.shifted = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[]) {
          w.shifted.push(`${entry.value.toFixed(4)} ${entry.sources.map((x) => (x.node instanceof Element ? `${x.node.tagName}.${x.node.className}` : '')).join(' ')}`);
        }
      }).observe({ type: 'layout-shift' });
    });
    await page.mouse.move(300, 300);
    await playerTookOver(page);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    // The live cover's own rows, in the same places: nothing moved, nothing was added or taken away.
    expect(await places()).toEqual(before);
    expect(await page.evaluate(() => (window as unknown as { shifted: string[] }).shifted)).toEqual([]);
    await env.axe(page, 'the live cover of a course with transparent sections');
    expect(await loaderSeen()).toBe(false);
    expect(problems()).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('answers a start pressed before the player is there with the page frame, then opens the first page', async () => {
    const { page, errors, loaderSeen } = await openCover(server, context, { holdPlayerMs: 1500 });
    // HTMLElement.click(): no pointer or key event first, as a click made before the player listens.
    await page.$eval('.cover-hero .btn-primary', (a) => (a as HTMLElement).click());
    await page.waitForSelector('main.main-page[aria-busy="true"] .page-kicker');
    await env.axe(page, "the page frame while the player loads");
    await page.waitForFunction(() => !document.querySelector('[data-cover-title]') && location.hash.startsWith('#/sections/'), { timeout: 20000 });
    await playerTookOver(page);
    await page.waitForFunction(() => document.querySelector('main.main-page h1')?.textContent, { timeout: 20000 });
    await pageShown(page);
    expect(await loaderSeen()).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps the focus of a keyboard learner and opens the user menu pressed while the player loaded (issue 23: the accessibility section)', async () => {
    // The address names the language: on a first launch without it, SPEC 2.8's first-selection
    // popup opens once the player has taken over, and takes focus from the menu (course-language.test.ts).
    const { page, errors } = await openCover(server, context, { query: 'language=en' });
    // Tab from the top: skip link, then the user menu button, with the accessibility icon (SPEC 2.4).
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('user-menu-button');
    expect(await page.$('.user-menu-button svg.icon-accessibility')).not.toBeNull();
    await page.keyboard.press('Enter');
    await playerTookOver(page);
    await page.waitForFunction(() => document.querySelector('.user-menu-button')?.getAttribute('aria-expanded') === 'true', { timeout: 20000 });
    // The menu opens on its one section, focused, its switches there (SPEC 2.7).
    await page.waitForFunction(() => document.activeElement?.matches('.a11y-toggle[aria-expanded="true"]'), { timeout: 20000 });
    expect(await page.$$eval('.user-menu-list [role=switch]', (s) => s.length)).toBe(4);
    await env.axe(page, 'the user menu opened from the pre-rendered cover');
    expect(errors).toEqual([]);
    await page.close();
  });

  it("keeps the focus of a keyboard learner and opens the card's details pressed while the player loaded", async () => {
    const { page, errors } = await openCover(server, context);
    // Tab from the top (skip link, the user menu, start, the first card's title) to the first card's Details.
    for (let i = 0; i < 8 && !(await page.evaluate(() => document.activeElement?.matches('.section-card .link-button[aria-expanded]'))); i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.matches('.section-card .link-button[aria-expanded="false"]'))).toBe(true);
    await page.keyboard.press('Enter');
    await playerTookOver(page);
    await page.waitForFunction(() => document.querySelector('.section-card .link-button')?.getAttribute('aria-expanded') === 'true', { timeout: 20000 });
    expect(await page.evaluate(() => document.activeElement === document.querySelector('.section-card .link-button'))).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('never shows a cover that is not the one asked for: another language, or a course page reloaded (SPEC 5.3)', async () => {
    const english = expected(courseFixture('showcase')).title;
    const arabic = expected(courseFixture('showcase'), 'ar').title;
    const sectionId = (JSON.parse(readFileSync(path.join(courseFixture('showcase'), 'content', 'data.js'), 'utf8')) as { sections: { id: string }[] }).sections[0].id;
    // Served as a package's own index.html is: pre-rendered once, in the default language.
    const packaged = await env.serve(courseFixture('showcase'), { prerender: true, prerenderDefaultLanguage: true });
    for (const [address, shows] of [
      [`${packaged.url}?language=ar`, () => document.querySelector('main h1')?.textContent],
      [`${packaged.url}#/sections/${sectionId}`, () => document.querySelector('main.main-page h1')?.textContent],
    ] as const) {
      const { page, errors } = await newPlayerPage(context);
      // Every frame, from the first: was the pre-rendered English title ever on screen?
      await page.evaluateOnNewDocument((title: string) => {
        const w = window as unknown as { englishSeen: boolean };
        w.englishSeen = false;
        const look = () => {
          const h = document.querySelector<HTMLElement>('[data-cover-title]');
          if (h && h.textContent === title && h.checkVisibility({ visibilityProperty: true })) w.englishSeen = true;
          requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }, english);
      await page.goto(address, { waitUntil: 'domcontentloaded' });
      await playerTookOver(page);
      await page.waitForFunction(shows, { timeout: 20000 });
      if (address.includes('language=ar')) expect(await page.$eval('main h1', (h) => h.textContent)).toBe(arabic);
      expect(await page.evaluate(() => (window as unknown as { englishSeen: boolean }).englishSeen)).toBe(false);
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-cover-stale'))).toBe(false);
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  it("fills in a returning learner's progress at once: 'Continue', without a move and without a mismatch", async () => {
    const course = await serve(generatedCourse(env, 2, 3));
    const first = await openCover(course, context);
    await first.page.$eval('.cover-hero .btn-primary', (a) => (a as HTMLElement).click());
    await playerTookOver(first.page);
    // The learning objective, then the first question answered: the browser store has this learner's progress now.
    // (a generated section opens with its learning objective and a content page).
    for (let step = 0; step < 4 && !(await first.page.$('.choice')); step += 1) {
      await first.page.waitForSelector('.page-nav .btn-primary', { timeout: 20000 });
      const hash = await first.page.evaluate(() => location.hash);
      await first.page.click('.page-nav .btn-primary');
      await first.page.waitForFunction((h) => location.hash !== h, {}, hash);
      await pageShown(first.page);
    }
    await pageShown(first.page);
    await first.page.click('.choice');
    await first.page.waitForSelector('.answer-form button[type=submit]:not([disabled])');
    await first.page.click('.answer-form button[type=submit]');
    await first.page.waitForSelector('.feedback');
    const answeredRoute = await first.page.evaluate(() => location.hash);
    await first.page.waitForFunction(() => Object.values(localStorage).some((v) => /"answers":\[[^\]]*\d/.test(v)), { timeout: 20000 });
    await first.page.close();

    // 'Start' pressed on the pre-rendered cover before the player is there (its chunks held back a
    // moment): the press waits for the player, which leads this learner back to the page they left,
    // not to the course's first page the pre-rendered control names.
    const again = await openCover(course, context, { holdPlayerMs: 1000 });
    // Until the player brings this learner's own statuses, the pre-rendered 'Not passed yet' is not claimed of them.
    expect(await again.page.$eval('.section-card-status', (p) => [p.textContent, getComputedStyle(p).visibility])).toEqual([expect.stringContaining('Not passed yet'), 'hidden']);
    await again.page.$eval('.cover-hero .btn-primary', (a) => (a as HTMLElement).click());
    expect(await again.page.evaluate(() => location.hash)).toBe('');
    await playerTookOver(again.page);
    await again.page.waitForFunction(() => location.hash.includes('/questions/'), { timeout: 20000 });
    expect(await again.page.evaluate(() => location.hash)).toBe(answeredRoute);
    expect(answeredRoute).not.toContain('learning-objective');
    await again.page.goBack();
    await playerTookOver(again.page);
    await again.page.waitForFunction(() => document.querySelector('.cover-hero .btn-primary')?.textContent?.startsWith('Continue'), { timeout: 20000 });
    // The first section's status row, reserved on the pre-rendered cover, now shows.
    expect(await again.page.$eval('.section-card-status', (p) => getComputedStyle(p).visibility)).toBe('visible');
    expect(again.requests.filter((p) => p === '/content/data.js')).toHaveLength(1);
    expect(await again.loaderSeen()).toBe(false);
    expect(again.problems()).toEqual([]);
    expect(again.errors).toEqual([]);
    await again.page.close();
  });
});
