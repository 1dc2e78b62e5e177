/**
 * Issue 23: zero axe violations on every screen, in every accessibility setting, in both directions,
 * wide and at 320 px (support/a11yMatrix.ts generates the matrix: SETTINGS x LAYOUTS x the screens
 * below). Screens: the cover, the section list, a section, its learning objective, a content page,
 * every question type before and after submitting, the results, the page a wrong address leads to,
 * every popup the course reaches (the user menu's accessibility section and its description popup,
 * the image preview, the start-over question, the sidebar over a phone's page), the error page of a
 * broken package, the learner service's screens (sign in, sign up, "check your e-mail", no access), and
 * SPEC 2.8's language popup (issue 24): its first selection and the change's restart step, each in the
 * layout's direction (the candidate language's), over a course in the other one.
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'puppeteer-core';
import type { DataQuestion, QuestionDriver } from './drivers/types';
import { courseTrackedTo } from './support/customLrsCourse';
import { axeInEverySetting, LAYOUTS, type Layout, type Screen } from './support/a11yMatrix';
import { languagePopupScreens, popupLearner } from './support/languagePopupScreens';
import { openSectionByKeyboard } from './support/accessibilityPanel';
import { browserTestEnv } from './support/harness';
import { signInOnLoginScreen, startHostedCourse, type HostedCourse } from './support/hostedService';
import { openRoute, readOutline } from './support/player';
import { answeredOnOpen } from './support/questionTypes';
import { courseFixture, type CourseServer } from './support/server';

const dir = courseFixture('showcase');
const outline = readOutline(dir);
const [s1] = outline.sections;
const all = outline.sections.flatMap((s) => s.questions.map((q) => ({ ...q, sectionId: s.id }) as DataQuestion & { sectionId: string }));
// One question of each type, a scored one where the showcase has it (a survey question has no wrong answer).
const byType = [...new Set(all.map((q) => q.type))].map((type) => all.find((q) => q.type === type && !q.isSurvey) ?? all.find((q) => q.type === type)!);
const content = all.find((q) => q.type === 'informationContent')!;
const imageChoice = all.find((q) => q.type === 'singleSelectImage')!;
const questionRoute = (q: { sectionId: string; id: string }) => `/sections/${q.sectionId}/questions/${q.id}`;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const driverOf = (type: string): QuestionDriver => (require(`./drivers/${type}`) as { driver: QuestionDriver }).driver;

const env = browserTestEnv({ course: dir });
let broken: CourseServer;
let misconfigured: CourseServer;
let hosted: HostedCourse;

beforeAll(async () => {
  // The showcase with its course data cut short: the error page, in the package's languages (Arabic too).
  const brokenDir = path.join(await env.tempDir('a11y-matrix-broken-'), 'course');
  cpSync(dir, brokenDir, { recursive: true });
  writeFileSync(path.join(brokenDir, 'content', 'data.js'), readFileSync(path.join(dir, 'content', 'data.js'), 'utf8').slice(0, 200));
  broken = await env.serve(brokenDir);
  // A package read, then refused: its settings name a custom LRS without an address (SPEC 2.10, 8.4).
  misconfigured = await env.serve(await courseTrackedTo(path.join(await env.tempDir('a11y-matrix-lrs-'), 'course'), { uri: '', username: 'player', password: 's3cret' }));
  // A course limited to one address: a new learner signs up, is asked to check the e-mail, and once
  // signed in finds the no-access screen (SPEC 6.2, 6.3).
  // The language popup's change needs a signed-in learner (SPEC 2.4): one allowed address per layout.
  hosted = await startHostedCourse(env, {
    serviceReads: { accessLimitation: { enabled: true, allowedUsers: [{ email: 'someone.else@example.org' }, ...LAYOUTS.map((_, i) => ({ email: popupLearner(i).email }))] } },
  });
}, 60000);

async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], .block-skeleton'), { timeout: 20000 });
}

/** A real load of `route` (not a hash change in the old document), so nothing of the last screen stays open. */
async function load(page: Page, layout: Layout, route: string, server: CourseServer): Promise<void> {
  await page.goto('about:blank');
  await page.goto(`${server.url}${layout.query ? `?${layout.query}` : ''}#${route}`, { waitUntil: 'domcontentloaded' });
}

