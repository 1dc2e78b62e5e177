/**
 * SPEC 2.8's language popup as two screens of the accessibility matrix (issue 24): its first
 * selection, and the change's restart step, each in the layout's direction (the candidate language's)
 * over the course in the other language. They come last in the matrix: the first clears the course's
 * saved progress in the layout's profile, the second signs a learner in (one allowed address per layout).
 */
import type { Page } from 'puppeteer-core';
import type { DataQuestion, QuestionDriver } from '../drivers/types';
import { LAYOUTS, type Layout, type Screen } from './a11yMatrix';
import type { HostedCourse } from './hostedService';
import type { CourseServer } from './server';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const driverOf = (type: string): QuestionDriver => (require(`../drivers/${type}`) as { driver: QuestionDriver }).driver;

/** The learner who changes the language in the `i`th layout (the hosted course must allow their address). */
export function popupLearner(i: number) {
  return { name: `Polyglot ${i}`, email: `polyglot${i}@example.org`, password: 'many-tongues-spoken' };
}

interface Deps {
  /** The showcase served plainly (the first selection needs no sign-in). */
  course: () => CourseServer;
  /** The showcase with the learner service (SPEC 2.4: the change needs a signed-in learner). */
  hosted: () => HostedCourse;
  /** A scored single-choice question, answered before the change so that a restart is asked. */
  question: DataQuestion & { sectionId: string };
  /** A real load of a route with the layout's query. */
  load: (page: Page, layout: Layout, route: string, server: CourseServer) => Promise<void>;
  /** Waits until the page and its blocks have settled. */
  settled: (page: Page) => Promise<void>;
}

export const languagePopupScreens = (deps: Deps): Screen[] => [
  {
    // SPEC 2.8: a first launch without a language in the address; the learner picks the layout's
    // language by keyboard and the popup reads in it, in its direction, over the course in English.
    name: 'the language popup, first selection',
    dirOf: 'dialog[open]',
    open: async (page, layout) => {
      await deps.load(page, layout, '/', deps.course());
      await page.evaluate(() => localStorage.clear());
      await page.goto('about:blank');
      await page.goto(`${deps.course().url}#/`, { waitUntil: 'domcontentloaded' });
      await page.waitForSelector('dialog[open].language-popup input[type=radio]:checked', { timeout: 20000 });
      await page.focus('dialog[open] input[type=radio]:checked');
      const wanted = layout.rtl ? 'ar' : 'en';
      for (let i = 0; i < 4 && (await page.$eval('dialog[open] input[type=radio]:checked', (r) => (r as HTMLInputElement).value)) !== wanted; i++) await page.keyboard.press('ArrowDown');
      await page.waitForFunction((rtl) => document.querySelector('dialog[open].language-popup')?.getAttribute('dir') === (rtl ? 'rtl' : 'ltr'), { timeout: 10000 }, layout.rtl);
      await deps.settled(page);
    },
  },
  {
    // SPEC 2.4 / 2.8: a signed-in learner who has answered changes the language from the user menu:
    // the restart step, in the candidate (the layout's) language, over the course in the other one.
    name: 'the language popup, restart step',
    dirOf: 'dialog[open]',
    open: async (page, layout) => {
      const i = LAYOUTS.indexOf(layout);
      const token = await deps.hosted().registerVerified(popupLearner(i));
      const [from, to] = layout.rtl ? ['en', 'ar'] : ['ar', 'en'];
      const question = deps.question;
      await page.goto('about:blank');
      await page.goto(`${deps.hosted().server.url}?token=${encodeURIComponent(token)}&language=${from}#${`/sections/${question.sectionId}/questions/${question.id}`}`, { waitUntil: 'domcontentloaded' });
      await page.waitForSelector('.answer-form', { timeout: 20000 });
      await deps.settled(page);
      await page.focus('main h1');
      await driverOf(question.type).answerCorrectlyWithKeyboard(page, question, from);
      await page.click('.answer-form button[type=submit]');
      await page.waitForSelector('.feedback');
      await page.click('.user-menu-button');
      await page.waitForSelector('.user-menu-list [role=menuitem] .icon-globe', { timeout: 10000 });
      await page.click('.user-menu-list [role=menuitem] .icon-globe');
      await page.waitForSelector(`dialog[open].language-popup input[value=${to}]`, { timeout: 20000 });
      await page.click(`dialog[open].language-popup input[value=${to}]`);
      await page.waitForFunction(() => !(document.querySelector('dialog[open] .language-continue') as HTMLButtonElement | null)?.disabled);
      await page.click('dialog[open] .language-continue');
      await page.waitForSelector('dialog[open].language-popup .language-restart', { timeout: 10000 });
      await deps.settled(page);
    },
  },
];
