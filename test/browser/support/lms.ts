/**
 * A test LMS for the browser tests: scorm-again (TOOLCHAIN.md) as the SCORM API of a parent page
 * that frames a course package, the way an LMS launches a SCO.
 *
 *   const course = await packageForLms(courseDir, '1.2', work);    // npm run package, then unzip
 *   const lms = await startLms(course);                            // 127.0.0.1, a free port
 *   const session = await lms.launch(page, { version: '1.2' });    // window.API, course framed
 *   const frame = await session.courseFrame();                     // drive the course in it
 *   expect(apiErrors(await session.calls())).toEqual([]);
 *   await session.unloadCourse();                                  // the LMS closes the course frame
 *   const next = relaunchCmi(await session.cmi(), '1.2');          // what the LMS keeps for the next launch
 *   await lms.close();
 *
 * The page itself is test/browser/support/lms/ (lms.html, lms-page.js): it logs every API call with
 * its error code, refuses a suspend_data longer than SCORM allows (scorm-again does not in 1.2) and
 * records every call made after LMSFinish/Terminate (scorm-again accepts them).
 */
import { readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { packageAndUnzip } from './packagedCourse';
import type { Frame, Page } from 'puppeteer-core';
import { readImsManifest } from '../../../scripts/package/imsManifest';
import { repoRoot } from './loadScript';
import { withLanguage } from './player';
import { contentTypeFor } from './server';

export type ScormVersion = '1.2' | '2004';
/** The CMI as scorm-again's getFlattenedCMI() gives it: 'cmi.core.lesson_status' → 'passed'. */
export type Cmi = Record<string, string>;

/** One API call as the LMS page logged it. */
export interface LmsCall {
  method: string;
  args: string[];
  result: string;
  /** The API's error code right after the call ('0': none); '0' for the error functions themselves. */
  lastError: string;
  errorString: string;
  diagnostic: string;
  /** Milliseconds since the LMS page started. */
  at: number;
}

const FORMAT = { '1.2': 'scorm12', '2004': 'scorm2004' } as const;
const FINISH = { '1.2': 'LMSFinish', '2004': 'Terminate' } as const;
const INITIALIZE = { '1.2': 'LMSInitialize', '2004': 'Initialize' } as const;
const SET_VALUE = { '1.2': 'LMSSetValue', '2004': 'SetValue' } as const;
const COMMIT = { '1.2': 'LMSCommit', '2004': 'Commit' } as const;
/** SCORM's bound on cmi.suspend_data (1.2 CMIString4096; 2004 characterstring SPM 64,000). */
export const SUSPEND_DATA_MAX = { '1.2': 4096, '2004': 64000 } as const;
export const scormMethods = (version: ScormVersion) => ({ initialize: INITIALIZE[version], finish: FINISH[version], setValue: SET_VALUE[version], commit: COMMIT[version] });

export interface LmsPackage {
  /** The unzipped package, served as the LMS's content folder. */
  dir: string;
  version: ScormVersion;
  /** The mastery score the LMS reads from imsmanifest.xml (0..100), or null. */
  masteryScore: number | null;
}

/**
 * Packages a course folder as the README tells an administrator to (`npm run package -- --course
 * DIR --format scorm12|scorm2004 --out FILE`, with the player build in dist/), then unzips it as an
 * LMS does on upload, into `work`.
 */
export function packageForLms(courseDir: string, version: ScormVersion, work: string): LmsPackage {
  const dir = packageAndUnzip(courseDir, FORMAT[version], work);
  const manifest = readImsManifest(readFileSync(path.join(dir, 'imsmanifest.xml'), 'utf8'));
  return { dir, version, masteryScore: manifest.masteryScore };
}

/** What an LMS sets before a first launch: the learner, a new attempt, credit, and the manifest's mastery score. */
export function firstLaunchCmi(pkg: LmsPackage, learner = LEARNER): Cmi {
  if (pkg.version === '1.2') {
    return {
      'cmi.core.student_id': learner.id,
      'cmi.core.student_name': learner.name,
      'cmi.core.entry': 'ab-initio',
      'cmi.core.lesson_status': 'not attempted',
      'cmi.core.credit': 'credit',
      'cmi.core.lesson_mode': 'normal',
      ...(pkg.masteryScore === null ? {} : { 'cmi.student_data.mastery_score': String(pkg.masteryScore) }),
    };
  }
  return {
    'cmi.learner_id': learner.id,
    'cmi.learner_name': learner.name,
    'cmi.entry': 'ab-initio',
    'cmi.completion_status': 'unknown',
    'cmi.success_status': 'unknown',
    'cmi.credit': 'credit',
    'cmi.mode': 'normal',
    ...(pkg.masteryScore === null ? {} : { 'cmi.scaled_passing_score': String(pkg.masteryScore / 100) }),
  };
}

export const LEARNER = { id: 'learner-0042', name: 'Rivera, Ana' };

/**
 * What the LMS gives the next launch after a session ended with `cmi`: everything the course stored
 * (status, score, location, suspend_data, interactions), the session's time added to the total, the
 * exit turned into the entry (SCORM 1.2 RTE 3.4.4 / 2004 RTE 4.2.8: 'resume' after an exit of
 * 'suspend', else a new attempt) and no session values.
 */
export function relaunchCmi(cmi: Cmi, version: ScormVersion): Cmi {
  const core = version === '1.2' ? 'cmi.core.' : 'cmi.';
  const kept: Cmi = {};
  for (const [key, value] of Object.entries(cmi)) {
    if (typeof value !== 'string' || !key.startsWith('cmi.')) continue;
    if ([`${core}session_time`, `${core}exit`, `${core}entry`, `${core}total_time`].includes(key)) continue;
    kept[key] = value;
  }
  kept[`${core}entry`] = cmi[`${core}exit`] === 'suspend' ? 'resume' : '';
  // The first session's total was zero, so the new total is the session's own time.
  if (cmi[`${core}session_time`]) kept[`${core}total_time`] = cmi[`${core}session_time`];
  return kept;
}

export interface LaunchOptions {
  version: ScormVersion;
  /** The CMI the LMS holds before the course starts (firstLaunchCmi, or relaunchCmi of an earlier session). */
  cmi: Cmi;
  /** Also send every call to the test as it happens, so the log outlives the LMS page (see reportsAfterLeaving). */
  mirrorCalls?: boolean;
  /** The LMS keeps ASCII only (as one whose database does): any other character comes back as '?'. */
  asciiOnly?: boolean;
  /**
   * A query for the course's launch URL, as an LMS may add one (e.g. 'language=ar', SPEC 5.3); it
   * names English when it names no language (player.ts withLanguage: no first-selection popup).
   */
  courseQuery?: string;
  /** Launch with the query as given, naming no language unless it does: a first launch shows SPEC 2.8's popup. */
  languageUnnamed?: boolean;
}

export interface LmsSession {
  page: Page;
  version: ScormVersion;
  /** The course's frame (its document changes with it; the Frame stays). */
  courseFrame(): Promise<Frame>;
  /** Every API call so far, in order. */
  calls(): Promise<LmsCall[]>;
  /** The LMS's CMI now (scorm-again's getFlattenedCMI). */
  cmi(): Promise<Cmi>;
  /** Every suspend_data the course tried to set beyond SCORM's bound (refused with an error). */
  suspendDataTooLong(): Promise<{ length: number; at: number }[]>;
  /** Calls made after a successful LMSFinish/Terminate. */
  callsAfterFinish(): Promise<LmsCall[]>;
  /** Waits until every key of `expected` has its value in the CMI (the course sets them as the learner goes). */
  waitForCmi(expected: Cmi, timeout?: number): Promise<Cmi>;
  /** The LMS closes the course's frame (as when the learner leaves the course in the LMS): the course's page unloads. */
  unloadCourse(): Promise<void>;
  /**
   * After the LMS page went away: waits until the LMS reported that the course finished (the
   * session's LMSFinish/Terminate) and every report sent before it, then gives the calls (mirrored
   * with `mirrorCalls`) and the CMI the LMS held at that moment.
   */
  reportsAfterLeaving(timeout?: number): Promise<{ calls: LmsCall[]; atFinish: Cmi }>;
}

export interface Lms {
  url: string;
  launch(page: Page, options: LaunchOptions): Promise<LmsSession>;
  close(): Promise<void>;
}

const lmsPageDir = path.join(__dirname, 'lms');
const scormAgainDir = path.join(repoRoot, 'node_modules', 'scorm-again', 'dist');

/** Serves the LMS page at / and the package under /course/, on 127.0.0.1 at a free port. */
export async function startLms(pkg: LmsPackage): Promise<Lms> {
  const launches = new Map<string, unknown>();
  const sessions = new Map<string, LmsSession>();

  const onReport = (id: string, body: string) => {
    const session = sessions.get(id);
    if (!session) return;
    (session as LmsSession & { reports: Report[] }).reports.push(JSON.parse(body) as Report);
  };
  const root = path.resolve(pkg.dir);

  const fileFor = (urlPath: string): string | null => {
    if (urlPath === '/' || urlPath === '/lms.html') return path.join(lmsPageDir, 'lms.html');
    if (urlPath === '/lms-page.js') return path.join(lmsPageDir, 'lms-page.js');
    const script = /^\/scorm-again\/(scorm12|scorm2004)\.js$/.exec(urlPath);
    if (script) return path.join(scormAgainDir, `${script[1]}.js`);
    if (urlPath.startsWith('/course/')) {
      const file = path.join(root, urlPath.slice('/course/'.length));
      return file.startsWith(root + path.sep) ? file : null;
    }
    return null;
  };

  const server: Server = createServer((req, res) => {
    void (async () => {
      let urlPath: string;
      try {
        urlPath = decodeURIComponent((req.url ?? '/').split('?')[0]);
      } catch {
        res.writeHead(400).end();
        return;
      }
      const reported = /^\/report\/(\d+)$/.exec(urlPath);
      if (reported && req.method === 'POST') {
        const chunks: Buffer[] = [];
        for await (const chunk of req) chunks.push(chunk as Buffer);
        onReport(reported[1], Buffer.concat(chunks).toString('utf8'));
        res.writeHead(204).end();
        return;
      }
      const launch = /^\/launch\/(\d+)\.json$/.exec(urlPath);
      if (launch && launches.has(launch[1])) {
        res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' }).end(JSON.stringify(launches.get(launch[1])));
        return;
      }
      const file = urlPath.split('/').includes('..') ? null : fileFor(urlPath);
      const info = file ? await stat(file).catch(() => null) : null;
      if (!file || !info?.isFile()) {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
        return;
      }
      res.writeHead(200, { 'Content-Type': contentTypeFor(file), 'Cache-Control': 'no-store' }).end(await readFile(file));
    })().catch((error: Error) => {
      if (!res.headersSent) res.writeHead(500).end(error.message);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  let next = 0;

  return {
    url,
    async launch(page, options) {
      const id = String(++next);
      launches.set(id, { version: options.version, cmi: options.cmi, courseUrl: `course/index.html?${options.languageUnnamed ? (options.courseQuery ?? '') : withLanguage(options.courseQuery ?? '')}`, mirrorCalls: Boolean(options.mirrorCalls), asciiOnly: Boolean(options.asciiOnly) });
      const session = lmsSession(page, options.version);
      sessions.set(id, session);
      await page.goto(`${url}lms.html?launch=${id}`, { waitUntil: 'domcontentloaded' });
      await page.waitForFunction(() => (window as unknown as LmsWindow).lms.ready || (window as unknown as LmsWindow).lms.failure, { timeout: 10000 });
      const failure = await page.evaluate(() => (window as unknown as LmsWindow).lms.failure);
      if (failure) throw new Error(`The test LMS did not start: ${failure}`);
      // The LMS must hold exactly what the launch gave it, or a relaunch would test less than it says.
      // (getFlattenedCMI leaves out a few elements, such as 1.2's total_time: those are read from its model.)
      // Read as loaded, before the course's frame ran: the course writes its status at launch.
      const held = await page.evaluate(() => (window as unknown as LmsWindow).lms.loaded ?? {});
      const lost = Object.entries(options.cmi).filter(([key, value]) => held[key] !== value);
      if (lost.length) throw new Error(`The test LMS did not take these CMI values: ${lost.map(([k, v]) => `${k}=${JSON.stringify(v)} (holds ${JSON.stringify(held[k])})`).join(', ')}`);
      return session;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface LmsWindow {
  lms: {
    ready: boolean;
    failure: string | null;
    calls: LmsCall[];
    suspendDataTooLong: { length: number; at: number }[];
    afterFinish: LmsCall[];
    api: { getFlattenedCMI(): Record<string, unknown> };
    /** The launch CMI as the LMS held it before the course ran. */
    loaded?: Record<string, string>;
  };
}

function flatCmi(): Cmi {
  const raw = (window as unknown as LmsWindow).lms.api.getFlattenedCMI();
  const out: Cmi = {};
  for (const [key, value] of Object.entries(raw)) if (typeof value === 'string' || typeof value === 'number') out[key] = String(value);
  return out;
}

interface Report {
  seq: number;
  kind: 'call' | 'finished' | 'failure';
  entry: unknown;
}

function lmsSession(page: Page, version: ScormVersion): LmsSession & { reports: Report[] } {
  const cmi = () => page.evaluate(flatCmi);
  const reports: Report[] = [];
  const complete = () => {
    const finished = reports.find((r) => r.kind === 'finished');
    // Beacons may arrive out of order: the finish report counts once none sent before it is missing.
    return finished && reports.filter((r) => r.seq < finished.seq).length === finished.seq ? finished : null;
  };
  return {
    page,
    version,
    reports,
    async reportsAfterLeaving(timeout = 10000) {
      const started = Date.now();
      while (!complete() && Date.now() - started < timeout) await new Promise((resolve) => setTimeout(resolve, 20));
      const finished = complete();
      if (!finished) throw new Error(`The course did not finish its LMS session before the LMS page went away (reports: ${reports.map((r) => r.kind).join(', ') || 'none'})`);
      const calls = [...reports].sort((a, b) => a.seq - b.seq).filter((r) => r.kind === 'call').map((r) => r.entry as LmsCall);
      return { calls, atFinish: finished.entry as Cmi };
    },
    async courseFrame() {
      const handle = await page.waitForSelector('#course');
      const frame = await handle!.contentFrame();
      if (!frame) throw new Error('The LMS page has no course frame');
      return frame;
    },
    calls: () => page.evaluate(() => (window as unknown as LmsWindow).lms.calls),
    cmi,
    suspendDataTooLong: () => page.evaluate(() => (window as unknown as LmsWindow).lms.suspendDataTooLong),
    callsAfterFinish: () => page.evaluate(() => (window as unknown as LmsWindow).lms.afterFinish),
    async waitForCmi(expected, timeout = 10000) {
      try {
        await page.waitForFunction(
          (want: Cmi) => {
            const now = (window as unknown as LmsWindow).lms.api.getFlattenedCMI();
            return Object.entries(want).every(([key, value]) => String(now[key] ?? '') === value);
          },
          { timeout, polling: 50 },
          expected,
        );
      } catch (error) {
        const now = await cmi();
        const differ = Object.keys(expected).filter((key) => (now[key] ?? '') !== expected[key]);
        throw new Error(`The LMS's CMI did not reach ${differ.map((k) => `${k}=${JSON.stringify(expected[k])}`).join(', ')}; it holds ${differ.map((k) => `${k}=${JSON.stringify(now[k] ?? '')}`).join(', ')} (${(error as Error).message})`);
      }
      return cmi();
    },
    async unloadCourse() {
      await page.evaluate(() => {
        (document.getElementById('course') as HTMLIFrameElement).src = 'about:blank';
      });
      await page.waitForFunction(() => {
        const frame = document.getElementById('course') as HTMLIFrameElement;
        return frame.contentWindow?.location.href === 'about:blank' && frame.contentDocument?.readyState === 'complete';
      });
    },
  };
}

/** The calls that ended in an error (the error functions themselves excluded). */
export const apiErrors = (calls: LmsCall[]) => calls.filter((c) => c.lastError !== '0');
/** Calls of one method, e.g. count(calls, 'LMSFinish'). */
export const callsOf = (calls: LmsCall[], method: string) => calls.filter((c) => c.method === method);
/** The values the course set on one element, in order. */
export const valuesSet = (calls: LmsCall[], version: ScormVersion, element: string) =>
  calls.filter((c) => c.method === SET_VALUE[version] && c.args[0] === element).map((c) => c.args[1]);

/** One cmi.interactions.n, read from the flattened CMI with the version's field names. */
export interface CmiInteraction {
  index: number;
  id: string;
  type: string;
  response: string;
  pattern: string;
  result: string;
  latency: string;
  /** 1.2 cmi.interactions.n.time; 2004 timestamp. */
  time: string;
  /** 2004 only. */
  description: string;
  weighting: string;
}

export function interactionsOf(cmi: Cmi, version: ScormVersion): CmiInteraction[] {
  const out: CmiInteraction[] = [];
  for (let index = 0; `cmi.interactions.${index}.id` in cmi; index++) {
    const field = (name: string) => cmi[`cmi.interactions.${index}.${name}`] ?? '';
    out.push({
      index,
      id: field('id'),
      type: field('type'),
      response: field(version === '1.2' ? 'student_response' : 'learner_response'),
      pattern: field('correct_responses.0.pattern'),
      result: field('result'),
      latency: field('latency'),
      time: field(version === '1.2' ? 'time' : 'timestamp'),
      description: field('description'),
      weighting: field('weighting'),
    });
  }
  return out;
}

/**
 * A stand-in for puppeteer's Page that works inside the course frame, for the question drivers
 * (test/browser/drivers/): queries and scripts go to the frame, keys and the mouse to the page
 * (puppeteer gives element boxes in the page's coordinates, so clicks and drags land right).
 */
export function framePage(page: Page, frame: Frame): Page {
  return new Proxy(frame, {
    get(target, property) {
      if (property === 'keyboard' || property === 'mouse') return page[property];
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  }) as unknown as Page;
}
