/**
 * The SCORM delivery in a real LMS page, for one SCORM version and one course: the tests that
 * scorm12.test.ts and scorm2004.test.ts run (ISSUE 10 §2 and §4; the contract is docs/delivery.md,
 * "SCORM"). A course is published for an LMS, packaged with `npm run package` as the README says,
 * unzipped and launched from the test LMS (support/lms.ts: scorm-again in a parent page). The
 * learner walks every page in order, answering the first scored question wrongly with the mouse and
 * every other one rightly with the keyboard; after each answer the LMS must hold one more
 * interaction, the score and the status SPEC 4.1 gives, and a committed suspend_data. Then the LMS
 * closes the course; a fresh browser profile relaunches it with only what the LMS kept.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Frame, Page } from 'puppeteer-core';
import { textIn } from '../drivers/types';
import type { BrowserTestEnv } from './harness';
import {
  apiErrors,
  callsOf,
  firstLaunchCmi,
  framePage,
  interactionsOf,
  packageForLms,
  relaunchCmi,
  scormMethods,
  startLms,
  SUSPEND_DATA_MAX,
  valuesSet,
  type Cmi,
  type CmiInteraction,
  type Lms,
  type LmsCall,
  type LmsPackage,
  type LmsSession,
  type ScormVersion,
} from './lms';
import {
  answer,
  answerState,
  courseScore,
  courseShown,
  coursePages,
  driverOf,
  expectedStanding,
  feedbackTone,
  INTERACTION_TYPES,
  isAnswerable,
  isScored,
  labelOf,
  chooseInUserMenu,
  openCourseRoute,
  overlayShown,
  publishedForLms,
  RESULT,
  routeOf,
  TIME,
  TIMESPAN,
  type CoursePage,
} from './lmsCourse';
import { courseFixture } from './server';

interface Given {
  q: CoursePage;
  how: 'right' | 'wrong';
}

/** Element names of the version. */
const EL = {
  '1.2': { status: 'cmi.core.lesson_status', location: 'cmi.core.lesson_location', exit: 'cmi.core.exit', exitFinished: '', session: 'cmi.core.session_time', entry: 'cmi.core.entry', id: 'cmi.core.student_id', name: 'cmi.core.student_name', get: 'LMSGetValue' },
  '2004': { status: 'cmi.completion_status', location: 'cmi.location', exit: 'cmi.exit', exitFinished: 'normal', session: 'cmi.session_time', entry: 'cmi.entry', id: 'cmi.learner_id', name: 'cmi.learner_name', get: 'GetValue' },
} as const;

/** A SCORM list of items as the version delimits them (1.2 ',' and '.'; 2004 '[,]' and '[.]'). */
const items = (version: ScormVersion, text: string) => text.split(version === '1.2' ? ',' : '[,]').sort();
const parts = (version: ScormVersion, item: string) => item.split(version === '1.2' ? '.' : '[.]');

/** Every id in a question of data.js (its answers, statements, drop spots...). */
function idsIn(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => idsIn(v, out));
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key === 'id' && typeof v === 'string') out.add(v);
      else idsIn(v, out);
    }
  }
  return out;
}

export interface SuiteOptions {
  /** Publish a copy with publishMode set for the version first (a course published for the web); else package the folder as it is. */
  publish: boolean;
  /** Run axe on the course's pages inside the LMS frame. */
  axe?: boolean;
}

