/**
 * A course tracked to a custom LRS (settings.js xApi.lrs, SPEC 7.8) in Chromium, across origins as
 * in real hosting: the learner answers, and each statement reaches the LRS valid and once; with the
 * LRS answering 503 to 30% of requests (SPEC 7.1 retries) and a reload mid-course, every statement
 * still arrives once, and none is lost (the outbox in localStorage, docs/xapi.md).
 *
 * The LRS here is a recording endpoint of this test on 127.0.0.1 that keeps statements by id as
 * xAPI 1.0.3 says (a second POST of a kept id changes nothing), refuses invalid ones with 400
 * (@learninglocker/xapi-validation, as Learning Locker does), checks the basic credentials and
 * answers CORS preflights; faults are injected here at will. A whole course against Learning
 * Locker's own statement service is learning-locker.test.ts. The fault test is run again against
 * the strict xAPI 1.0.3 test LRS of test/support/testLrs.ts (503s and dropped connections,
 * conflicts by content).
 */
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import validateStatement from '@learninglocker/xapi-validation';
import type { Page } from 'puppeteer-core';
import { driverOf } from './support/lmsCourse';
import { browserTestEnv } from './support/harness';
import { openRoute, readOutline, type CourseOutline } from './support/player';
import { courseTrackedTo, EVERY_VERB, LEARNER_QUERY } from './support/customLrsCourse';
import { courseFixture, type CourseServer } from './support/server';
import { startTestLrs } from '../support/testLrs';

type Statement = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const CREDENTIALS = { username: 'player', password: 's3cret' };
const AUTH = `Basic ${Buffer.from(`${CREDENTIALS.username}:${CREDENTIALS.password}`).toString('base64')}`;

interface RecordingLrs {
  endpoint: string;
  /** Statements kept, by id, in arrival order. */
  kept: Map<string, Statement>;
  /** Every POSTed statement id, replays included. */
  posted: string[];
  /** Requests answered 503 on purpose. */
  faulted: number;
  invalid: string[];
  /** The share of statement POSTs answered 503 (a fixed pattern: every request whose index mod 10 is < 3). */
  failShare: number;
  /** Answer each statement POST this late (it is recorded on arrival): a page closed meanwhile never sees the answer. */
  answerDelayMs: number;
  /** Every statement POST: whether the browser sent it with keepalive is not visible, so its arrival time is kept. */
  arrivals: { at: number; ids: string[] }[];
  close(): Promise<void>;
}

