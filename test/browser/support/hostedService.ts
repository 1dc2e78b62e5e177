/**
 * The real learner service (server/, PGlite in a temp folder) beside a copy of a course published
 * for it ("Publish", the service's URLs, cross-device saving on), for hosted-mode browser tests: the
 * one way these tests set up a hosted course. The service runs in development mode, so its mailer
 * prints every link it e-mails: `mailedLinks`.
 */
import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Page } from 'puppeteer-core';
import type { BrowserTestEnv } from './harness';
import { lastRecord, LearnerServiceProcess, presentVerificationCode, publishToService, registerLearner, signInLearner, type SavedRecord } from './learnerService';
import { answer, openCourseRoute, routeOf, type CoursePage } from './lmsCourse';
import type { PlayerPage } from './player';
import { withLanguage } from './player';
import { courseFixture, type CourseServer } from './server';

type Learner = { name: string; email: string; password: string };

export interface HostedCourse {
  /** The temp folder holding the course copy and the service's data; removed after the test file. */
  work: string;
  dir: string;
  server: CourseServer;
  /** The service process: a test may stop it and start it again (same port, same data folder). */
  service: LearnerServiceProcess;
  serviceUrl: string;
  origin: string;
  /** The course's id (content/data.js), as the service files its attempts under. */
  courseId: string;
  /** The course's English labels (lang/en.json). */
  labels: Record<string, string>;
  /** Every link the service's mailer sent, with its recipient, in order. */
  readonly mailedLinks: { to: string; link: string }[];
  /** Registers a learner through the service; resolves with a token for a `?token=` launch. The address is not verified. */
  register(learner: Learner): Promise<string>;
  /** Registers a learner who then follows the link e-mailed to them (what an access-limited course needs, SPEC 6.2); their token. */
  registerVerified(learner: Learner): Promise<string>;
  /** The first link the service e-mailed to `to` after the first `after` links, once it has. */
  mailedLink(to: string, after?: number): Promise<string>;
  /** A fresh token for an existing learner, from the service's credentials call. */
  signIn(learner: { email: string; password: string }): Promise<string>;
  /** A fresh browser profile opens the course with the learner's token (SPEC 7.3), up to its first heading. */
  openAs(token: string): Promise<PlayerPage & { context: BrowserContext }>;
  /**
   * Waits until the record the service holds for the learner's last attempt satisfies `ready`
   * (saves are debounced and retried) and resolves with it.
   */
  saved(token: string, ready: (record: SavedRecord) => boolean): Promise<SavedRecord>;
}

export interface HostedCourseOptions {
  /** A fixture's name (courseFixture), or a course folder's absolute path (a generated course). */
  fixture?: string;
  /** settings.js keys over the fixture's. */
  settings?: Record<string, unknown>;
  /** publishSettings.js keys over the fixture's, given the service's URL. */
  publish?: (serviceUrl: string) => Record<string, unknown>;
  /**
   * publishSettings.js keys written before the service starts: it reads the course's
   * accessLimitation then (server/courses/readCourseAccess.ts); `publish` may then change what the
   * player is served.
   */
  serviceReads?: Record<string, unknown>;
  /** Extra environment for the service (e.g. ACCESS_TOKEN_TTL_SECONDS, OAUTH_PROVIDERS). */
  env?: Record<string, string>;
}

/**
 * Every learner of a test file signs in from one address (127.0.0.1), and the helpers sign in after
 * each registration: the default 10 per minute would refuse a file's later learners.
 */
const TEST_RATE_LIMIT = { AUTH_RATE_LIMIT_PER_MINUTE: '120' };

async function mergeJson(file: string, keys: Record<string, unknown>): Promise<void> {
  await writeFile(file, JSON.stringify({ ...JSON.parse(await readFile(file, 'utf8')), ...keys }));
}

const readJson = async <T>(file: string): Promise<T> => JSON.parse(await readFile(file, 'utf8')) as T;

/** How many questions a saved record holds an answer for. */
export const answeredIn = (record: SavedRecord) => (record.answers ?? []).filter((a) => a !== null && a !== undefined).length;