export function scormDeliveryTests(env: BrowserTestEnv, version: ScormVersion, fixture: string, options: SuiteOptions): void {
  const el = EL[version];
  const api = scormMethods(version);

  describe(`${fixture} packaged for SCORM ${version} and launched from an LMS`, () => {
    let work: string;
    let pkg: LmsPackage;
    let lms: Lms;
    let pages: CoursePage[];
    let mastery: number;
    const given: Given[] = [];
    let first: LmsSession;
    let firstPage: Page;
    let frame: Frame;
    let kept: Cmi;

    const scoredCount = () => pages.filter(isScored).length;
    const correctOf = (list: Given[]) => list.filter((g) => isScored(g.q) && g.how === 'right').length;

    beforeAll(async () => {
      work = await env.tempDir(`scorm${version.replace('.', '')}-`);
      const source = courseFixture(fixture);
      const courseDir = options.publish ? await publishedForLms(source, version, path.join(work, fixture)) : source;
      pages = await coursePages(courseDir);
      mastery = JSON.parse(await readFile(path.join(courseDir, 'settings.js'), 'utf8')).masteryScore.score;
      pkg = packageForLms(courseDir, version, work);
      lms = env.use(await startLms(pkg));
    }, 120000);

    const freshProfile = async (): Promise<Page> => {
      // A browser context shares nothing with the others: no storage, no cache, as another computer.
      const context = await env.context();
      const page = await context.newPage();
      await page.setViewport({ width: 1280, height: 900 });
      return page;
    };

    /** Waits until the course has set suspend_data after writing interaction `n` (the answer's save) and committed it. */
    const committedAfterInteraction = (session: LmsSession, n: number) =>
      session.page.waitForFunction(
        (id: string, setValue: string, commit: string) => {
          const calls = (window as unknown as { lms: { calls: LmsCall[] } }).lms.calls;
          const answered = calls.findIndex((c) => c.method === setValue && c.args[0] === id);
          const saved = answered < 0 ? -1 : calls.findIndex((c, i) => i > answered && c.method === setValue && c.args[0] === 'cmi.suspend_data');
          return saved >= 0 && calls.slice(saved).some((c) => c.method === commit);
        },
        { timeout: 10000, polling: 50 },
        `cmi.interactions.${n}.id`,
        api.setValue,
        api.commit,
      );

    /** Every rule of the whole session's calls: no error, one Initialize, one finish, nothing after it, suspend_data in bounds. */
    const expectCleanSession = async (calls: LmsCall[], afterFinish: LmsCall[], tooLong: unknown[]) => {
      expect(apiErrors(calls)).toEqual([]);
      expect(callsOf(calls, api.initialize)).toHaveLength(1);
      expect(calls[0].method).toBe(api.initialize);
      expect(callsOf(calls, api.finish)).toHaveLength(1);
      expect(calls[calls.length - 1].method).toBe(api.finish);
      expect(afterFinish).toEqual([]);
      expect(tooLong).toEqual([]);
      for (const data of valuesSet(calls, version, 'cmi.suspend_data')) expect(data.length).toBeLessThanOrEqual(SUSPEND_DATA_MAX[version]);
      // What the LMS keeps is what it holds at a commit: nothing yet, or the progress codec's text
      // (the delivery may set other values in between, such as its probe for non-ASCII text).
      const committed = suspendDataAtCommits(calls);
      expect(committed.filter((data) => data !== '' && !data.startsWith('~2'))).toEqual([]);
      expect(committed[committed.length - 1].startsWith('~2')).toBe(true);
    };

    /** The suspend_data the LMS held at each Commit and at the finish, replaying the calls. */
    const suspendDataAtCommits = (calls: LmsCall[]) => {
      let held = '';
      const out: string[] = [];
      for (const c of calls) {
        if (c.method === api.setValue && c.args[0] === 'cmi.suspend_data' && c.result === 'true') held = c.args[1];
        if ((c.method === api.commit || c.method === api.finish) && c.result === 'true') out.push(held);
      }
      return out;
    };

    /** The interaction of one answer, as SCORM's data model and the delivery's contract want it. */
    const expectInteraction = (i: CmiInteraction, g: Given) => {
      expect(i.id).toBe(g.q.id);
      expect(INTERACTION_TYPES[version]).toContain(i.type);
      expect(i.result).toBe(g.q.isSurvey ? 'neutral' : RESULT[version][g.how]);
      expect(i.weighting).toBe(g.q.isSurvey ? '0' : '1');
      expect(i.response).not.toBe('');
      // A type that takes any text as right (an open question) has no correct response to give; nor
      // has 2004's 'other' (a hotspot's outlines hold commas, which LMSs read as a list of patterns
      // and refuse: adapters/delivery/scorm/scormInteraction.ts).
      if (!g.q.isSurvey && !driverOf(g.q.type).noWrongAnswer && !(version === '2004' && i.type === 'other')) expect(i.pattern).not.toBe('');
      if (g.how === 'right' && !g.q.isSurvey && ['choice', 'matching'].includes(i.type)) expect(items(version, i.response)).toEqual(items(version, i.pattern));
      if (g.how === 'right' && !g.q.isSurvey && i.type === 'sequencing') expect(i.response).toBe(i.pattern);
      // Items of choices, orders and pairs name the question's options (or true/false) whole: a
      // value cut to 1.2's 255 characters ends at an item, or the LMS's report shows a broken id.
      if (['choice', 'sequencing', 'matching'].includes(i.type)) {
        const known = idsIn(g.q);
        for (const value of [i.response, i.pattern].filter(Boolean)) {
          const unknown = value.split(version === '1.2' ? ',' : '[,]').flatMap((item) => parts(version, item)).filter((id) => !known.has(id) && id !== 'true' && id !== 'false');
          expect([i.id, value, unknown]).toEqual([i.id, value, []]);
        }
      }
      expect(i.latency).toMatch(TIMESPAN[version]);
      expect(i.time).toMatch(TIME[version]);
      if (version === '1.2') {
        // CMIIdentifier and CMIFeedback: 255 characters.
        for (const value of [i.id, i.response, i.pattern]) expect(value.length).toBeLessThanOrEqual(255);
      } else {
        expect(i.description).toContain(textIn(g.q.title, 'en'));
      }
    };

    test('the launch initialises the LMS session once, reads the learner and reports the course incomplete', async () => {
      firstPage = await freshProfile();
      first = await lms.launch(firstPage, { version, cmi: firstLaunchCmi(pkg) });
      frame = await first.courseFrame();
      await courseShown(frame);
      await first.waitForCmi(expectedStanding(version, { score: 0, mastery, scored: scoredCount(), finished: false, answered: false }));
      const calls = await first.calls();
      expect(apiErrors(calls)).toEqual([]);
      expect(callsOf(calls, api.initialize)).toHaveLength(1);
      const read = callsOf(calls, el.get).map((c) => c.args[0]);
      expect(read).toEqual(expect.arrayContaining([el.id, el.name, el.entry]));
      if (options.axe) await env.axe(frame);
    });

    test('every answer is one interaction, and the score, the status and the progress reach the LMS as the learner goes', async () => {
      expect(first).toBeDefined();
      const firstScored = pages.find((q) => isScored(q) && !driverOf(q.type).noWrongAnswer);
      for (const [n, q] of pages.entries()) {
        const finished = n === pages.length - 1;
        if (!isAnswerable(q)) {
          await openCourseRoute(frame, routeOf(q));
          continue;
        }
        const g: Given = { q, how: q === firstScored ? 'wrong' : 'right' };
        expect(await answer(firstPage, frame, q, g.how)).toBe(g.how === 'wrong' ? 'incorrect' : q.isSurvey ? 'neutral' : 'correct');
        given.push(g);
        const score = courseScore(correctOf(given), scoredCount());
        const cmi = await first.waitForCmi({
          [`cmi.interactions.${given.length - 1}.id`]: q.id,
          ...expectedStanding(version, { score, mastery, scored: scoredCount(), finished, answered: given.some((x) => isScored(x.q)) }),
        });
        expectInteraction(interactionsOf(cmi, version)[given.length - 1], g);
        await committedAfterInteraction(first, given.length - 1);
        if (options.axe && g.how === 'wrong') await env.axe(frame);
      }
      // One interaction per answer, in the order given, and none for the pages read (content pages).
      const cmi = await first.waitForCmi({
        [el.location]: routeOf(pages[pages.length - 1]),
        ...expectedStanding(version, { score: courseScore(correctOf(given), scoredCount()), mastery, scored: scoredCount(), finished: true, answered: true }),
      });
      expect(interactionsOf(cmi, version).map((i) => i.id)).toEqual(given.map((g) => g.q.id));
      expect(apiErrors(await first.calls())).toEqual([]);
    });

    test('when the LMS closes the course, it is suspended with its session time and finished once, and nothing is called after', async () => {
      await first.unloadCourse();
      const calls = await first.calls();
      await expectCleanSession(calls, await first.callsAfterFinish(), await first.suspendDataTooLong());
      const cmi = await first.cmi();
      expect(cmi[el.exit]).toBe('suspend');
      expect(cmi[el.session]).toMatch(TIMESPAN[version]);
      kept = relaunchCmi(cmi, version);
    });

    test('relaunched on a fresh browser with only what the LMS kept, the course offers the page the learner left and every answer is back', async () => {
      expect(kept).toBeDefined(); // what the first session left (the tests above)
      const page = await freshProfile();
      const session = await lms.launch(page, { version, cmi: kept });
      const again = await session.courseFrame();
      await courseShown(again);
      const location = kept[el.location];
      // The start link is the course page's full address with the route (issue 22: no bare '#/…' links).
      const start = new URL(await again.$eval('.cover-hero .btn-primary', (a) => a.getAttribute('href')!));
      expect(start.hash).toBe(`#${location}`);
      expect(start.pathname).toMatch(/\/index\.html$/);
      for (const g of given) {
        await openCourseRoute(again, routeOf(g.q));
        expect(await feedbackTone(again)).toBe(g.how === 'wrong' ? 'incorrect' : g.q.isSurvey ? 'neutral' : 'correct');
      }
      const calls = await session.calls();
      expect(apiErrors(calls)).toEqual([]);
      expect(callsOf(calls, api.initialize)).toHaveLength(1);
      // A status the LMS already holds is not taken back to incomplete.
      const status = kept[el.status];
      if (status !== 'incomplete') expect(valuesSet(calls, version, el.status)).not.toContain('incomplete');
      expect((await session.cmi())[el.status]).toBe(status);
      await session.page.close();
    });

    test('a second try on the relaunch is a new interaction after the kept ones; leaving by navigating the LMS page away finishes once', async () => {
      expect(kept).toBeDefined(); // what the first session left (the tests above)
      const page = await freshProfile();
      const session = await lms.launch(page, { version, cmi: kept, mirrorCalls: true });
      const again = await session.courseFrame();
      await courseShown(again);
      const wrong = given.find((g) => g.how === 'wrong')!;
      const keptInteractions = interactionsOf(kept, version);
      await openCourseRoute(again, routeOf(wrong.q));
      await again.click('.answer-area .btn-secondary');
      await again.waitForSelector('.answer-form button[type=submit]');
      const retry: Given = { q: wrong.q, how: 'right' };
      expect(await answer(page, again, wrong.q, 'right')).toBe('correct');
      const all = given.map((g) => (g === wrong ? retry : g));
      const cmi = await session.waitForCmi({
        [`cmi.interactions.${keptInteractions.length}.id`]: wrong.q.id,
        ...expectedStanding(version, { score: courseScore(correctOf(all), scoredCount()), mastery, scored: scoredCount(), finished: true, answered: true }),
      });
      const now = interactionsOf(cmi, version);
      expect(now.slice(0, keptInteractions.length)).toEqual(keptInteractions);
      expectInteraction(now[keptInteractions.length], retry);

      await page.goto('about:blank');
      const { calls, atFinish } = await session.reportsAfterLeaving();
      await expectCleanSession(calls, calls.slice(calls.findIndex((c) => c.method === api.finish) + 1), []);
      expect(atFinish[el.exit]).toBe('suspend');
    });

    test("a new attempt (entry ab-initio) starts clean, even when the LMS still hands over the old suspend_data; 'Continue course later' suspends it", async () => {
      expect(kept).toBeDefined(); // what the first session left (the tests above)
      const page = await freshProfile();
      const session = await lms.launch(page, { version, cmi: { ...firstLaunchCmi(pkg), 'cmi.suspend_data': kept['cmi.suspend_data'] } });
      const again = await session.courseFrame();
      await courseShown(again);
      await session.waitForCmi(expectedStanding(version, { score: 0, mastery, scored: scoredCount(), finished: false, answered: false }));
      for (const g of given.slice(0, 2)) {
        await openCourseRoute(again, routeOf(g.q));
        await again.waitForSelector('.answer-form button[type=submit]');
        expect(await again.$('.feedback')).toBeNull();
      }
      expect(apiErrors(await session.calls())).toEqual([]);

      // Not finalized: the learner leaves through 'Continue course later' and its popup (SPEC 2.4, 2.8).
      await chooseInUserMenu(again, await labelOf(pkg.dir, '[continue course later]'), async () => {
        if (options.axe) await env.axe(again);
      });
      const ok = await again.waitForSelector('dialog[open] .btn-primary');
      if (options.axe) await env.axe(again);
      await ok!.click();
      await overlayShown(again);
      if (options.axe) await env.axe(again);
      await session.waitForCmi({ [el.exit]: 'suspend' });
      // The LMS closing the frame afterwards must not reach it again.
      await session.unloadCourse();
      await expectCleanSession(await session.calls(), await session.callsAfterFinish(), await session.suspendDataTooLong());
      expect((await session.cmi())[el.session]).toMatch(TIMESPAN[version]);
    });

    test('an answer submitted as the LMS removes the course frame is written on page hide and is back on the relaunch', async () => {
      const page = await freshProfile();
      const session = await lms.launch(page, { version, cmi: firstLaunchCmi(pkg) });
      const frame = await session.courseFrame();
      await courseShown(frame);
      const q = pages.find((x) => isScored(x) && !driverOf(x.type).noWrongAnswer)!;
      await openCourseRoute(frame, routeOf(q));
      await frame.waitForSelector('.answer-form');
      await frame.focus('main h1');
      await driverOf(q.type).answerCorrectlyWithKeyboard(framePage(page, frame), q, 'en');
      // Submit and remove the frame in one task: the save's 250 ms debounce cannot have run, so
      // only the write on page hide can bring the answer to the LMS.
      await page.evaluate(() => {
        const course = document.getElementById('course') as HTMLIFrameElement;
        course.contentDocument!.querySelector<HTMLButtonElement>('.answer-form button[type=submit]')!.click();
        course.remove();
      });
      await expectCleanSession(await session.calls(), await session.callsAfterFinish(), await session.suspendDataTooLong());
      const cmi = await session.cmi();
      expect(interactionsOf(cmi, version).map((i) => [i.id, i.result])).toEqual([[q.id, RESULT[version].right]]);

      const again = await lms.launch(await freshProfile(), { version, cmi: relaunchCmi(cmi, version) });
      const relaunched = await again.courseFrame();
      await courseShown(relaunched);
      await openCourseRoute(relaunched, routeOf(q));
      expect(await answerState(relaunched)).toBe('correct');
    });

    test("'Submit result' in a finished course finishes the LMS session with a normal exit, once, and the status stays", async () => {
      expect(kept).toBeDefined(); // what the first session left (the tests above)
      const page = await freshProfile();
      const session = await lms.launch(page, { version, cmi: kept });
      const again = await session.courseFrame();
      await courseShown(again);
      await chooseInUserMenu(again, await labelOf(pkg.dir, '[user menu submit result]'), async () => {
        if (options.axe) await env.axe(again);
      });
      await overlayShown(again);
      if (options.axe) await env.axe(again);
      await session.waitForCmi({ [el.exit]: el.exitFinished, [el.status]: kept[el.status] });
      await session.unloadCourse();
      await expectCleanSession(await session.calls(), await session.callsAfterFinish(), await session.suspendDataTooLong());
      const cmi = await session.cmi();
      expect(cmi[el.exit]).toBe(el.exitFinished);
      expect(cmi[el.session]).toMatch(TIMESPAN[version]);
      // The next launch is a new attempt (entry ab-initio, not resume).
      expect(relaunchCmi(cmi, version)[el.entry]).toBe('');
    });
  });
}
