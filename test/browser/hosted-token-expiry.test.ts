/**
 * "An expired token logs out without losing answers" (issue 12; SPEC 4.7, 7.3) with a token that
 * really expires: the learner service (server/, PGlite) runs with a short access-token lifetime
 * (ACCESS_TOKEN_TTL_SECONDS). An answer given after the expiry stays on screen, the login screen
 * comes over the course, signing in again delivers the answer, and a fresh profile finds it.
 */
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'puppeteer-core';
import { formatViolations, runAxe } from './support/axe';
import { launchChromium } from './support/chromium';
import { answeredIn, lastRecord, LearnerServiceProcess, publishToService, registerLearner, serviceHolds } from './support/learnerService';
import { answer, answerState, coursePages, openCourseRoute, routeOf, type CoursePage } from './support/lmsCourse';
import { newPlayerPage } from './support/player';
import { courseFixture, startCourseServer, type CourseServer } from './support/server';

// Long enough to open the course and answer once on a loaded machine; the test then waits for the real expiry.
const TOKEN_LIFETIME_SECONDS = 15;

let browser: Browser;
let work: string;
let server: CourseServer;
let service: LearnerServiceProcess;
let origin: string;
let courseId: string;
let right: CoursePage;
let wrong: CoursePage;

beforeAll(async () => {
  browser = await launchChromium();
  work = await mkdtemp(path.join(os.tmpdir(), 'hosted-expiry-'));
  const dir = path.join(work, 'course');
  await cp(courseFixture('showcase'), dir, { recursive: true });
  server = await startCourseServer(dir);
  origin = new URL(server.url).origin;
  service = await LearnerServiceProcess.start({ playerOrigin: origin, dataDir: path.join(work, 'service'), courseDir: dir, env: { ACCESS_TOKEN_TTL_SECONDS: String(TOKEN_LIFETIME_SECONDS) } });
  await publishToService(dir, service.url);
  courseId = (JSON.parse(await readFile(path.join(dir, 'content', 'data.js'), 'utf8')) as { id: string }).id;
  [right, wrong] = (await coursePages(dir)).filter((q) => q.type === 'singleSelectText');
}, 60000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await service?.stop();
  await rm(work, { recursive: true, force: true });
});

/** A token of the learner's own, fresh from the credentials call (each lives TOKEN_LIFETIME_SECONDS). */
async function freshToken(learner: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${service.url}/api/auth/credentials`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: origin }, body: JSON.stringify({ email: learner.email, password: learner.password }) });
  return ((await response.json()) as { token: string }).token;
}

async function refused(token: string): Promise<boolean> {
  const response = await fetch(`${service.url}/api/learner/me`, { headers: { Authorization: `Bearer ${token}`, Origin: origin } });
  return response.status === 401 || response.status === 403;
}

test('an expired token logs the learner out without losing answers: the answer given after expiry is delivered once they sign in again', async () => {
  const learner = { name: 'Katherine Johnson', email: 'katherine@example.org', password: 'orbit-1962' };
  const token = await registerLearner(service.url, origin, learner);
  const context = await browser.createBrowserContext();
  const { page, errors } = await newPlayerPage(context);
  await page.goto(`${server.url}?token=${encodeURIComponent(token)}#/`, { waitUntil: 'domcontentloaded' });
  await page.waitForSelector('main h1', { timeout: 20000 });
  const frame = page.mainFrame();
  expect(await answer(page, frame, right, 'right')).toBe('correct');
  await openCourseRoute(frame, routeOf(wrong));
  await serviceHolds(() => lastRecord(service.url, origin, token, courseId), (r) => answeredIn(r) === 1 && (r.url ?? '').includes(wrong.id));
  expect(await page.$('.signin-page')).toBeNull();

  // The token's lifetime ends on the service's clock: it is refused from now on.
  for (let i = 0; !(await refused(token)); i++) {
    if (i > 4 * 2 * TOKEN_LIFETIME_SECONDS) throw new Error('the token never expired');
    await new Promise((r) => setTimeout(r, 250));
  }
  expect(await answer(page, frame, wrong, 'wrong')).toBe('incorrect');
  // Its save is refused: logged out, the login screen comes over the course, whose address stays.
  await page.waitForSelector('.signin-page h1', { timeout: 20000 });
  expect(await page.evaluate(() => sessionStorage.getItem('token.learn'))).toBeNull();
  expect(await page.evaluate(() => window.location.hash)).toBe(`#${routeOf(wrong)}`);
  const violations = await runAxe(page);
  expect(violations.length ? formatViolations(violations) : '').toBe('');
  await page.type('.signin-page input[name=email]', learner.email);
  await page.type('.signin-page input[name=password]', learner.password);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => !document.querySelector('.signin-page'), { timeout: 20000 });
  expect(await answerState(frame)).toBe('incorrect');
  // The retried save went through with the new token.
  const again = await freshToken(learner);
  await serviceHolds(() => lastRecord(service.url, origin, again, courseId), (r) => answeredIn(r) === 2);
  expect(errors).toEqual([]);
  await context.close();

  // A fresh profile signing in finds both answers.
  const other = await browser.createBrowserContext();
  const fresh = await newPlayerPage(other);
  await fresh.page.goto(`${server.url}#/`, { waitUntil: 'domcontentloaded' });
  await fresh.page.waitForSelector('.signin-page input[name=email]', { timeout: 20000 });
  await fresh.page.type('.signin-page input[name=email]', learner.email);
  await fresh.page.type('.signin-page input[name=password]', learner.password);
  await fresh.page.keyboard.press('Enter');
  await fresh.page.waitForFunction((r) => !document.querySelector('.signin-page') && window.location.hash === r, { timeout: 20000 }, `#${routeOf(wrong)}`);
  const freshFrame = fresh.page.mainFrame();
  await openCourseRoute(freshFrame, routeOf(wrong));
  expect(await answerState(freshFrame)).toBe('incorrect');
  await openCourseRoute(freshFrame, routeOf(right));
  expect(await answerState(freshFrame)).toBe('correct');
  expect(fresh.errors).toEqual([]);
  await other.close();
});
