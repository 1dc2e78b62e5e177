/**
 * LTI mode (SPEC 7.6) in Chromium with a local LTI tool (test/support/ltiRecorder.ts): a course
 * launched with ltiResultCallbackUrl and attemptId sends its result (score 0–1) when the learner
 * finishes, even though the tool first answers 503 (SPEC 7.1's retry); a new attempt is opened by
 * the tool's reset and the next result carries the tool's new attempt id; a tool that refuses the
 * course (canAccessCourse false) gets the learner the no-access screen.
 */
import type { Page } from 'puppeteer-core';
import { startLtiRecorder, type LtiRecorder } from '../support/ltiRecorder';
import { generatedCourse } from './support/generatedCourse';
import { browserTestEnv } from './support/harness';
import { answer, courseScore, coursePages, isScored, openCourseRoute, routeOf, type CoursePage } from './support/lmsCourse';
import type { CourseServer } from './support/server';

const env = browserTestEnv();
let server: CourseServer;
let pages: CoursePage[];

beforeAll(async () => {
  // One section: information pages, then six scored choice questions (mastery 80).
  const dir = generatedCourse(env, 1, 8);
  server = await env.serve(dir);
  pages = await coursePages(dir);
}, 60000);

const launchUrl = (tool: LtiRecorder, attemptId: string) => `${server.url}?ltiResultCallbackUrl=${encodeURIComponent(tool.callbackUrl)}&attemptId=${encodeURIComponent(attemptId)}#/`;

/** Opens every page and answers the scored ones, the first `wrong` of them wrongly; returns the expected score 0–1. */
async function finish(page: Page, wrong: number): Promise<number> {
  const frame = page.mainFrame();
  const scored = pages.filter(isScored);
  for (const q of pages) {
    if (!isScored(q)) await openCourseRoute(frame, routeOf(q));
    else await answer(page, frame, q, scored.indexOf(q) < wrong ? 'wrong' : 'right');
  }
  return courseScore(scored.length - wrong, scored.length) / 100;
}

test('the result reaches the tool on finish (after a 503), a new attempt is reset by the tool and its result carries the new id', async () => {
  const tool = env.use(await startLtiRecorder({ failFirst: 1, newAttemptIds: ['lti-attempt-2'] }));
  const { context, page, errors } = await env.freshPage();
  try {
    await page.goto(launchUrl(tool, 'lti-attempt-1'), { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('main h1', { timeout: 20000 });
    expect(pages.filter(isScored).length).toBeGreaterThanOrEqual(2);
    const expected = await finish(page, 1);
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(1);
    await tool.until(() => tool.results.length > 0);
    expect(tool.results).toEqual([{ attemptId: 'lti-attempt-1', score: expected }]);
    expect(tool.resets).toEqual([]);
    // The first post was answered 503 and tried again (SPEC 7.1); JSON headers, and no token here (browser storage).
    const posts = tool.requests.filter((r) => r.method === 'POST' && r.url === '/lti/result');
    expect(posts.map((r) => r.status)).toEqual([503, 200]);
    expect(posts[1].headers['content-type']).toBe('application/json');
    expect(posts[1].headers.accept).toBe('application/json');
    expect(posts[1].headers.authorization).toBeUndefined();
    // The tool's access check (docs/lti.md) was made once, at launch, with the launch's attempt.
    expect(tool.requests.filter((r) => r.method === 'GET').map((r) => r.url)).toEqual(['/lti/result/access?attemptId=lti-attempt-1']);

    // Passed (5 of 6 against a mastery of 80): a new attempt, from the results page by keyboard; the tool's reset opens it (SPEC 4.5 step 4).
    await openCourseRoute(page.mainFrame(), '/results');
    await page.waitForSelector('.new-attempt-button', { timeout: 20000 });
    await page.focus('.new-attempt-button');
    await page.keyboard.press('Enter');
    await page.waitForSelector('dialog[open] .btn-primary');
    await page.focus('dialog[open] .btn-primary');
    await page.keyboard.press('Enter');
    await tool.until(() => tool.resets.length > 0);
    expect(tool.resets).toEqual([{ attemptId: 'lti-attempt-1', newAttemptId: 'lti-attempt-2' }]);
    await page.waitForFunction(() => window.location.hash !== '#/results', { timeout: 20000 });
    const again = await finish(page, 0);
    expect(again).toBe(1);
    await tool.until(() => tool.results.at(-1)?.score === 1);
    // Passing mid-way (5 of 6 right) already completes the course: the tool gets that score, then the final one.
    expect(tool.results[0]).toEqual({ attemptId: 'lti-attempt-1', score: expected });
    expect(tool.results.slice(1).map((r) => r.attemptId)).toEqual(tool.results.slice(1).map(() => 'lti-attempt-2'));
    expect(tool.results.at(-1)).toEqual({ attemptId: 'lti-attempt-2', score: 1 });
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test("a tool that refuses the course (canAccessCourse false) gets the learner the no-access screen; no result is sent", async () => {
  const tool = env.use(await startLtiRecorder({ canAccessCourse: false }));
  const { context, page, errors } = await env.freshPage();
  try {
    await page.goto(launchUrl(tool, 'lti-refused'), { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('.no-access-page h1', { timeout: 20000 });
    expect(await page.$eval('main h1', (h) => (h as HTMLElement).innerText.trim())).toBe(await labelText('[title for noaccess page]'));
    await env.axe(page);
    expect(tool.requests.filter((r) => r.method !== 'GET' && r.method !== 'OPTIONS')).toEqual([]);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

async function labelText(key: string): Promise<string> {
  const labels = (await (await fetch(new URL('lang/en.json', server.url))).json()) as Record<string, string>;
  return labels[key];
}