/** The course, its server and the service stop when the test file ends (the service before its data folder goes). */
export async function startHostedCourse(env: BrowserTestEnv, options: HostedCourseOptions = {}): Promise<HostedCourse> {
  const work = await env.tempDir('hosted-');
  const dir = path.join(work, 'course');
  const fixture = options.fixture ?? 'showcase';
  await cp(path.isAbsolute(fixture) ? fixture : courseFixture(fixture), dir, { recursive: true });
  if (options.serviceReads) await mergeJson(path.join(dir, 'publishSettings.js'), options.serviceReads);
  const server = await env.serve(dir);
  const origin = new URL(server.url).origin;
  const service = env.use(await LearnerServiceProcess.start({ playerOrigin: origin, dataDir: path.join(work, 'service'), courseDir: dir, env: { ...TEST_RATE_LIMIT, ...options.env } }));
  const serviceUrl = service.url;
  await publishToService(dir, serviceUrl, options.publish?.(serviceUrl) ?? {}, options.settings ?? {});
  const { id: courseId } = await readJson<{ id: string }>(path.join(dir, 'content', 'data.js'));
  const labels = await readJson<Record<string, string>>(path.join(dir, 'lang', 'en.json'));
  // E-mails leave after the service's answer: a test waits for the one it needs.
  const mailedLink = async (to: string, after = 0): Promise<string> => {
    for (let i = 0; i < 200; i++) {
      const found = service.mailedLinks.slice(after).find((m) => m.to === to);
      if (found) return found.link;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`the service e-mailed no link to ${to}`);
  };
  return {
    work,
    dir,
    server,
    service,
    serviceUrl,
    origin,
    courseId,
    labels,
    get mailedLinks() {
      return service.mailedLinks;
    },
    register: (learner) => registerLearner(serviceUrl, origin, learner),
    async registerVerified(learner) {
      const after = service.mailedLinks.length;
      const token = await registerLearner(serviceUrl, origin, learner);
      await presentVerificationCode(serviceUrl, origin, token, await mailedLink(learner.email.toLowerCase(), after));
      return token;
    },
    mailedLink,
    signIn: (learner) => signInLearner(serviceUrl, origin, learner),
    async openAs(token) {
      const opened = await env.freshPage();
      // The language named, as openRoute does (player.ts withLanguage): no first-selection popup.
      await opened.page.goto(`${server.url}?${withLanguage(`token=${encodeURIComponent(token)}`)}#/`, { waitUntil: 'domcontentloaded' });
      await opened.page.waitForSelector('main h1', { timeout: 20000 });
      return opened;
    },
    async saved(token, ready) {
      for (let i = 0; i < 160; i++) {
        const record = await lastRecord(serviceUrl, origin, token, courseId);
        if (record && ready(record)) return record;
        await new Promise((r) => setTimeout(r, 250));
      }
      throw new Error('the service never held the record the test waited for');
    },
  };
}

/** Signs in on the login screen the page shows (or is about to), by typing as a learner would. */
export async function signInOnLoginScreen(page: Page, learner: { email: string; password: string }): Promise<void> {
  await page.waitForSelector('.signin-page input[name=email]', { timeout: 20000 });
  await page.type('.signin-page input[name=email]', learner.email);
  await page.type('.signin-page input[name=password]', learner.password);
  await page.keyboard.press('Enter');
}

/**
 * The opening both fault tests share (connection lost, token expired): a learner signs up, answers
 * the right choice, moves on to the wrong one, and the service holds that state, so the one change
 * left to deliver is the answer the test gives next, under the fault.
 */
export async function answeredOneAndMovedOn(hosted: HostedCourse, learner: Learner, right: CoursePage, wrong: CoursePage) {
  const token = await hosted.register(learner);
  const opened = await hosted.openAs(token);
  const frame = opened.page.mainFrame();
  if ((await answer(opened.page, frame, right, 'right')) !== 'correct') throw new Error('the right choice was not marked correct');
  await openCourseRoute(frame, routeOf(wrong));
  await hosted.saved(token, (r) => answeredIn(r) === 1 && (r.url ?? '').includes(wrong.id));
  return { ...opened, frame, token };
}
