/**
 * Issue 27 §1, the author's preview (publishMode 'Preview'), in Chromium:
 * - SPEC 4.3, 4.7: nothing restored, nothing written to the browser's storage (localStorage,
 *   sessionStorage, IndexedDB), no request to any service: the package's service URLs (learner
 *   service, auth, LRS, NPS, LXP) point at a recording server, which must receive nothing, and
 *   every request the page makes stays on the course's own origin;
 * - SPEC 2.9, 6.1: an error shows '[contact]' with the support e-mail link;
 * - SPEC 2.1 `?questionId=`: each question type alone, answered, with its feedback, and nothing else
 *   of the course; SPEC 5.2: a content page while show-content is off is rejected with its error;
 * - keyboard and axe, LTR and RTL, wide and phone, on the single question and the error page.
 */
import { cp, readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { DEFAULT_SUPPORT_EMAIL } from '../../core/settings/publishSettings';
import type { DataQuestion, QuestionDriver } from './drivers/types';
import { tabTo } from './drivers/types';
import { browserTestEnv } from './support/harness';
import { pageShown } from './support/player';
import { answeredOnOpen } from './support/questionTypes';
import { courseFixture, type CourseServer } from './support/server';

const env = browserTestEnv();
// eslint-disable-next-line @typescript-eslint/no-require-imports
const driverOf = (type: string): QuestionDriver => (require(`./drivers/${type}`) as { driver: QuestionDriver }).driver;

/** A server that answers anything and records it: the services a preview must never call. */
async function startRecorder(): Promise<{ url: string; hits: string[]; close(): Promise<void> }> {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    res.writeHead(200, { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': '*', 'content-type': 'application/json' });
    res.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, hits, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The showcase published as a preview, every service it could call pointed at `services`. */
async function previewPackage(services: string, settings: Record<string, unknown> = {}, publish: Record<string, unknown> = {}): Promise<string> {
  const dir = path.join(await env.tempDir('preview-'), 'course');
  await cp(courseFixture('showcase'), dir, { recursive: true });
  const edit = async (file: string, change: Record<string, unknown>) => {
    const json = JSON.parse(await readFile(path.join(dir, file), 'utf8'));
    await writeFile(path.join(dir, file), JSON.stringify({ ...json, ...change }));
  };
  await edit('publishSettings.js', {
    publishMode: 'Preview',
    authServiceUrl: `${services}/auth`,
    learnServiceUrl: `${services}/learn`,
    defaultLRSUrl: `${services}/lrs`,
    defaultNpsUrl: `${services}/nps`,
    lxpServiceUrl: `${services}/lxp`,
    ...publish,
  });
  // Every switch that would call a service in a published course (SPEC 3.1, 6.3, 7.3-7.8).
  await edit('settings.js', {
    resultsTracking: { enabled: true },
    saveProgressCrossDevice: { enabled: true },
    conductLearnerSatisfactionSurvey: { enabled: true },
    xApi: { enabled: true, selectedLrs: 'default' },
    lxp: { id: 'lxp-1', lrsEnabled: true },
    ...settings,
  });
  return dir;
}

interface Questions {
  all: (DataQuestion & { sectionId: string })[];
}
async function questionsOf(dir: string): Promise<Questions> {
  const data = JSON.parse(await readFile(path.join(dir, 'content', 'data.js'), 'utf8'));
  return { all: data.sections.flatMap((s: { id: string; questions: DataQuestion[] }) => s.questions.map((q) => ({ ...q, sectionId: s.id }))) };
}

const storageUsed = (page: Page) =>
  page.evaluate(async () => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
    indexedDb: (await indexedDB.databases()).map((d) => d.name),
  }));

/** Opens `?questionId=` and waits until the question is shown whole. */
async function openAlone(page: Page, server: CourseServer, id: string, language = 'en'): Promise<void> {
  await page.goto(`${server.url}?language=${language}&questionId=${encodeURIComponent(id)}`, { waitUntil: 'domcontentloaded' });
  await page.waitForSelector('[data-question-preview] h1', { timeout: 20000 });
  await pageShown(page);
  await page.waitForFunction(() => !document.querySelector('.answer-area .block-skeleton, .answer-form [aria-busy="true"]'));
}

async function feedbackTone(page: Page): Promise<string> {
  const box = await page.waitForSelector('.feedback');
  return box!.evaluate((el) => [...el.classList].find((c) => c.startsWith('feedback-') && c !== 'feedback')!.replace('feedback-', ''));
}

let recorder: Awaited<ReturnType<typeof startRecorder>>;
let server: CourseServer;
let questions: Questions;
beforeAll(async () => {
  recorder = env.use(await startRecorder());
  const dir = await previewPackage(recorder.url);
  server = await env.serve(dir);
  questions = await questionsOf(dir);
});

describe('a preview package keeps nothing and calls nobody (SPEC 4.3, 4.7)', () => {
  test('a course page: answering, the menu, a page hide and a reload: no storage, no service, nothing restored', async () => {
    const { context, page, errors } = await env.freshPage();
    const foreign: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(server.url) && !r.url().startsWith('data:') && !r.url().startsWith('blob:')) foreign.push(r.url());
    });
    try {
      const q = questions.all.find((x) => x.type === 'singleSelectText')!;
      await page.goto(`${server.url}?language=en#/sections/${q.sectionId}/questions/${q.id}`, { waitUntil: 'domcontentloaded' });
      await page.waitForSelector('.answer-form');
      await pageShown(page);
      // The author sees it is a preview, on every course page (the header's marker).
      expect(await page.$eval('.app-header .preview-marker', (e) => (e as HTMLElement).innerText)).toBe('Preview');
      await env.axe(page, 'a course page of a preview');
      await page.focus('main h1');
      await driverOf(q.type).answerCorrectlyWithKeyboard(page, q, 'en');
      await tabTo(page, '.answer-form button[type=submit]:not([disabled])');
      await page.keyboard.press('Enter');
      expect(await feedbackTone(page)).toBe('correct');
      // SPEC 2.4 for preview: no 'My courses', no language change (the showcase has two languages):
      // the menu opens on the accessibility settings alone.
      await page.click('.user-menu-button');
      await page.waitForSelector('.user-menu-button[aria-expanded="true"]');
      // The list is its own chunk: wait until it is in.
      await page.waitForFunction(() => /Accessibility/i.test((document.querySelector('.user-menu') as HTMLElement).innerText));
      const menu = await page.$eval('.user-menu', (m) => (m as HTMLElement).innerText);
      expect(menu).toMatch(/Accessibility/i);
      expect(menu).not.toMatch(/My courses|language/i);
      await page.keyboard.press('Escape');
      // A page hide is when a delivery writes synchronously: it must write nowhere either.
      await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
      expect(await storageUsed(page)).toEqual({ local: [], session: [], indexedDb: [] });
      await page.reload({ waitUntil: 'domcontentloaded' });
      await page.waitForSelector('.answer-form');
      await pageShown(page);
      // SPEC 4.3: a preview never restores: the answer is gone after the reload.
      expect(await page.$('.feedback')).toBeNull();
      expect(await storageUsed(page)).toEqual({ local: [], session: [], indexedDb: [] });
      expect(foreign).toEqual([]);
      expect(recorder.hits).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('?questionId= opens that question alone (SPEC 2.1)', () => {
  test('every question type: answered, its feedback shown, nothing else of the course, nothing kept or sent', async () => {
    const { context, page, errors } = await env.freshPage();
    try {
      const types = new Set<string>();
      for (const q of questions.all) {
        if (types.has(q.type)) continue;
        types.add(q.type);
        await openAlone(page, server, q.id);
        // Nothing else of the course: no table of contents, no next page, no section list, no results link.
        expect(await page.$$eval('#course-navigation, .toc-toggle, .page-nav, a[href*="#/results"], a[href*="#/sections"]', (els) => els.length)).toBe(0);
        expect(await page.$eval('.preview-marker', (e) => (e as HTMLElement).innerText)).toBe('Preview');
        if (answeredOnOpen(q.type)) {
          expect(await page.$('.answer-form')).toBeNull();
          continue;
        }
        await page.focus('main h1');
        await driverOf(q.type).answerCorrectlyWithKeyboard(page, q, 'en');
        await tabTo(page, '.answer-form button[type=submit]:not([disabled])');
        await page.keyboard.press('Enter');
        expect([q.type, await feedbackTone(page)]).toEqual([q.type, q.isSurvey ? 'neutral' : 'correct']);
        expect(await page.evaluate(() => document.activeElement?.classList.contains('feedback'))).toBe(true);
      }
      // The twelve answerable types and the content pages of the showcase.
      expect(types.size).toBeGreaterThanOrEqual(13);
      expect(await storageUsed(page)).toEqual({ local: [], session: [], indexedDb: [] });
      expect(recorder.hits).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('a wrong answer: Try again, as the course allows, then right', async () => {
    const { context, page } = await env.freshPage();
    try {
      const q = questions.all.find((x) => x.type === 'singleSelectText')!;
      await openAlone(page, server, q.id);
      await driverOf(q.type).answerWronglyWithMouse(page, q, 'en');
      await page.click('.answer-form button[type=submit]');
      expect(await feedbackTone(page)).toBe('incorrect');
      await page.click('.answer-area .btn-secondary');
      await page.waitForSelector('.answer-form button[type=submit]');
      expect(await page.$('.feedback')).toBeNull();
    } finally {
      await context.close();
    }
  });

  test('a course that submits all answers at once: the previewed question still shows its feedback on Submit', async () => {
    // SPEC 4.5 keeps a submit-all course's feedback until the attempt is submitted; one question
    // alone has no attempt to submit, so the author sees the verdict at once (app/components/AnswerArea.tsx judgeAtOnce).
    const dir = await previewPackage(recorder.url, { submitAnswers: { selected: 'allQuestionsAtOnce' } });
    const submitAll = await env.serve(dir);
    const { context, page, errors } = await env.freshPage();
    try {
      const q = questions.all.find((x) => x.type === 'singleSelectText')!;
      await openAlone(page, submitAll, q.id);
      await driverOf(q.type).answerWronglyWithMouse(page, q, 'en');
      await page.click('.answer-form button[type=submit]');
      expect(await feedbackTone(page)).toBe('incorrect');
      expect(await page.$eval('.feedback', (el) => (el as HTMLElement).innerText)).not.toContain('stored');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('only the question’s own fragments load, not the rest of the course’s', async () => {
    const { context, page } = await env.freshPage();
    const fetched: string[] = [];
    page.on('request', (r) => {
      if (/\.html(\?|$)/.test(r.url()) && r.url().includes('/content/')) fetched.push(new URL(r.url()).pathname);
    });
    try {
      const q = questions.all.find((x) => x.type === 'multipleSelect')!;
      await openAlone(page, server, q.id);
      const ownBlocks = JSON.stringify(q);
      expect(fetched.length).toBeGreaterThan(0);
      for (const file of fetched) expect([file, ownBlocks.includes(path.basename(file, '.html').replace(/_content$/, ''))]).toEqual([file, true]);
    } finally {
      await context.close();
    }
  });
});

describe('errors in a preview (SPEC 2.9, 5.2, 6.1)', () => {
  test("an unknown questionId: the error page with '[contact]' and the support e-mail link", async () => {
    const { context, page } = await env.freshPage();
    try {
      await page.goto(`${server.url}?language=en&questionId=no-such-question`, { waitUntil: 'domcontentloaded' });
      const link = await page.waitForSelector('.error-page-text a[href^="mailto:"]', { timeout: 20000 });
      expect(await link!.evaluate((a) => [a.getAttribute('href'), (a as HTMLElement).innerText])).toEqual([`mailto:${DEFAULT_SUPPORT_EMAIL}`, `Please contact support at ${DEFAULT_SUPPORT_EMAIL}.`]);
      expect(await page.$eval('[data-testid=error-message]', (e) => e.textContent)).toBe('Question not found');
    } finally {
      await context.close();
    }
  });

  test("publishSettings.js supportEmail is the address offered", async () => {
    const dir = await previewPackage(recorder.url, {}, { supportEmail: 'help@authoring.example' });
    const own = await env.serve(dir);
    const { context, page } = await env.freshPage();
    try {
      await page.goto(`${own.url}?language=en&questionId=nope`, { waitUntil: 'domcontentloaded' });
      const link = await page.waitForSelector('.error-page-text a[href^="mailto:"]', { timeout: 20000 });
      expect(await link!.evaluate((a) => a.getAttribute('href'))).toBe('mailto:help@authoring.example');
    } finally {
      await context.close();
    }
  });

  test("a content page while show-content is off: '[ShowContentDisabledError]' alone", async () => {
    const dir = await previewPackage(recorder.url, { showContentPages: { enabled: false } });
    const own = await env.serve(dir);
    const content = questions.all.find((x) => x.type === 'informationContent')!;
    const { context, page } = await env.freshPage();
    try {
      await page.goto(`${own.url}?language=en&questionId=${content.id}`, { waitUntil: 'domcontentloaded' });
      await page.waitForSelector('.error-page-configuration', { timeout: 20000 });
      const labels = JSON.parse(await readFile(path.join(dir, 'lang', 'en.json'), 'utf8'));
      expect(await page.$eval('main h1', (h) => (h as HTMLElement).innerText)).toBe(labels['[ShowContentDisabledError]']);
      expect(await page.$eval('[data-testid=error-message]', (e) => e.textContent)).toBe('show content configuration is disabled');
      expect(await page.$('.error-page-text')).toBeNull();
      // An answerable question of the same package previews as usual.
      const q = questions.all.find((x) => x.type === 'singleSelectText')!;
      await openAlone(page, own, q.id);
    } finally {
      await context.close();
    }
  });
});

describe('keyboard and axe, LTR and RTL, wide and phone', () => {
  const viewports = { wide: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
  for (const [size, viewport] of Object.entries(viewports)) {
    for (const language of ['en', 'ar']) {
      test(`${size}, ${language}: the single question and the error page`, async () => {
        const { context, page, errors } = await env.freshPage(viewport);
        try {
          const q = questions.all.find((x) => x.type === 'multipleSelect')!;
          await openAlone(page, server, q.id, language);
          expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');
          await env.axe(page, `${size} ${language}: the single question`);
          // The skip link first, then into the question with the keyboard alone.
          await page.keyboard.press('Tab');
          expect(await page.evaluate(() => document.activeElement?.matches('a[href="#main-content"], .skip-link'))).toBe(true);
          await page.focus('main h1');
          await driverOf(q.type).answerCorrectlyWithKeyboard(page, q, language);
          await tabTo(page, '.answer-form button[type=submit]:not([disabled])');
          await page.keyboard.press('Enter');
          expect(await feedbackTone(page)).toBe('correct');
          await env.axe(page, `${size} ${language}: the single question answered`);
          // Nothing sticks out sideways on a phone.
          expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

          await page.goto(`${server.url}?language=${language}&questionId=nope`, { waitUntil: 'domcontentloaded' });
          await page.waitForSelector('.error-page-text a[href^="mailto:"]', { timeout: 20000 });
          expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');
          await env.axe(page, `${size} ${language}: the preview error page`);
          await tabTo(page, '.error-page-text a[href^="mailto:"]');
          expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
          expect(errors.filter((e) => !e.includes('Question not found'))).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }
  }
});
