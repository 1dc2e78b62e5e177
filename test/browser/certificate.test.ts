/**
 * Issue 26: '[download certificate]' on the results page in Chromium, in the standalone (browser)
 * context, in SCORM 1.2 (scorm-again as the LMS) and in hosted mode (the real learner service). The
 * download is caught in a temp folder (support/downloads.ts: CDP Browser.setDownloadBehavior); the
 * file must be a PDF whose text names the learner, and the saved record must say
 * isCertificateDownloaded. Keyboard and axe on the results page with the button and on the name
 * dialog, left to right and right to left.
 *
 * These need the PDF maker (adapters/certificate/pdf, a branch of its own) and, for hosted mode, the
 * service's POST /api/certificates: until both are merged the downloads do not come and these fail.
 */
import path from 'node:path';
import type { BrowserContext, Page } from 'puppeteer-core';
import { addLanguage, browserRecord, certificateCourse, setTitle, openDialog, passCourse, pressCertificateByKeyboard, saysDownloaded, type CertificateCourse } from './support/certificateCourse';
import { downloadInto, pdfText, pdftotextOf, type Downloads } from './support/downloads';
import { createProgressCodec } from '../../core/progress/codec';
import { browserTestEnv } from './support/harness';
import { startHostedCourse } from './support/hostedService';
import { firstLaunchCmi, LEARNER, packageForLms, startLms } from './support/lms';
import { courseShown, publishedForLms } from './support/lmsCourse';
import { openRoute } from './support/player';

const env = browserTestEnv();
const codec = createProgressCodec();

/** A fresh profile whose downloads land in a temp folder of the test's. */
async function freshWithDownloads(viewport?: { width: number; height: number }) {
  const opened = await env.freshPage(viewport);
  const downloads = await downloadInto(opened.page, await env.tempDir('certificate-'), opened.context);
  return { ...opened, downloads };
}

async function closeAll(page: Page, context: BrowserContext) {
  await page.close();
  await context.close();
}

/** Waits (up to 20 s) until `ready` says yes; the expectation after it says what did not happen. */
async function until(ready: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 100 && !(await ready()); i++) await new Promise((r) => setTimeout(r, 200));
}

const fileOf = (labels: Record<string, string>) => `${labels['[certificate file name]']}.pdf`;

