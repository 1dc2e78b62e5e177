/**
 * An xAPI package launched by an LMS (ISSUE 11 §3): the showcase packaged with `npm run package --
 * --format xapi`, unzipped, and opened as a Tin Can LMS opens it, with endpoint, auth, actor,
 * registration and activity_id in the query, against the strict test LRS (test/support/testLrs.ts).
 * The learner answers; a relaunch of the same registration in a fresh browser profile (nothing in
 * its storage) shows the answers, read back from the LRS's State API.
 */
import { randomUUID } from 'node:crypto';
import validateStatement from '@learninglocker/xapi-validation';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { packageAndUnzip } from './support/packagedCourse';
import type { Page } from 'puppeteer-core';
import { PROGRESS_STATE_ID } from '../../adapters/delivery/xapi/LrsStateStore';
import { TINCAN_NS } from '../../scripts/package/tincanXml';
import { childNamed, parseXml } from '../../scripts/package/xml';
import { startTestLrs, type TestLrs } from '../support/testLrs';
import { browserTestEnv } from './support/harness';
import { answer, answerState, courseShown, coursePages, isScored, openCourseRoute, routeOf, type CoursePage } from './support/lmsCourse';
import { newPlayerPage, withLanguage, type PlayerPage } from './support/player';
import type { QuestionDriver } from './drivers/types';
import { courseFixture, type CourseServer } from './support/server';

const actor = { objectType: 'Agent', name: 'Ana Rivera', mbox: 'mailto:ana.rivera@example.com' };

const env = browserTestEnv();
let work: string;
let packageDir: string;
let activityId: string;
let lrs: TestLrs;
let server: CourseServer;
let pages: CoursePage[];


beforeAll(async () => {
  work = await env.tempDir('xapi-package-');
  packageDir = packageAndUnzip(courseFixture('showcase'), 'xapi', work);
  // The LMS launches the activity that tincan.xml declares.
  activityId = childNamed(childNamed(parseXml(readFileSync(path.join(packageDir, 'tincan.xml'), 'utf8')), TINCAN_NS, 'activities'), TINCAN_NS, 'activity')!.attrs.get('id')!;
  pages = await coursePages(packageDir);
  lrs = env.use(await startTestLrs({ username: 'lms-key', password: 'lms-secret' }));
  // The unzipped package is both the player (index.html, player/) and the course.
  server = await env.serve(packageDir, { distDir: packageDir });
}, 120000);

const launchQuery = (registration: string, to: TestLrs) =>
  // The launch names the language, as an LMS may (SPEC 5.3): the showcase's first-selection popup is
  // course-language.test.ts's subject, not this file's.
  withLanguage(new URLSearchParams({ endpoint: to.endpoint, auth: to.authorization, actor: JSON.stringify(actor), registration, activity_id: activityId }).toString());

async function launch(player: PlayerPage, registration: string, to: TestLrs = lrs): Promise<void> {
  await player.page.goto(`${server.url}?${launchQuery(registration, to)}`, { waitUntil: 'domcontentloaded' });
  await courseShown(player.page.mainFrame());
}

const stateWrites = () => lrs.requests.filter((r) => r.method === 'PUT' && r.url.includes('/activities/state') && r.status === 204).length;

/** Waits until the LRS has taken one more state write than `before` (the save after an answer). */
async function stateWritten(page: Page, before: number): Promise<void> {
  // The LRS is in this process: yield to it until the write has arrived (the test's own timeout bounds the wait).
  while (stateWrites() <= before) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(page.isClosed()).toBe(false);
}

