/**
 * The one set-up of a browser test file. Call browserTestEnv() once, at the file's top level: it
 * registers the hooks that start and stop everything the file uses through it.
 *
 *   const env = browserTestEnv({ course: courseFixture('showcase') });
 *
 *   test('the cover is axe-clean', async () => {
 *     const { page, errors } = await env.page();
 *     await openRoute(page, env.server, '/');
 *     await env.axe(page);
 *     expect(errors).toEqual([]);
 *   });
 *
 * A file has one Chromium, launched when first asked for: a browser per describe or per test is
 * what the full run on two cores cannot afford. Everything else the file starts (course servers,
 * temp folders, an LRS, the learner service, a test LMS...) is started through env.serve,
 * env.tempDir or env.use, so that it stops after the file whether its tests passed or not: the
 * browser first (no page is left talking to what stops), then the rest in the reverse order of
 * starting (a service stops before its data folder goes).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Frame, Page } from 'puppeteer-core';
import { axeClean, formatViolations, runAxe } from './axe';
import { launchChromium } from './chromium';
import { newPlayerPage, type PlayerPage } from './player';
import { startCourseServer, type CourseServer, type CourseServerOptions } from './server';

export interface Viewport {
  width: number;
  height: number;
}

/** Whatever a test starts and stops again: a test LRS, the learner service, a test LMS, a webhook receiver... */
export type Stoppable = { close(): unknown } | { stop(): unknown };

export interface BrowserTestOptions {
  /** A course folder served for the whole file as `env.server` (started before the file's own beforeAll). */
  course?: string;
  /** Extra Chromium flags for the file's browser (e.g. chromium.ts MOUSE_POINTER_FLAGS: a mouse, so hover exists). */
  chromiumArgs?: string[];
}

export interface BrowserTestEnv {
  /** The file's Chromium: launched on the first call, the same one after. */
  browser(): Promise<Browser>;
  /** The server of the `course` option, from the file's first beforeAll on. */
  readonly server: CourseServer;
  /**
   * Serves the built player with `courseDir`, on a port of its own. Each call starts a server: a new
   * port is a new origin, so a page's storage, cache and the request log start empty.
   */
  serve(courseDir: string, options?: CourseServerOptions): Promise<CourseServer>;
  /** A player page (support/player.ts: errors and console collected) in the browser's default profile. */
  page(viewport?: Viewport): Promise<PlayerPage>;
  /** A player page in a fresh profile of its own (an incognito context): nothing stored, as another computer. */
  freshPage(viewport?: Viewport): Promise<PlayerPage & { context: BrowserContext }>;
  /** An empty fresh profile, for a test that opens its own pages in it. */
  context(): Promise<BrowserContext>;
  /** A new empty folder under the system's temp folder, named from `prefix`. */
  tempDir(prefix: string): Promise<string>;
  /**
   * Fails the running test when the page (or a frame: a course inside an LMS page) has axe
   * violations, with formatViolations' text; `when` names the screen, for a test that checks several.
   */
  axe(scope: Page | Frame, when?: string): Promise<void>;
  /** axe's raw violations, for a test that looks into them. */
  runAxe: typeof runAxe;
  formatViolations: typeof formatViolations;
  /** Stops `thing` (its close(), else its stop()) after the file; returns it. */
  use<T extends Stoppable>(thing: T): T;
  /** Runs `stop` after the file. */
  onClose(stop: () => unknown): void;
}

export function browserTestEnv(options: BrowserTestOptions = {}): BrowserTestEnv {
  let launched: Promise<Browser> | null = null;
  let courseServer: CourseServer | null = null;
  const stops: (() => unknown)[] = [];

  const env: BrowserTestEnv = {
    browser: () => (launched ??= launchChromium(options.chromiumArgs ? { args: options.chromiumArgs } : undefined)),
    get server() {
      if (courseServer) return courseServer;
      throw new Error(options.course ? 'env.server starts in the first beforeAll: use it in a hook or a test' : 'env.server is the server of browserTestEnv({ course })');
    },
    async serve(courseDir, serverOptions) {
      return env.use(await startCourseServer(courseDir, serverOptions));
    },
    async page(viewport) {
      return newPlayerPage(await env.browser(), viewport);
    },
    async freshPage(viewport) {
      const context = await env.context();
      return { ...(await newPlayerPage(context, viewport)), context };
    },
    async context() {
      return (await env.browser()).createBrowserContext();
    },
    async tempDir(prefix) {
      const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
      env.onClose(() => rm(dir, { recursive: true, force: true }));
      return dir;
    },
    async axe(scope, when) {
      if (when !== undefined) return axeClean(scope, when);
      expect(formatViolations(await runAxe(scope))).toBe('No accessibility violations.');
    },
    runAxe,
    formatViolations,
    use(thing) {
      env.onClose(() => ('close' in thing ? thing.close() : thing.stop()));
      return thing;
    },
    onClose(stop) {
      stops.push(stop);
    },
  };

  if (options.course) {
    const dir = options.course;
    beforeAll(async () => {
      courseServer = await env.serve(dir);
    });
  }

  afterAll(async () => {
    const failures: unknown[] = [];
    const browser = launched;
    launched = null;
    if (browser) {
      // A launch that failed has failed the test that asked for it already; here only closing can fail.
      const opened = await browser.catch(() => null);
      await opened?.close().catch((error: unknown) => failures.push(error));
    }
    for (const stop of stops.splice(0).reverse()) {
      try {
        await stop();
      } catch (error) {
        failures.push(error);
      }
    }
    // Everything was tried; the first failure is the one to read.
    if (failures.length > 0) throw failures[0];
  });

  return env;
}