async function startRecordingLrs(): Promise<RecordingLrs> {
  let requests = 0;
  const lrs = { kept: new Map(), posted: [], faulted: 0, invalid: [], failShare: 0, answerDelayMs: 0, arrivals: [] } as unknown as RecordingLrs;
  const cors = {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Headers': 'Authorization, Content-Type, X-Experience-API-Version',
    'Access-Control-Allow-Methods': 'POST, PUT, GET, OPTIONS',
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const send = (status: number, body: unknown = '') => {
        const answer = () => {
          if (res.destroyed) return;
          res.writeHead(status, { ...cors, 'Content-Type': 'application/json', 'X-Experience-API-Version': '1.0.3' });
          res.end(body === '' ? '' : JSON.stringify(body));
        };
        if (req.method === 'POST' && lrs.answerDelayMs > 0) setTimeout(answer, lrs.answerDelayMs);
        else answer();
      };
      if (req.method === 'OPTIONS') return send(204);
      if (req.method !== 'POST' || req.url !== '/xAPI/statements') return send(404, { message: 'not found' });
      if (req.headers.authorization !== AUTH) return send(401, { message: 'Unauthorised' });
      if (req.headers['x-experience-api-version'] !== '1.0.3') return send(400, { message: 'X-Experience-API-Version header missing' });
      const index = requests++;
      if (index % 10 < lrs.failShare * 10) {
        lrs.faulted++;
        return send(503, { message: 'try later' });
      }
      const batch = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Statement[];
      for (const s of batch) {
        const warnings = validateStatement(s) as unknown[];
        if (warnings.length > 0) {
          lrs.invalid.push(`${s.id}: ${JSON.stringify(warnings)}`);
          return send(400, { message: 'invalid statement', warnings });
        }
      }
      lrs.arrivals.push({ at: Date.now(), ids: batch.map((s) => s.id) });
      for (const s of batch) {
        lrs.posted.push(s.id);
        if (!lrs.kept.has(s.id)) lrs.kept.set(s.id, s);
      }
      send(200, batch.map((s) => s.id));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  lrs.endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/xAPI`;
  lrs.close = () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); });
  return lrs;
}

const env = browserTestEnv();
let work: string;
let outline: CourseOutline;
let lrs: RecordingLrs;
let server: CourseServer;

beforeAll(async () => {
  lrs = env.use(await startRecordingLrs());
  work = await env.tempDir('custom-lrs-');
  const dir = await courseTrackedTo(path.join(work, 'course'), { uri: lrs.endpoint, ...CREDENTIALS }, { xApi: { allowedVerbs: EVERY_VERB, lmsAllowedVerbs: EVERY_VERB } });
  outline = readOutline(dir);
  server = await env.serve(dir);
});

const choiceQuestions = () => outline.sections.flatMap((s) => s.questions.filter((q) => !q.isSurvey && (q.type === 'singleSelectText' || q.type === 'multipleSelect')).map((q) => ({ ...q, sectionId: s.id })));

async function answerRightly(page: Page, q: ReturnType<typeof choiceQuestions>[number]): Promise<void> {
  await openRoute(page, server, `/sections/${q.sectionId}/questions/${q.id}`, LEARNER_QUERY);
  await page.waitForSelector('.answer-form');
  await page.focus('main h1');
  await driverOf(q.type).answerCorrectlyWithKeyboard(page, q as never, 'en');
  await page.click('.answer-form button[type=submit]');
  await page.waitForSelector('.answer-form button[type=submit][disabled], .feedback, [data-feedback]');
}

/** Waits (polling the LRS) until it has what `done` asks for; the LRS retries are every 3000 ms. */
async function lrsHas(done: (statements: Statement[]) => boolean, what: string): Promise<Statement[]> {
  for (let i = 0; i < 120; i++) {
    const statements = [...lrs.kept.values()];
    if (done(statements)) return statements;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The LRS never got ${what}; it has ${[...lrs.kept.values()].map((s) => s.verb.display['en-US']).join(', ')}`);
}

const answeredIds = (statements: Statement[]) => statements.filter((s) => s.verb.display['en-US'] === 'answered').map((s) => s.object.id as string);

test('SPEC 7.8: a learner answers; the statements reach the custom LRS with its credentials, valid, once each', async () => {
  const { page, errors } = await env.page();
  const [q] = choiceQuestions();
  await answerRightly(page, q);
  const statements = await lrsHas((all) => answeredIds(all).some((id) => id.endsWith(`/questions/${q.id}`)), `the answer of ${q.id}`);
  expect(lrs.invalid).toEqual([]);
  expect(statements.map((s) => s.verb.display['en-US']).slice(0, 2)).toEqual(['launched', 'started']);
  expect(answeredIds(statements).filter((id) => id.endsWith(`/questions/${q.id}`))).toHaveLength(1);
  const answered = statements.find((s) => s.object.id.endsWith(`/questions/${q.id}`))!;
  expect(answered.result).toMatchObject({ success: true, score: { scaled: 1 } });
  expect(answered.object.id.startsWith(`https://open-course-player.org/xapi/courses/${outline.id}/`)).toBe(true);
  expect(new Set(lrs.posted).size).toBe(lrs.posted.length);
  expect(errors).toEqual([]);
  await page.close();
});

