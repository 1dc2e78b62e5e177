/**
 * Review mode in the browser tests (issue 25): the real learner service (PGlite in a temp folder) with
 * the course's owners configured (REVIEW_OWNERS), and the course packaged as `npm run package --
 * --format review --service-url …` packages it, unzipped into a folder that a web server serves and
 * that the service reads as the course's package (COURSES). The one way these tests set up review.
 *
 *   const review = await startReviewCourse(env);
 *   const rita = await review.reviewer({ name: 'Rita', email: 'rita@example.org' });   // signed in by her e-mailed link
 *   const owner = await review.ownerSignIn();                                          // on the owner's review page
 *   await review.republish(async (source) => { ... edit the course ... });             // packaged and unzipped again
 *
 * The service runs in development mode, so its mailer prints every link it e-mails: `mailedLink`.
 * Each reviewer and the owner get a browser profile of their own (an incognito context): separate
 * storage and cookies, as separate people on separate computers.
 */
import { cp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import type { BrowserContext, HTTPResponse, Page } from 'puppeteer-core';
import type { BrowserTestEnv, Viewport } from './harness';
import { freePort, LearnerServiceProcess } from './learnerService';
import { loadScriptModule } from './loadScript';
import { newPlayerPage, withLanguage, type PlayerPage } from './player';
import { followLoginLink, loginByKeyboard, waitForLayout, type ReviewLayout } from './reviewer';
import { courseFixture, playerDistDir, type CourseServer } from './server';

const { packageCourse } = loadScriptModule<{
  packageCourse(o: { courseDir: string; distDir: string; outFile: string; format: 'review'; serviceUrl: string }): { notes: string[]; warnings: string[] };
}>('scripts/package-course.mjs');
const { reviewOwnersEnv, DEFAULT_REVIEW_OWNER } = loadScriptModule<{ reviewOwnersEnv(courseId: string, owners: string[]): string; DEFAULT_REVIEW_OWNER: string }>('scripts/review.mjs');

export interface Person {
  name: string;
  email: string;
}

/** A reviewer's page in a profile of their own. */
export interface ReviewerPage extends PlayerPage {
  context: BrowserContext;
}

/** The owner's review page (server-rendered by the service) in a profile of its own, signed in. */
export interface OwnerPage {
  context: BrowserContext;
  page: Page;
  /** The course's review page on the service. */
  url: string;
  /** The course's CSV export, downloaded with the owner's cookie: status, type and text. */
  csv(): Promise<{ status: number; type: string; text: string }>;
}

export interface ReviewCourseOptions {
  /** A course fixture's name (default 'showcase'), or `courseDir`: a course folder (a generated course). */
  fixture?: string;
  courseDir?: string;
  /** The course's owners (REVIEW_OWNERS); default owner@example.org. */
  owners?: string[];
  /** settings.js keys over the course's, before it is packaged. */
  settings?: Record<string, unknown>;
  /** publishSettings.js keys over the course's, before it is packaged, given the service's URL. */
  publish?: (serviceUrl: string) => Record<string, unknown>;
  /** Extra environment for the service (REVIEW_POLL_MS, REVIEW_MAIL_DELAY_SECONDS…). */
  env?: Record<string, string>;
}

export interface ReviewCourse {
  /** The temp folder: the course's editable copy (`source`), the served package (`site`), the service's data. */
  work: string;
  /** The course as the author edits it; `republish` packages it again. */
  source: string;
  /** The unzipped review package: what the web server serves and the service reads (COURSES). */
  site: string;
  server: CourseServer;
  service: LearnerServiceProcess;
  serviceUrl: string;
  /** The player's origin (PLAYER_ORIGIN). */
  origin: string;
  courseId: string;
  owners: string[];
  /** The course's English labels (lang/en.json). */
  labels: Record<string, string>;
  /** The review link with `query` (the course language named: `language=en` unless the query names one). */
  link(query?: string): string;
  /** Every link the service's mailer sent, with its recipient, in order. */
  readonly mailedLinks: { to: string; link: string }[];
  /** The first link the service e-mailed to `to` (lower-cased) after the first `after` links, once it has. */
  mailedLink(to: string, after?: number): Promise<string>;
  /** A fresh profile on the review link (LOGIN_WITH_EMAIL, or what the query leads to). */
  open(options?: { viewport?: Viewport; query?: string; layout?: ReviewLayout }): Promise<ReviewerPage>;
  /** A fresh profile: the reviewer asks for a login link with the keyboard, then follows the e-mailed link (ADD_COMMENT). */
  reviewer(person: Person, options?: { viewport?: Viewport; query?: string }): Promise<ReviewerPage>;
  /** A reviewer signed in through the service's own calls (no browser): their token, for a test's setup. */
  apiReviewer(person: Person): Promise<{ token: string }>;
  /** The review API as the player calls it (X-Course-Id, the player's Origin, the token when given). */
  api(method: string, route: string, options?: { token?: string; body?: unknown }): Promise<Response>;
  /** A fresh profile: the owner asks for a sign-in link on the service's page, follows it, and opens the course's review page. */
  ownerSignIn(email?: string): Promise<OwnerPage>;
  /** The author edits `source` and publishes again: packaged for review and unzipped over `site`. */
  republish(edit: (source: string) => Promise<void> | void): Promise<void>;
}

async function mergeJson(file: string, keys: Record<string, unknown>): Promise<void> {
  await writeFile(file, JSON.stringify({ ...JSON.parse(await readFile(file, 'utf8')), ...keys }));
}

/** `npm run package -- --format review` of `source` (the real packager), unzipped into an emptied `site`. */
async function packageInto(source: string, site: string, serviceUrl: string, work: string): Promise<void> {
  const zip = path.join(work, 'review.zip');
  const report = packageCourse({ courseDir: source, distDir: playerDistDir, outFile: zip, format: 'review', serviceUrl });
  if (report.warnings.length > 0) throw new Error(`packaging for review warned: ${report.warnings.join(' ')}`);
  for (const entry of await readdir(site)) await rm(path.join(site, entry), { recursive: true, force: true });
  for (const [name, data] of Object.entries(unzipSync(readFileSync(zip)))) {
    if (name.endsWith('/')) continue;
    await mkdir(path.dirname(path.join(site, name)), { recursive: true });
    await writeFile(path.join(site, name), data);
  }
}

/** Every reviewer of a file asks for links from one address: the default limits would refuse the later ones. */
const TEST_RATE_LIMIT = { AUTH_RATE_LIMIT_PER_MINUTE: '300', REVIEW_COMMENT_RATE_LIMIT_PER_MINUTE: '300' };

/** The course, its server and the service stop when the test file ends (the service before its data folder goes). */
export async function startReviewCourse(env: BrowserTestEnv, options: ReviewCourseOptions = {}): Promise<ReviewCourse> {
  const work = await env.tempDir('review-');
  const source = path.join(work, 'source');
  const site = path.join(work, 'site');
  await cp(options.courseDir ?? courseFixture(options.fixture ?? 'showcase'), source, { recursive: true });
  await mkdir(site);
  // The web server first (the service admits its origin only), then the package for the service's
  // URL, then the service, which reads the package (COURSES) at its start.
  const server = await env.serve(site, { distDir: site });
  const origin = new URL(server.url).origin;
  const port = await freePort();
  const serviceUrl = `http://127.0.0.1:${port}`;
  if (options.publish) await mergeJson(path.join(source, 'publishSettings.js'), options.publish(serviceUrl));
  if (options.settings) await mergeJson(path.join(source, 'settings.js'), options.settings);
  await packageInto(source, site, serviceUrl, work);
  const { id: courseId } = JSON.parse(await readFile(path.join(site, 'content', 'data.js'), 'utf8')) as { id: string };
  const owners = options.owners ?? [DEFAULT_REVIEW_OWNER];
  const service = env.use(
    await LearnerServiceProcess.start({
      playerOrigin: origin,
      dataDir: path.join(work, 'service'),
      courseDir: site,
      port,
      env: { REVIEW_OWNERS: reviewOwnersEnv(courseId, owners), ...TEST_RATE_LIMIT, ...options.env },
    }),
  );
  const labels = JSON.parse(await readFile(path.join(site, 'lang', 'en.json'), 'utf8')) as Record<string, string>;

  const mailedLink = async (to: string, after = 0): Promise<string> => {
    for (let i = 0; i < 200; i++) {
      const found = service.mailedLinks.slice(after).find((m) => m.to === to.toLowerCase());
      if (found) return found.link;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`the service e-mailed no link to ${to}; it printed:\n${service.printed}`);
  };
  const link = (query = '') => `${server.url}?${withLanguage(query)}`;
  const api = (method: string, route: string, { token, body }: { token?: string; body?: unknown } = {}) =>
    fetch(`${serviceUrl}/api/review${route}`, {
      method,
      headers: { Origin: origin, 'X-Course-Id': courseId, ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });

  const review: ReviewCourse = {
    work,
    source,
    site,
    server,
    service,
    serviceUrl,
    origin,
    courseId,
    owners,
    labels,
    link,
    get mailedLinks() {
      return service.mailedLinks;
    },
    mailedLink,
    async open({ viewport, query, layout = 'LOGIN_WITH_EMAIL' } = {}) {
      const context = await env.context();
      const opened = { ...(await newPlayerPage(context, viewport)), context };
      await opened.page.goto(link(query), { waitUntil: 'domcontentloaded' });
      await waitForLayout(opened.page, layout);
      return opened;
    },
    async reviewer(person, { viewport, query } = {}) {
      const opened = await review.open({ viewport, query });
      const after = service.mailedLinks.length;
      await loginByKeyboard(opened.page, person);
      await followLoginLink(opened.page, await mailedLink(person.email, after));
      return opened;
    },
    async apiReviewer(person) {
      const after = service.mailedLinks.length;
      const asked = await api('POST', '/login-link', { body: { email: person.email, name: person.name, returnUrl: server.url } });
      if (asked.status !== 201) throw new Error(`login-link for ${person.email}: ${asked.status} ${await asked.text()}`);
      const code = new URL(await mailedLink(person.email, after)).searchParams.get('reviewLoginCode');
      const login = await api('POST', '/login', { body: { code } });
      if (login.status !== 200) throw new Error(`login of ${person.email}: ${login.status} ${await login.text()}`);
      return { token: ((await login.json()) as { token: string }).token };
    },
    api,
    async ownerSignIn(email = owners[0]) {
      const context = await env.context();
      const page = await context.newPage();
      await page.goto(`${serviceUrl}/api/review/owner`, { waitUntil: 'domcontentloaded' });
      await page.type('input[name=email]', email);
      const after = service.mailedLinks.length;
      await Promise.all([page.waitForNavigation({ waitUntil: 'domcontentloaded' }), page.keyboard.press('Enter')]);
      // The e-mailed link opens a page with one button (a mail scanner following links signs nobody in).
      await page.goto(await mailedLink(email, after), { waitUntil: 'domcontentloaded' });
      const [signedIn] = await Promise.all([page.waitForNavigation({ waitUntil: 'domcontentloaded' }), page.click('form button[type=submit]')]);
      if (!(signedIn as HTTPResponse | null)?.ok()) throw new Error(`the owner's sign-in answered ${(signedIn as HTTPResponse | null)?.status()}`);
      const url = `${serviceUrl}/api/review/owner/courses/${encodeURIComponent(courseId)}`;
      const course = await page.goto(url, { waitUntil: 'domcontentloaded' });
      if (course?.status() !== 200) throw new Error(`the owner's review page answered ${course?.status()}`);
      // The page's CSP (connect-src 'none') forbids a fetch from it: the download is made with the owner's cookie.
      const csv = async () => {
        const href = `${url}/comments.csv`;
        const cookie = (await page.cookies(href)).map((c) => `${c.name}=${c.value}`).join('; ');
        const response = await fetch(href, { headers: { Cookie: cookie } });
        return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() };
      };
      return { context, page, url, csv };
    },
    async republish(edit) {
      await edit(source);
      await packageInto(source, site, serviceUrl, work);
    },
  };
  return review;
}