/** The next download is `name`, a PDF whose text holds every one of `words`. */
async function expectPdf(downloads: Downloads, name: string, words: string[]): Promise<string> {
  const download = await downloads.next();
  expect(download.name).toBe(name);
  expect(download.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const { pages, text } = pdfText(download.file);
  expect(pages).toBeGreaterThanOrEqual(1);
  // Two readers, in logical order as typed: pdf.js (Chromium's and Firefox's viewer) and poppler's pdftotext.
  const poppler = pdftotextOf(download.file);
  for (const word of words) {
    expect(text.replace(/\s+/g, ' ')).toContain(word);
    expect(poppler).toContain(word);
  }
  return text;
}

/**
 * A course in each script family the issue names: English, Arabic (right to left, joined letters) and
 * Japanese (the CJK fonts loaded by subset). The title is the course's own, in that language.
 */
const CASES = [
  { direction: 'left to right', language: 'en', query: '', name: 'Ada Lovelace', title: null },
  { direction: 'right to left', language: 'ar', query: 'language=ar', name: 'ليلى أحمد', title: 'مقدمة في السلامة المهنية' },
  { direction: 'left to right, Japanese', language: 'ja', query: 'language=ja', name: '山田 太郎', title: '情報セキュリティ入門' },
] as const;

describe.each(CASES)('standalone (browser storage), $direction', ({ language, query, name, title }) => {
  let course: CertificateCourse;
  beforeAll(async () => {
    course = await certificateCourse(env, 4, ['--ar']);
    addLanguage(course, 'ja', 'ja-JP');
    setTitle(course, { en: course.title, ar: CASES[1].title, ja: CASES[2].title });
  });

  test('passed: the button by keyboard, the name asked once (Escape, then Done), a PDF with it, isCertificateDownloaded kept', async () => {
    const server = await env.serve(course.dir);
    const { page, context, downloads, errors } = await freshWithDownloads();
    try {
      const labels = course.labels[language];
      await openRoute(page, server, '/', query);
      const frame = page.mainFrame();
      await passCourse(page, frame, course.pages);
      expect(await frame.$eval('.certificate-button', (b) => (b as HTMLElement).innerText.trim())).toBe(labels['[download certificate]']);
      await env.axe(page, `${language}: the results with the certificate button`);

      // No delivery knows a name in the browser: the dialog asks, its field focused; Escape closes it.
      await pressCertificateByKeyboard(page, frame);
      await frame.waitForSelector('dialog[open] input[name=name]');
      expect(await openDialog(frame)).toEqual(expect.objectContaining({ focusInside: true, focused: 'input', direction: language === 'ar' ? 'rtl' : 'ltr', inputDir: 'auto' }));
      await env.axe(page, `${language}: the name dialog`);
      await page.keyboard.press('Escape');
      await frame.waitForFunction(() => !document.querySelector('dialog[open]'));
      expect(await frame.evaluate(() => document.activeElement?.classList.contains('certificate-button'))).toBe(true);

      // Done with nothing typed: refused, said by the field's message.
      await page.keyboard.press('Enter');
      await frame.waitForSelector('dialog[open] input[name=name]');
      await page.keyboard.press('Enter');
      await frame.waitForSelector('dialog[open] input[aria-invalid=true]');
      await env.axe(page, `${language}: the name dialog with its message`);
      await page.keyboard.type(`  ${name} `);
      await page.keyboard.press('Enter');
      await frame.waitForFunction(() => !document.querySelector('dialog[open]'));

      // The date as the course's locale writes it (the record's completion date: today). Arabic-Indic
      // digits inside a right-to-left line come out of both pdf.js and poppler in reverse (the readers'
      // limit, docs/certificates.md): there the month is checked as written and the numbers by their digits.
      const locale = { en: 'en-US', ar: 'ar-SA', ja: 'ja-JP' }[language];
      const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date());
      const dateWords = language === 'ar' ? date.split(/\s+/).filter((w) => !/\p{Nd}/u.test(w)) : [date];
      const text = await expectPdf(downloads, fileOf(labels), [name, title ?? course.title, ...dateWords]);
      if (language === 'ar') for (const number of date.match(/\p{Nd}+/gu) ?? []) expect(text).toContain([...number].reverse().join(''));
      await frame.waitForFunction(() => !document.querySelector('.certificate-button[aria-busy]'));
      expect(await frame.$('.certificate-error')).toBeNull();
      // Written through the save path, a moment after the download.
      await until(async () => saysDownloaded(await browserRecord(frame, course.dir)));
      expect(saysDownloaded(await browserRecord(frame, course.dir))).toBe(true);
      expect(await browserRecord(frame, course.dir)).toContain(JSON.stringify(name).slice(1, -1));

      // Back another day: the name is not asked again.
      await page.reload({ waitUntil: 'domcontentloaded' });
      await courseShown(frame);
      await pressCertificateByKeyboard(page, frame);
      await expectPdf(downloads, fileOf(labels), [name]);
      expect(await openDialog(frame)).toBeNull();
      expect(errors).toEqual([]);
    } finally {
      await closeAll(page, context);
    }
  });
});

test('a course without scored questions: offered once every page was opened (completed), not before', async () => {
  const course = await certificateCourse(env, 3);
  const server = await env.serve(course.dir);
  const { page, context, downloads } = await freshWithDownloads();
  try {
    await openRoute(page, server, '/results');
    expect(await page.$('.certificate-button')).toBeNull();
    await passCourse(page, page.mainFrame(), course.pages);
    await pressCertificateByKeyboard(page, page.mainFrame());
    await page.waitForSelector('dialog[open] input[name=name]');
    await page.keyboard.type('Grace Hopper');
    await page.keyboard.press('Enter');
    await expectPdf(downloads, fileOf(course.labels.en), ['Grace Hopper']);
  } finally {
    await closeAll(page, context);
  }
});