test('SPEC 7.1: with the LRS down, then answering 503 to 30% of requests, a tab closed mid-course and a relaunch, every statement arrives exactly once', async () => {
  lrs.kept.clear();
  lrs.posted.length = 0;
  lrs.failShare = 1;
  const first = await env.page();
  const [, q1, q2] = choiceQuestions();
  await answerRightly(first.page, q1);
  // The answer waits in the outbox (localStorage) while the LRS fails every request.
  const waiting = await first.page.evaluate(() => Object.entries(localStorage).filter(([k]) => k.startsWith('xapi_outbox:')).flatMap(([, v]) => JSON.parse(v) as { id: string; verb: { display: Record<string, string> } }[]));
  expect(waiting.map((s) => s.verb.display['en-US'])).toEqual(expect.arrayContaining(['launched', 'answered']));
  await first.page.close({ runBeforeUnload: true }); // the tab is closed (its keepalive flush fails too)
  expect(lrs.kept.size).toBe(0);

  lrs.failShare = 0.3;
  const second = await env.page();
  await answerRightly(second.page, q2);
  await lrsHas((all) => waiting.every((w) => all.some((s) => s.id === w.id)) && [q1, q2].every((q) => answeredIds(all).some((id) => id.endsWith(`/questions/${q.id}`))), 'what the closed tab left and the new answer');
  // Let the outbox empty: every statement the pages built is then in the LRS.
  await second.page.waitForFunction(() => Object.keys(localStorage).filter((k) => k.startsWith('xapi_outbox:')).length === 0, { timeout: 60_000 });
  const final = [...lrs.kept.values()];
  expect(lrs.faulted).toBeGreaterThan(0);
  expect(lrs.invalid).toEqual([]);
  for (const w of waiting) expect(lrs.kept.get(w.id)).toEqual(w);
  for (const q of [q1, q2]) expect(answeredIds(final).filter((id) => id.endsWith(`/questions/${q.id}`))).toHaveLength(1);
  expect(final.filter((s) => s.verb.display['en-US'] === 'launched')).toHaveLength(2);
  expect([...first.errors, ...second.errors]).toEqual([]);
  await second.page.close();
});

test('page hide: the statements of a tab closed while the LRS is slow still arrive (keepalive, across origins), and the relaunch replays them harmlessly', async () => {
  lrs.kept.clear();
  lrs.posted.length = 0;
  lrs.failShare = 0;
  lrs.arrivals.length = 0;
  // The LRS takes 10 s to answer. The outbox has one request in flight (the launch's statements), so
  // the answer waits behind it in the queue: only page hide's keepalive request can carry it out.
  lrs.answerDelayMs = 10_000;
  const { page } = await env.page();
  const [, , , q] = choiceQuestions();
  await answerRightly(page, q);
  const answeredId = await page.evaluate(() => {
    const queued = Object.entries(localStorage).filter(([k]) => k.startsWith('xapi_outbox:')).flatMap(([, v]) => JSON.parse(v) as { id: string; verb: { id: string } }[]);
    return queued.find((s) => s.verb.id.endsWith('/answered'))?.id ?? null;
  });
  expect(answeredId).not.toBeNull();
  expect(lrs.arrivals.flatMap((a) => a.ids)).not.toContain(answeredId);
  const closedAt = Date.now();
  await page.close({ runBeforeUnload: true });
  // The keepalive request of page hide outlives the tab.
  await lrsHas((all) => all.some((s) => s.id === answeredId), 'the answer sent on page hide');
  expect(lrs.arrivals.find((a) => a.ids.includes(answeredId!))!.at).toBeGreaterThanOrEqual(closedAt);
  lrs.answerDelayMs = 0;
  // A relaunch sends what the closed tab never saw answered; the LRS keeps each id once.
  const again = await env.page();
  await openRoute(again.page, server, `/sections/${q.sectionId}/questions/${q.id}`, LEARNER_QUERY);
  await again.page.waitForFunction(() => Object.keys(localStorage).filter((k) => k.startsWith('xapi_outbox:')).length === 0, { timeout: 60_000 });
  expect(answeredIds([...lrs.kept.values()]).filter((id) => id.endsWith(`/questions/${q.id}`))).toHaveLength(1);
  expect(lrs.invalid).toEqual([]);
  await again.page.close();
});

