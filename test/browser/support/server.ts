/**
 * Typed access to scripts/serve.mjs (the one server implementation) for the browser tests.
 *
 *   const server = await startCourseServer(courseFixture('showcase'), {
 *     faults: [{ path: '/content/data.js', status: 503, times: 2 }],
 *   });
 *   await page.goto(server.url);
 *   ...
 *   expect(server.requests.filter((r) => r.startsWith('/content/data.js'))).toHaveLength(3);
 *   await server.close();
 */
import path from 'node:path';
import { loadScriptModule, repoRoot } from './loadScript';

/** A failure the server plays for matching requests before serving normally. */
export interface Fault {
  /** The URL path without the query, decoded (e.g. '/content/data.js'), or a RegExp tested on it. */
  path: string | RegExp;
  /** Answer this HTTP status instead of the file. */
  status?: number;
  /** Drop the connection without answering: the browser sees a network error. */
  destroy?: boolean;
  /** Wait this long before answering (then apply status/destroy, or serve the file). */
  delayMs?: number;
  /** How many matching requests the fault applies to; every one when left out. */
  times?: number;
}

export interface RequestLogEntry {
  method: string;
  /** Path with query, as requested. */
  url: string;
  /** Status answered; 0 for a dropped connection (or one still in progress). */
  status: number;
  /** Arrival time, Date.now(). */
  at: number;
}

export interface CourseServer {
  /** e.g. 'http://127.0.0.1:41234/' — the player's page. */
  url: string;
  port: number;
  /** Every request's path with its query, in arrival order, faulted attempts included. Clear with `requests.length = 0`. */
  requests: string[];
  /** The same requests with method, status and arrival time. */
  log: RequestLogEntry[];
  /** The live fault list: push to it to inject faults later in a test. */
  faults: Fault[];
  /** Stop listening and drop connections. Safe to call twice. */
  close(): Promise<void>;
}

interface ServeModule {
  startServer(options: {
    distDir: string;
    courseDir: string;
    host?: string;
    port?: number;
    faults?: Fault[];
    page?: (playerPage: string) => Promise<string>;
  }): Promise<CourseServer>;
  contentTypeFor(fileName: string): string;
}

const serve = loadScriptModule<ServeModule>('scripts/serve.mjs');

/** Where `npm run build` puts the player. */
export const playerDistDir = path.join(repoRoot, 'dist');

/** A course fixture folder by name, e.g. courseFixture('showcase'). */
export function courseFixture(name: string): string {
  return path.join(repoRoot, 'test', 'fixtures', 'courses', name);
}

export interface CourseServerOptions {
  /** The player build to serve; the repo's dist/ by default (a test may pass a stand-in). */
  distDir?: string;
  faults?: Fault[];
  /** 0 (a free port) by default. */
  port?: number;
  /** Serve the page with the course's cover pre-rendered into it, as `npm start` does (issue 13). */
  prerender?: boolean;
  /** Pre-render the default language whatever the address asks, as a packaged course's index.html is. */
  prerenderDefaultLanguage?: boolean;
}

/** Serve the built player with `courseDir` as the course package, on 127.0.0.1. */
export function startCourseServer(courseDir: string, options: CourseServerOptions = {}): Promise<CourseServer> {
  return serve.startServer({
    distDir: options.distDir ?? playerDistDir,
    courseDir: path.resolve(courseDir),
    port: options.port ?? 0,
    faults: options.faults,
    // Loaded only by the tests that ask for it: it brings react-dom/server and jsdom.
    page: options.prerender
      ? async (html: string, request?: { language?: string | null }) => {
          const { prerenderCoverPage, readEntryFiles } = await import('../../../scripts/prerender/coverPage');
          return prerenderCoverPage(courseDir, html, await readEntryFiles(options.distDir ?? playerDistDir), undefined, options.prerenderDefaultLanguage ? null : (request?.language ?? null));
        }
      : undefined,
  });
}

export const contentTypeFor = serve.contentTypeFor;