/** A course screen, loaded afresh, once its page and blocks have settled. */
async function openFresh(page: Page, layout: Layout, route: string, server: CourseServer = env.server): Promise<void> {
  await page.goto('about:blank');
  await openRoute(page, server, route, layout.query);
  await settled(page);
}

const routeScreen = (name: string, route: string, ready: string): Screen => ({
  name,
  open: async (page, layout) => {
    await openFresh(page, layout, route);
    await page.waitForSelector(ready);
  },
});

/** Each layout's last new learner (its own profile signs up its own). */
const learners = new Map<string, number>();
let signUps = 0;

const SCREENS: Screen[] = [
  routeScreen('cover', '/', '.section-card'),
  routeScreen('section list', '/sections', '.section-card'),
  routeScreen('section', `/sections/${s1.id}`, '.page-list'),
  routeScreen('learning objective', `/sections/${s1.id}/learning-objective`, '.objective-box'),
  routeScreen('content page', questionRoute(content), '.content-body .block-ready'),
  ...byType
    .filter((q) => q.type !== 'informationContent')
    .flatMap((q): Screen[] => [
      routeScreen(`${q.type} before submitting`, questionRoute(q), '.answer-form, .content-body'),
      ...(answeredOnOpen(q.type)
        ? []
        : [
            {
              name: `${q.type} after submitting`,
              open: async (page: Page, layout: Layout) => {
                await openFresh(page, layout, questionRoute(q));
                const language = layout.rtl ? 'ar' : 'en';
                // Wide, a wrong answer by mouse (the incorrect feedback, its explanation); at 320 px, where a
                // drag has no room, a right one by keyboard (the correct feedback). Open questions have no wrong answer.
                if (layout.viewport.width >= 1000 && !driverOf(q.type).noWrongAnswer) {
                  await driverOf(q.type).answerWronglyWithMouse(page, q, language);
                } else {
                  await page.focus('main h1');
                  await driverOf(q.type).answerCorrectlyWithKeyboard(page, q, language);
                }
                await page.click('.answer-form button[type=submit]');
                await page.waitForSelector('.feedback');
                await settled(page);
              },
            },
          ]),
    ]),
  routeScreen('results', '/results', '[data-testid=course-score]'),
  routeScreen('a wrong address (not found)', '/no-such-page', 'main h1'),
  // Without hosted sign-in the login route is the public-route guard's (SPEC 2.1, 2.3): it leads into
  // the course, never to a blank page. The sign-in screens themselves are the learner service's below.
  routeScreen('/login of a course without sign-in (leads into the course)', '/login', 'main h1'),
  {
    name: "the user menu's accessibility section",
    open: async (page, layout) => {
      await openFresh(page, layout, `/sections/${s1.id}`);
      await openSectionByKeyboard(page);
    },
  },
  {
    name: 'the accessibility description popup',
    open: async (page, layout) => {
      await openFresh(page, layout, `/sections/${s1.id}`);
      await openSectionByKeyboard(page);
      await page.click('.a11y-body .link-button');
      await page.waitForSelector('dialog[open] .a11y-descriptions');
    },
  },
  {
    name: 'the image preview popup',
    open: async (page, layout) => {
      await openFresh(page, layout, questionRoute(imageChoice));
      await page.click('.ic-zoom');
      await page.waitForSelector('dialog[open] img');
      await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('dialog[open] img')].every((i) => i.complete));
    },
  },
  {
    name: 'the start-over question',
    open: async (page, layout) => {
      await openFresh(page, layout, '/results');
      await page.click('.page-actions .btn-quiet, .new-attempt-button');
      await page.waitForSelector('dialog[open]');
    },
  },
  {
    name: "the sidebar over a phone's page",
    maxWidth: 999,
    open: async (page, layout) => {
      await openFresh(page, layout, `/sections/${s1.id}`);
      await page.click('.toc-toggle');
      await page.waitForSelector('#course-navigation.is-open a');
    },
  },
  {
    // SPEC 2.9: the package's course data could not be read, so neither could its language; the page
    // is in the player's own English, left to right.
    name: 'the error page of a broken package',
    alwaysLtr: true,
    open: async (page, layout) => {
      await load(page, layout, '/', broken);
      await page.waitForSelector('.error-page-box', { timeout: 20000 });
    },
  },
  {
    name: 'the configuration error page (a custom LRS without an address)',
    open: async (page, layout) => {
      await load(page, layout, '/', misconfigured);
      await page.waitForSelector('.error-page h1', { timeout: 20000 });
    },
  },
  {
    name: 'sign in (learner service)',
    open: async (page, layout) => {
      await load(page, layout, '/login', hosted.server);
      await page.waitForSelector('.signin-page input[name=email]', { timeout: 20000 });
    },
  },
  {
    name: 'sign up, "check your e-mail" (learner service)',
    open: async (page, layout) => {
      learners.set(layout.name, (signUps += 1));
      await load(page, layout, '/signup', hosted.server);
      await page.waitForSelector('.signin-page input[name=name]', { timeout: 20000 });
      await page.type('.signin-page input[name=name]', `Learner ${learners.get(layout.name)}`);
      await page.type('.signin-page input[name=email]', `learner${learners.get(layout.name)}@example.org`);
      await page.type('.signin-page input[name=password]', 'a-long-pass-phrase');
      await page.keyboard.press('Enter');
      await page.waitForSelector('.signin-check-email', { timeout: 20000 });
    },
  },
  {
    name: 'no access (learner service)',
    open: async (page, layout) => {
      await load(page, layout, '/login', hosted.server);
      await signInOnLoginScreen(page, { email: `learner${learners.get(layout.name)}@example.org`, password: 'a-long-pass-phrase' });
      await page.waitForSelector('.no-access-page h1', { timeout: 20000 });
    },
  },
  // Last: they clear the course's saved progress in the layout's profile, and sign a learner in.
  ...languagePopupScreens({ course: () => env.server, hosted: () => hosted, question: all.find((q) => q.type === 'singleSelectText' && !q.isSurvey)!, load, settled }),
];