test('against the strict test LRS (503 to 30%, 10% dropped connections): a tab closed mid-course and a relaunch give every statement exactly once', async () => {
  const strict = env.use(await startTestLrs({ username: 'player', password: 's3cret', faults: { status503Share: 0.3, dropShare: 0.1, seed: 12, resource: 'statements' } }));
  const dir = await courseTrackedTo(path.join(work, 'strict'), { uri: strict.endpoint, ...CREDENTIALS }, { xApi: { allowedVerbs: EVERY_VERB } });
  const strictServer = await env.serve(dir);
  const outboxEmpty = (page: Page) => page.waitForFunction(() => Object.keys(localStorage).filter((k) => k.startsWith('xapi_outbox:')).length === 0, { timeout: 60_000 });
  const [q1, q2] = choiceQuestions();
  const first = await env.page();
  await openRoute(first.page, strictServer, `/sections/${q1.sectionId}/questions/${q1.id}`, LEARNER_QUERY);
  await first.page.waitForSelector('.answer-form');
  await first.page.focus('main h1');
  await driverOf(q1.type).answerCorrectlyWithKeyboard(first.page, q1 as never, 'en');
  await first.page.click('.answer-form button[type=submit]');
  await first.page.close({ runBeforeUnload: true });
  const second = await env.page();
  await openRoute(second.page, strictServer, `/sections/${q2.sectionId}/questions/${q2.id}`, LEARNER_QUERY);
  await second.page.waitForSelector('.answer-form');
  await second.page.focus('main h1');
  await driverOf(q2.type).answerCorrectlyWithKeyboard(second.page, q2 as never, 'en');
  await second.page.click('.answer-form button[type=submit]');
  await outboxEmpty(second.page);
  const stored = strict.statements() as Statement[];
  // Seed 12 faults the first requests: a 503, a dropped connection, and more of both after.
  expect(strict.requests.some((r) => r.status === 503)).toBe(true);
  expect(strict.requests.some((r) => r.method === 'POST' && r.status === 0)).toBe(true);
  const ids = stored.map((s) => s.id);
  expect(new Set(ids).size).toBe(ids.length);
  for (const q of [q1, q2]) expect(answeredIds(stored).filter((id) => id.endsWith(`/questions/${q.id}`))).toHaveLength(1);
  expect(stored.filter((s) => s.verb.display['en-US'] === 'launched')).toHaveLength(2);
  for (const s of stored) {
    const { stored: _stored, version: _version, authority: _authority, ...sent } = s;
    expect(validateStatement(sent)).toEqual([]);
  }
  expect([...first.errors, ...second.errors]).toEqual([]);
  await second.page.close();
});

describe('SPEC 2.10 / 4.3 / 8.4: a custom LRS with an empty URI', () => {
  let misconfigured: CourseServer;
  beforeAll(async () => {
    const dir = await courseTrackedTo(path.join(work, 'no-uri'), { uri: '', ...CREDENTIALS });
    misconfigured = await env.serve(dir);
  });

  test('shows the LRS misconfiguration screen at the root; Close course (keyboard) leaves the close text; axe-clean', async () => {
    const { page, errors } = await env.page();
    await page.goto(`${misconfigured.url}#/sections`, { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('.error-page h1');
    const labels = JSON.parse(await readFile(path.join(courseFixture('showcase'), 'lang', 'en.json'), 'utf8')) as Record<string, string>;
    expect(await page.$eval('.error-page h1', (h) => h.textContent)).toBe(labels['[configuration error]']);
    expect(await page.$eval('.error-page-text', (p) => p.textContent)).toBe(labels['[invalid lrs configuration]']);
    expect(await page.evaluate(() => window.location.hash)).toBe('#/');
    await env.axe(page);
    if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: path.join(process.env.SCREENSHOT_DIR, 'lrs-misconfiguration-wide.png') });
    await page.setViewport({ width: 390, height: 844 });
    if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: path.join(process.env.SCREENSHOT_DIR, 'lrs-misconfiguration-phone.png') });
    for (let i = 0; i < 10 && !(await page.evaluate(() => document.activeElement?.matches('.error-page .btn-primary') ?? false)); i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(labels['[close course]']);
    await page.keyboard.press('Enter');
    await page.waitForFunction((text) => document.querySelector('.error-page-text')?.textContent === text, {}, labels['[close course text]']);
    expect(await page.$('.error-page .btn-primary')).toBeNull();
    await env.axe(page);
    expect(errors).toEqual([]);
    await page.close();
  });

  test('in Arabic: right to left, in the course language, axe-clean', async () => {
    const { page, errors } = await env.page();
    await page.goto(`${misconfigured.url}?language=ar#/`, { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('.error-page h1');
    const labels = JSON.parse(await readFile(path.join(courseFixture('showcase'), 'lang', 'ar.json'), 'utf8')) as Record<string, string>;
    expect(await page.$eval('.error-page h1', (h) => h.textContent)).toBe(labels['[configuration error]']);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await env.axe(page);
    if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: path.join(process.env.SCREENSHOT_DIR, 'lrs-misconfiguration-rtl.png') });
    expect(errors).toEqual([]);
    await page.close();
  });
});
