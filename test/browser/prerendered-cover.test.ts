/**
 * Issue 13 §1 and §5: the page `npm start` and `npm run package` deliver carries the course's
 * cover, rendered from the package (scripts/prerender). With JavaScript off it shows the title,
 * the introduction and the section titles; with JavaScript on the player hydrates it without a
 * mismatch, never shows its loader in between, and the start control leads into the course.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'puppeteer-core';
import { launchChromium } from './support/chromium';
import { generatedCourse, removeGeneratedCourses } from './support/generatedCourse';
import { newPlayerPage, pageShown } from './support/player';
import { courseFixture, startCourseServer, type CourseServer } from './support/server';

let browser: Browser;
const servers: CourseServer[] = [];
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

async function serve(dir: string): Promise<CourseServer> {
  const server = await startCourseServer(dir, { prerender: true });
  servers.push(server);
  return server;
}

beforeAll(async () => {
  browser = await launchChromium();
  // The showcase with Arabic as its default language: a right-to-left cover.
  rtlDir = mkdtempSync(path.join(os.tmpdir(), 'prerender-rtl-'));
  cpSync(courseFixture('showcase'), rtlDir, { recursive: true });
  const languages = JSON.parse(readFileSync(path.join(rtlDir, 'languageSettings.json'), 'utf8')) as { language: string; isDefault: boolean }[];
  for (const l of languages) l.isDefault = l.language === 'ar';
  writeFileSync(path.join(rtlDir, 'languageSettings.json'), JSON.stringify(languages));
});

afterAll(async () => {
  for (const s of servers) await s.close();
  await browser?.close();
  removeGeneratedCourses();
  if (rtlDir) rmSync(rtlDir, { recursive: true, force: true });
});

describe('the pre-rendered cover with JavaScript disabled (issue 13 §5)', () => {
  const cases: [string, () => string][] = [
    ['the showcase', () => courseFixture('showcase')],
    ['a generated course of 17 sections', () => generatedCourse(17, 3, ['--logo', '--cover-image'])],
  ];
  it.each(cases)('shows the title, the introduction and every section title of %s', async (_name, dirOf) => {
    const dir = dirOf();
    const server = await serve(dir);
    const { page } = await newPlayerPage(browser, { width: 1440, height: 900 });
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

  it('is right-to-left in a right-to-left course language (SPEC 9.3)', async () => {
    const server = await serve(rtlDir);
    const { page } = await newPlayerPage(browser, { width: 390, height: 844 });
    await page.setJavaScriptEnabled(false);
    await page.goto(server.url, { waitUntil: 'load' });
    const seen = await page.evaluate(() => ({ dir: document.documentElement.dir, lang: document.documentElement.lang, title: document.querySelector('main h1')?.textContent }));
    expect(seen).toEqual({ dir: 'rtl', lang: expect.stringMatching(/^ar/), title: expected(rtlDir, 'ar').title });
    await page.close();
  });
});

describe('the pre-rendered cover with JavaScript on (issue 13 §1)', () => {
  it('is hydrated without a mismatch, never gives way to the loader, and its start control opens the course', async () => {
    const dir = courseFixture('showcase');
    const server = await serve(dir);
    const { page, errors, console: messages } = await newPlayerPage(browser, { width: 1440, height: 900 });
    // Records every loader the page ever shows, from the first parse on.
    await page.evaluateOnNewDocument(() => {
      const w = window as unknown as { loaderSeen: boolean };
      w.loaderSeen = false;
      new MutationObserver(() => {
        if (document.querySelector('.boot-spinner')) w.loaderSeen = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(server.url, { waitUntil: 'domcontentloaded' });
    // The live cover (screens/Cover.tsx) marks its held-back parts; the pre-rendered one has none.
    await page.waitForSelector('.cover-sections[data-gate-hidden]', { timeout: 20000 });
    await pageShown(page);
    expect(await page.evaluate(() => (window as unknown as { loaderSeen: boolean }).loaderSeen)).toBe(false);
    // The fragment locator asks a package's folders in turn (core/package/contentLocator.ts): its 404s are expected.
    const problems = messages.filter((m) => (m.type === 'error' && !m.text.startsWith('Failed to load resource')) || /hydrat|did not match/i.test(m.text));
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    expect(await page.$eval('main h1', (h) => h.textContent)).toBe(expected(dir).title);
    await page.click('.cover-hero .btn-primary');
    await page.waitForFunction(() => location.hash.startsWith('#/sections/') && !document.querySelector('[data-cover-title]'), { timeout: 20000 });
    expect(errors).toEqual([]);
    await page.close();
  });
});
