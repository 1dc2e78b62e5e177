/**
 * Packages other than the showcase: a broken one must show the error page of SPEC 2.9 with the
 * exact SPEC 8.3 message (never a blank screen); an older LMS package (2021: sections called
 * 'objectives', nested content folders, branding in settings.js, publishMode Lms without an LMS)
 * must play with browser storage and say so on the console.
 */
import { browserTestEnv } from './support/harness';
import { clickText, headingText, openRoute, readOutline } from './support/player';
import { courseFixture } from './support/server';

const env = browserTestEnv();

describe.each([
  ['a broken content/data.js', 'broken-data', 'Course data loading failed', 'Something went wrong'],
  ['a manifest without defaultTemplateSettings', 'no-default-template-settings', "Manifest doesn't have defaultTemplateSettings", 'The course settings could not be loaded'],
])('a package with %s', (_name, fixture, message, title) => {
  test('shows the error page with the SPEC 8.3 message, at the index, without axe violations', async () => {
    const server = await env.serve(courseFixture(fixture));
    const { page, errors } = await env.page();
    try {
      // SPEC 2.9: whatever route was asked for, the error page navigates to the index.
      await page.goto(`${server.url}#/results`, { waitUntil: 'domcontentloaded' });
      await page.waitForSelector('.error-page h1');
      expect(await page.$eval('.error-page h1', (h) => h.textContent)).toMatch(new RegExp(title, 'i'));
      expect(await page.$eval('[data-testid=error-message]', (e) => e.textContent)).toBe(message);
      expect(await page.evaluate(() => window.location.hash)).toBe('#/');
      await env.axe(page);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('an LMS package of 2021 opened without an LMS', () => {
  const dir = courseFixture('legacy-2021');
  const outline = readOutline(dir);

  test('plays its cover, sections and pages from nested content folders, with browser storage', async () => {
    const server = await env.serve(dir);
    const { page, errors, console: messages } = await env.page();
    try {
      await openRoute(page, server, '/');
      expect(await headingText(page)).toBe(outline.title as unknown as string);
      // The introduction lives in content/introduction/{id}.html in packages of that time.
      await page.waitForSelector('.cover-intro .block-ready');
      expect(messages.some((m) => m.type === 'warn' && /published for an LMS \(Lms\) but no LMS API was found/.test(m.text))).toBe(true);

      const [section] = outline.sections;
      const content = section.questions.find((q) => q.type === 'informationContent')!;
      await openRoute(page, server, `/sections/${section.id}/questions/${content.id}`);
      // content/{sectionId}/{questionId}/{blockId}.html
      await page.waitForSelector('.content-body .block-ready');
      expect(await page.$$eval('.content-body .block-ready', (blocks) => blocks.length)).toBeGreaterThan(0);

      const question = outline.sections.flatMap((s) => s.questions).find((q) => q.type === 'singleSelectText')!;
      const owner = outline.sections.find((s) => s.questions.includes(question))!;
      await openRoute(page, server, `/sections/${owner.id}/questions/${question.id}`);
      const right = question.answers.find((a) => a.isCorrect)!;
      await clickText(page, '.choice-text', right.text as unknown as string);
      // This package renames Submit ('Check answer') in its own label file.
      await page.click('.answer-form button[type=submit]');
      await page.waitForSelector('.feedback-correct');

      const key = `course_progress${outline.id}b387545c4895058cf5fda3c58cd7080d`;
      // Written a moment after the answer (core/delivery/SaveScheduler.ts).
      await page.waitForFunction((k) => localStorage.getItem(k) !== null, { timeout: 5000 }, key);
      expect(errors).toEqual([]);
      // Issue 22: the folders of its time are asked for first (its data.js has 'objectives' and a
      // templateId), so no fragment is missed on the way and Chromium logs no failed request.
      expect(messages.filter((m) => m.type === 'error')).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

test('a package published in one language with its fragments in that language folder shows its content', async () => {
  const { cp, readFile, writeFile } = await import('node:fs/promises');
  const path = await import('node:path');
  const work = await env.tempDir('one-language-');
  const course = path.join(work, 'course');
  await cp(courseFixture('showcase'), course, { recursive: true });
  // SPEC 3.5: fragments live "under the language folder, or under content/"; this one keeps content/en/ only.
  const languagesFile = path.join(course, 'languageSettings.json');
  const languages = JSON.parse(await readFile(languagesFile, 'utf8')) as { language: string }[];
  await writeFile(languagesFile, JSON.stringify(languages.filter((l) => l.language === 'en')));
  const outline = readOutline(course);
  const server = await env.serve(course);
  const { page, errors } = await env.page();
  try {
    await openRoute(page, server, '/');
    await page.waitForSelector('.cover-intro .block-ready');
    const [section] = outline.sections;
    const content = section.questions.find((q) => q.type === 'informationContent')!;
    await openRoute(page, server, `/sections/${section.id}/questions/${content.id}`);
    await page.waitForSelector('.content-body .block-ready');
    expect(await page.$$eval('.content-body .block-failed', (blocks) => blocks.length)).toBe(0);
    expect(errors).toEqual([]);
  } finally {
    await page.close();
  }
});
