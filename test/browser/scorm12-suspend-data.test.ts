/**
 * SCORM 1.2's 4,096-character suspend_data on a big course (ISSUE 10 §2, §4): a generated course
 * of 640 pages, 523 of them choice questions, published for an LMS and packaged with `npm run
 * package`; the learner answers 500 of them in the test LMS (scorm-again, which would take 64,000
 * characters: the LMS page refuses and records anything above 4,096), once as an LMS that keeps
 * any text (the delivery may then compress into Unicode, SPEC 5.2) and once as one that keeps ASCII
 * only (the delivery must find that out and write ASCII). Every suspend_data the
 * course sets must fit, and a relaunch on a fresh browser with only what the LMS kept must bring
 * back all 500 answers (the cover's section details give every page's verdict; three pages are
 * opened to see the chosen options). Answered one page after the other, as fast as the player's pages allow
 * (see answerInFrame): every fourth answer wrong, so the record holds wrong answers' compact forms too.
 */
import path from 'node:path';
import type { Frame, Page } from 'puppeteer-core';
import { generatedCourse } from './support/generatedCourse';
import { browserTestEnv } from './support/harness';
import { apiErrors, callsOf, firstLaunchCmi, interactionsOf, packageForLms, relaunchCmi, startLms, SUSPEND_DATA_MAX, valuesSet, type Cmi, type Lms, type LmsPackage } from './support/lms';
import { courseShown, coursePages, feedbackTone, isAnswerable, openCourseRoute, publishedForLms, routeOf, type CoursePage } from './support/lmsCourse';

const ANSWERS = 500;
type Choice = CoursePage & { answers: { id: string; text: string; isCorrect: boolean }[] };

const env = browserTestEnv();
let work: string;
let pkg: LmsPackage;
let lms: Lms;
let questions: { q: Choice; right: boolean }[];

beforeAll(async () => {
  work = await env.tempDir('scorm12-big-');
  const courseDir = await publishedForLms(generatedCourse(env, 32, 20), '1.2', path.join(work, 'big'));
  const answerable = (await coursePages(courseDir)).filter(isAnswerable) as Choice[];
  expect(answerable.length).toBeGreaterThanOrEqual(ANSWERS);
  questions = answerable.slice(0, ANSWERS).map((q, n) => ({ q, right: n % 4 !== 3 }));
  pkg = packageForLms(courseDir, '1.2', work);
  lms = env.use(await startLms(pkg));
}, 120000);

/**
 * Opens a question, clicks the options a right (or a wrong) answer needs and Submit, and waits for
 * the feedback: the player's own pages and handlers, driven from inside the frame in one round trip
 * per question (the CDP mouse would cost about three times as long; the mouse and the keyboard
 * themselves are tested on every type in scorm12.test.ts).
 */
function answerInFrame(frame: Frame, q: Choice, right: boolean): Promise<void> {
  const texts = right ? q.answers.filter((a) => a.isCorrect).map((a) => a.text) : [q.answers.find((a) => !a.isCorrect)!.text];
  return frame.evaluate(
    async (route: string, wanted: string[]) => {
      const until = (ready: () => unknown) =>
        new Promise<void>((resolve, reject) => {
          const started = performance.now();
          const tick = () => {
            if (ready()) resolve();
            else if (performance.now() - started > 15000) reject(new Error(`${route}: the page did not get there`));
            else requestAnimationFrame(tick);
          };
          tick();
        });
      document.querySelector('main h1')?.setAttribute('data-stale', '');
      window.location.hash = route;
      await until(() => document.querySelector('main h1:not([data-stale])') && !document.querySelector('.block-gate:not([data-shown])') && document.querySelector('.choice-text'));
      const labels = [...document.querySelectorAll<HTMLElement>('.choice')];
      for (const text of wanted) labels.find((l) => l.querySelector<HTMLElement>('.choice-text')!.innerText.trim() === text)!.click();
      const submit = () => document.querySelector<HTMLButtonElement>('.answer-form button[type=submit]');
      await until(() => submit() && !submit()!.disabled);
      submit()!.click();
      await until(() => document.querySelector('.feedback'));
    },
    routeOf(q),
    texts,
  );
}

/**
 * What the cover says of every page: each section card's details opened, the verdict of each page
 * entry (correct, incorrect) by question id: the whole course's restored answers in one screen.
 */