describe('the showcase as an xAPI package launched by an LMS', () => {
  const registration = randomUUID();
  let answered: { q: CoursePage; how: 'right' | 'wrong'; tone: string }[];

  test('the learner answers; each answer is saved in the LRS state of the launch (activity, actor, registration)', async () => {
    const player = await env.freshPage();
    await launch(player, registration);
    const frame = player.page.mainFrame();
    const [first, second] = pages.filter(isScored);
    answered = [];
    for (const [q, how] of [
      [first, 'right'],
      [second, 'wrong'],
    ] as const) {
      const before = stateWrites();
      const tone = await answer(player.page, frame, q, how);
      answered.push({ q, how, tone });
      await stateWritten(player.page, before);
    }
    expect(answered.map((a) => a.tone)).toEqual(['correct', 'incorrect']);
    const kept = lrs.state(activityId, actor, PROGRESS_STATE_ID, registration);
    expect(kept?.content).toMatch(/^~2/);
    // Every request to the LRS carried the launch's credentials and the xAPI version (preflights aside).
    const calls = lrs.requests.filter((r) => r.method !== 'OPTIONS');
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.filter((r) => r.headers.authorization !== lrs.authorization || r.headers['x-experience-api-version'] !== '1.0.3')).toEqual([]);
    expect(calls.filter((r) => r.status >= 400 && !(r.method === 'GET' && r.status === 404))).toEqual([]);
    expect(player.errors).toEqual([]);
    await player.page.close();
  });

  test('a relaunch of the registration in another browser profile restores the answers from the LRS', async () => {
    const player = await env.freshPage();
    await launch(player, registration);
    const frame = player.page.mainFrame();
    for (const { q, tone } of answered) {
      await openCourseRoute(frame, routeOf(q));
      expect(await answerState(frame)).toBe(tone);
    }
    await env.axe(player.page);
    expect(player.errors).toEqual([]);
    expect(player.console.filter((m) => m.type === 'warning' && /progress/i.test(m.text))).toEqual([]);
  });

  test('an answer given just before the tab is closed reaches the LRS through the keepalive write on page hide', async () => {
    const player = await env.freshPage();
    await launch(player, registration);
    const third = pages.filter(isScored)[2];
    const tone = await answer(player.page, player.page.mainFrame(), third, 'right');
    const before = lrs.state(activityId, actor, PROGRESS_STATE_ID, registration)!.content;
    // Close at once: the debounced save has not started, so only the page-hide write can carry the answer.
    await player.page.close({ runBeforeUnload: true });
    while (lrs.state(activityId, actor, PROGRESS_STATE_ID, registration)!.content === before) await new Promise((resolve) => setTimeout(resolve, 50));
    const keepalive = lrs.requests.filter((r) => r.method === 'PUT' && r.url.includes('/activities/state')).at(-1)!;
    expect(keepalive.status).toBe(204);
    answered.push({ q: third, how: 'right', tone });

    const again = await env.freshPage();
    await launch(again, registration);
    for (const { q, tone: shown } of answered) {
      await openCourseRoute(again.page.mainFrame(), routeOf(q));
      expect(await answerState(again.page.mainFrame())).toBe(shown);
    }
  });

  test('another registration of the same learner starts clean', async () => {
    const player = await env.freshPage();
    await launch(player, randomUUID());
    const frame = player.page.mainFrame();
    await openCourseRoute(frame, routeOf(answered[0].q));
    expect(await answerState(frame)).toBe('unanswered');
  });
});

describe('the statements of an xAPI package reach the launch LRS exactly once, across LRS faults and a closed tab (issue 11, SPEC 7.1)', () => {
  type Stored = { id: string; actor: unknown; verb: { id: string }; object: { id: string }; context?: { registration?: string }; stored?: unknown; version?: unknown; authority?: unknown };
  let faulty: TestLrs;
  beforeAll(async () => {
    // Statements only: the State API's retries are the progress store's, tested above.
    faulty = env.use(await startTestLrs({ username: 'lms-key', password: 'lms-secret', faults: { status503Share: 0.3, dropShare: 0.1, seed: 5, resource: 'statements' } }));
  });

  const answeredOf = (stored: Stored[], q: CoursePage) => stored.filter((s) => s.verb.id.endsWith('/answered') && s.object.id.endsWith(`/questions/${q.id}`));
  const outboxEmpty = (page: Page) =>
    page.waitForFunction(() => Object.keys(localStorage).filter((k) => k.startsWith('xapi_outbox:')).length === 0, { timeout: 90_000 });

  test('a learner answers, closes the tab mid-course, relaunches and answers again: every statement once, valid, with the launch actor, auth and registration', async () => {
    const registration = randomUUID();
    // One profile for both launches, as a learner reopening the course from the LMS on the same computer.
    const context = await env.context();
    const [q1, q2] = pages.filter(isScored);

    const first = await newPlayerPage(context);
    await launch(first, registration, faulty);
    await answer(first.page, first.page.mainFrame(), q1, 'right');
    await first.page.close({ runBeforeUnload: true });

    const second = await newPlayerPage(context);
    await launch(second, registration, faulty);
    await answer(second.page, second.page.mainFrame(), q2, 'wrong');
    await outboxEmpty(second.page);

    const stored = faulty.statements() as Stored[];
    const posts = faulty.requests.filter((r) => r.url.includes('/statements') && r.method !== 'OPTIONS');
    expect(posts.some((r) => r.status === 503)).toBe(true);
    expect(posts.some((r) => r.status === 0)).toBe(true);
    expect(posts.filter((r) => r.headers.authorization !== faulty.authorization)).toEqual([]);
    const ids = stored.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(answeredOf(stored, q1)).toHaveLength(1);
    expect(answeredOf(stored, q2)).toHaveLength(1);
    // The package's lmsAllowedVerbs (manifest defaults) leave out 'launched' and 'completed': the LMS records the launch.
    expect(stored.filter((s) => s.verb.id.endsWith('/started'))).toHaveLength(1);
    expect(stored.filter((s) => s.verb.id.endsWith('/exited'))).toHaveLength(1);
    expect(stored.filter((s) => s.verb.id.endsWith('/launched'))).toEqual([]);
    for (const s of stored) {
      expect(s.actor).toEqual(actor);
      expect(s.context?.registration).toBe(registration);
      const { stored: _stored, version: _version, authority: _authority, ...sent } = s;
      expect(validateStatement(sent)).toEqual([]);
    }
    expect([...first.errors, ...second.errors]).toEqual([]);
    await second.page.close();
  });
});