test("SCORM 1.2: the LMS learner's name (cmi.core.student_name 'Last, First' as 'First Last'), no dialog, cr in suspend_data", async () => {
  const course = await certificateCourse(env, 4);
  const work = await env.tempDir('certificate-lms-');
  const pkg = packageForLms(await publishedForLms(course.dir, '1.2', path.join(work, 'published')), '1.2', work);
  const lms = env.use(await startLms(pkg));
  const { page, context, downloads } = await freshWithDownloads();
  try {
    const session = await lms.launch(page, { version: '1.2', cmi: firstLaunchCmi(pkg) });
    const frame = await session.courseFrame();
    await courseShown(frame);
    await passCourse(page, frame, course.pages);
    await env.axe(frame, 'SCORM 1.2: the results with the certificate button');
    await pressCertificateByKeyboard(page, frame);
    const [last, first] = LEARNER.name.split(',').map((s) => s.trim());
    await expectPdf(downloads, fileOf(course.labels.en), [`${first} ${last}`]);
    expect(await openDialog(frame)).toBeNull();
    // suspend_data is the player's codec's text (compressed where the LMS takes it): read back with the codec.
    const saved = async () => codec.decode((await session.cmi())['cmi.suspend_data'] ?? '', { shortIds: new Map() }) as { certificateDownloaded?: boolean };
    await until(async () => (await saved()).certificateDownloaded === true);
    expect(await saved()).toEqual(expect.objectContaining({ certificateDownloaded: true }));
  } finally {
    await closeAll(page, context);
  }
});

test("hosted mode: the service issues it (its name and code printed), then 'Verify certificate' and 'Open Badge credential' links", async () => {
  const course = await certificateCourse(env, 4);
  const hosted = await startHostedCourse(env, { fixture: course.dir, settings: { allowUsersToDownloadCertificates: { enabled: true } } });
  const learner = { name: 'Mary Shelley', email: 'mary.certificate@example.org', password: 'frankenstein-1818' };
  const token = await hosted.register(learner);
  const { page, context } = await hosted.openAs(token);
  const downloads = await downloadInto(page, await env.tempDir('certificate-hosted-'), context);
  try {
    const issued = page.waitForResponse((r) => r.url() === `${hosted.serviceUrl}/api/certificates` && r.request().method() === 'POST', { timeout: 60000 });
    await passCourse(page, page.mainFrame(), course.pages);
    await pressCertificateByKeyboard(page, page.mainFrame());
    const answer = await issued;
    // Until the service's certificate API is merged this is its 404: the reason the test fails there.
    expect([200, 201]).toContain(answer.status());
    expect(answer.request().headers().authorization).toBe(`Bearer ${token}`);
    expect(JSON.parse(answer.request().postData() ?? '{}')).toEqual({ courseId: hosted.courseId, courseTitle: course.title });
    const body = (await answer.json()) as { code: string; verifyUrl: string; credentialJsonUrl: string };
    await expectPdf(downloads, fileOf(course.labels.en), [learner.name, body.code]);
    const links = await page.$$eval('.certificate-actions a', (as) => as.map((a) => ({ text: (a as HTMLElement).innerText.trim(), href: a.getAttribute('href'), target: a.getAttribute('target'), rel: a.getAttribute('rel'), download: a.hasAttribute('download') })));
    expect(links).toEqual([
      { text: 'Verify certificate', href: body.verifyUrl, target: '_blank', rel: 'noopener noreferrer', download: false },
      { text: 'Open Badge credential', href: body.credentialJsonUrl, target: null, rel: null, download: true },
    ]);
    await env.axe(page, 'hosted: the results after the download');
    const record = await hosted.saved(token, (r) => (r as { certificateDownloaded?: boolean }).certificateDownloaded === true);
    expect(record).toEqual(expect.objectContaining({ certificateDownloaded: true }));
  } finally {
    await closeAll(page, context);
  }
});