async function verdictsOnCover(frame: Frame, pages: number): Promise<Record<string, string>> {
  await frame.$$eval('.section-card .link-button[aria-expanded=false]', (buttons) => buttons.forEach((b) => (b as HTMLElement).click()));
  // The rows come with the course screens' chunk: the details open at once, their rows when it is in.
  await frame.waitForFunction((n: number) => !document.querySelector('.section-card-details[hidden]') && document.querySelectorAll('.details-page').length >= n, {}, pages);
  return frame.$$eval('.details-page', (links) =>
    Object.fromEntries(
      links.map((a) => [
        (a.getAttribute('href') ?? '').split('/').pop(),
        [...(a.querySelector('.page-state')?.classList ?? [])].find((c) => c.startsWith('page-state-'))?.replace('page-state-', '') ?? 'none',
      ]),
    ),
  );
}

describe.each([
  ['an LMS that keeps any text', false],
  ['an LMS that keeps ASCII only', true],
])('SCORM 1.2 in %s', (_lms, asciiOnly) => {
  let kept: Cmi;

  test(`${ANSWERS} answers: every suspend_data the course sets fits in 4,096 characters`, async () => {
    const page: Page = await (await env.context()).newPage();
    const session = await lms.launch(page, { version: '1.2', cmi: firstLaunchCmi(pkg), asciiOnly });
    const frame = await session.courseFrame();
    await courseShown(frame);
    for (const { q, right } of questions) await answerInFrame(frame, q, right);
    const last = questions[questions.length - 1].q;
    await session.waitForCmi({ [`cmi.interactions.${ANSWERS - 1}.id`]: last.id, 'cmi.core.lesson_location': routeOf(last) }, 30000);
    await session.unloadCourse();

    const calls = await session.calls();
    expect(await session.suspendDataTooLong()).toEqual([]);
    const saved = valuesSet(calls, '1.2', 'cmi.suspend_data');
    expect(saved.length).toBeGreaterThan(0);
    expect(Math.max(...saved.map((s) => s.length))).toBeLessThanOrEqual(SUSPEND_DATA_MAX['1.2']);
    // The delivery finds out what this LMS keeps (SPEC 5.2) and, for an ASCII-only one, writes ASCII.
    if (asciiOnly) expect(saved.filter((text) => text.startsWith('~2') && /[^\x00-\x7f]/.test(text))).toEqual([]);
    expect(apiErrors(calls)).toEqual([]);
    expect(callsOf(calls, 'LMSFinish')).toHaveLength(1);
    const cmi = await session.cmi();
    expect(interactionsOf(cmi, '1.2').map((i) => i.id)).toEqual(questions.map(({ q }) => q.id));
    kept = relaunchCmi(cmi, '1.2');
    await page.browserContext().close();
  }, 600000);

  test(`relaunched on a fresh browser with only what the LMS kept, all ${ANSWERS} answers are back`, async () => {
    expect(kept).toBeDefined();
    const page: Page = await (await env.context()).newPage();
    const session = await lms.launch(page, { version: '1.2', cmi: kept, asciiOnly });
    const frame = await session.courseFrame();
    await courseShown(frame);
    const verdicts = await verdictsOnCover(frame, questions.length);
    expect(questions.map(({ q }) => verdicts[q.id])).toEqual(questions.map(({ right }) => (right ? 'correct' : 'incorrect')));
    // And on the pages themselves, the options the learner chose, for the first, a wrong and the last answer.
    for (const { q, right } of [questions[0], questions.find((x) => !x.right)!, questions[questions.length - 1]]) {
      await openCourseRoute(frame, routeOf(q));
      expect(await feedbackTone(frame)).toBe(right ? 'correct' : 'incorrect');
      const chosen = await frame.$$eval('.choice-input:checked', (inputs) => inputs.map((i) => (i.closest('label')!.querySelector('.choice-text') as HTMLElement).innerText.trim()));
      expect(chosen.sort()).toEqual((right ? q.answers.filter((a) => a.isCorrect) : [q.answers.find((a) => !a.isCorrect)!]).map((a) => a.text).sort());
    }
    expect(apiErrors(await session.calls())).toEqual([]);
    await page.browserContext().close();
  }, 600000);
});