describe('a first launch that names no language (issue 24, SPEC 2.8, 4.7)', () => {
  type Stored = { verb: { id: string }; object: { definition?: { name?: Record<string, string> } }; context?: { registration?: string; language?: string } };
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const driverOf = (type: string): QuestionDriver => (require(`./drivers/${type}`) as { driver: QuestionDriver }).driver;

  test("the learner chooses Arabic in the popup: 'started' waits for the choice, every statement names ar-SA, and the LRS state keeps it for the next launch", async () => {
    const registration = randomUUID();
    const query = new URLSearchParams({ endpoint: lrs.endpoint, auth: lrs.authorization, actor: JSON.stringify(actor), registration, activity_id: activityId }).toString();
    const player = await env.freshPage();
    await player.page.goto(`${server.url}?${query}`, { waitUntil: 'domcontentloaded' });
    await player.page.waitForSelector('dialog[open].language-popup input[type=radio]:checked', { timeout: 20000 });
    await player.page.focus('dialog[open] input[type=radio]:checked');
    await player.page.keyboard.press('ArrowDown');
    expect(await player.page.$eval('dialog[open] input[type=radio]:checked', (i) => (i as HTMLInputElement).value)).toBe('ar');
    await player.page.focus('dialog[open] .language-continue');
    await player.page.keyboard.press('Enter');
    await player.page.waitForFunction(() => !document.querySelector('dialog[open]') && document.documentElement.lang === 'ar-SA', { timeout: 20000 });

    const q = pages.find(isScored)!;
    const frame = player.page.mainFrame();
    await openCourseRoute(frame, routeOf(q));
    await player.page.waitForSelector('.answer-form');
    await player.page.waitForFunction(() => !document.querySelector('.block-gate:not([data-shown]), .answer-area .block-skeleton'));
    await player.page.focus('main h1');
    await driverOf(q.type).answerCorrectlyWithKeyboard(player.page, q, 'ar');
    await player.page.click('.answer-form button[type=submit]');
    await player.page.waitForSelector('.feedback');
    await player.page.waitForFunction(() => Object.keys(localStorage).filter((k) => k.startsWith('xapi_outbox:')).length === 0, { timeout: 30000 });

    const mine = (lrs.statements() as Stored[]).filter((s) => s.context?.registration === registration);
    const verbs = mine.map((s) => s.verb.id.split('/').pop());
    expect(verbs).toEqual(expect.arrayContaining(['started', 'answered']));
    expect(verbs.filter((v) => v === 'started')).toHaveLength(1);
    expect([...new Set(mine.map((s) => s.context?.language))]).toEqual(['ar-SA']);
    const started = mine.find((s) => s.verb.id.endsWith('/started'))!;
    expect(Object.keys(started.object.definition?.name ?? {})).toContain('ar-SA');
    expect(player.errors).toEqual([]);
    await player.context.close();

    // The same registration on another profile: the language comes back from the LRS state, no popup.
    const again = await env.freshPage();
    await again.page.goto(`${server.url}?${query}`, { waitUntil: 'domcontentloaded' });
    await again.page.waitForFunction(() => document.documentElement.lang === 'ar-SA' && document.querySelector('main h1'), { timeout: 20000 });
    expect(await again.page.$('dialog[open].language-popup')).toBeNull();
    await again.context.close();
  });
});