/**
 * One profile and one page per layout, kept for the whole file; each screen is opened in the four at
 * once (the pages run side by side in the one browser: the matrix's time is mostly the browser's).
 * Closing the browser after the file closes them.
 */
const pages = new Map<Layout, { context: BrowserContext; page: Page; errors: string[] }>();
beforeAll(async () => {
  for (const layout of LAYOUTS) pages.set(layout, await env.freshPage(layout.viewport));
});

test.each(SCREENS.map((s) => [s.name, s] as const))('%s: no axe violations in any setting, in any layout', async (name, screen) => {
  const layouts = LAYOUTS.filter((l) => !screen.maxWidth || l.viewport.width <= screen.maxWidth);
  const results = await Promise.all(
    layouts.map(async (layout) => {
      const { page, errors } = pages.get(layout)!;
      await screen.open(page, layout);
      // The direction the screen is drawn in: its visible main landmark's (the sign-in screens set theirs, before a session sets <html>'s).
      const dir = await page.evaluate(
        (of) => getComputedStyle((of && document.querySelector(of)) || [...document.querySelectorAll('main')].find((m) => m.getClientRects().length > 0) || document.body).direction,
        screen.dirOf ?? '',
      );
      const failures = await axeInEverySetting(page, env.runAxe, env.formatViolations);
      return [layout.name, { dir, failures, errors: errors.splice(0) }] as const;
    }),
  );
  const expected = layouts.map((l) => [l.name, { dir: l.rtl && !screen.alwaysLtr ? 'rtl' : 'ltr', failures: {}, errors: [] }] as const);
  expect({ name, results: Object.fromEntries(results) }).toEqual({ name, results: Object.fromEntries(expected) });
}, 120000);
