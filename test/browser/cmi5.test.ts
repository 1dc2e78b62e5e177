/**
 * A cmi5 AU launched by an LMS (ISSUE 11 §4): the showcase packaged with `npm run package -- --format
 * cmi5`, unzipped, and opened as a cmi5 LMS opens it (endpoint, fetch, registration, activityId,
 * actor), against the strict test LRS (test/support/testLrs.ts) holding LMS.LaunchData, with a fetch
 * URL that gives the token once. The learner answers every scored question right and closes the tab:
 * the LRS holds initialized, passed, completed, terminated, in that order, with the context template.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { packageAndUnzip } from './support/packagedCourse';
import { CMI5_NS } from '../../scripts/package/cmi5Xml';
import { parseXml } from '../../scripts/package/xml';
import { startTestLrs, type TestLrs } from '../support/testLrs';
import { browserTestEnv } from './support/harness';
import { answer, courseShown, coursePages, isScored, type CoursePage } from './support/lmsCourse';
import { courseFixture, type CourseServer } from './support/server';
import { withLanguage } from './support/player';

const actor = { objectType: 'Agent', name: 'Ana Rivera', account: { homePage: 'https://lms.example', name: 'ana.rivera' } };
const SESSION = 'https://w3id.org/xapi/cmi5/context/extensions/sessionid';
const VERBS: Record<string, string> = {
  'http://adlnet.gov/expapi/verbs/initialized': 'initialized',
  'http://adlnet.gov/expapi/verbs/passed': 'passed',
  'http://adlnet.gov/expapi/verbs/failed': 'failed',
  'http://adlnet.gov/expapi/verbs/completed': 'completed',
  'http://adlnet.gov/expapi/verbs/terminated': 'terminated',
};

const env = browserTestEnv();
let packageDir: string;
let auId: string;
let lrs: TestLrs;
let server: CourseServer;
let fetchServer: http.Server;
let fetchBase: string;
let tokensGiven = 0;
let pages: CoursePage[];


beforeAll(async () => {
  packageDir = packageAndUnzip(courseFixture('showcase'), 'cmi5', await env.tempDir('cmi5-'));
  // The LMS launches the AU that cmi5.xml declares.
  auId = parseXml(readFileSync(path.join(packageDir, 'cmi5.xml'), 'utf8')).children.find((c) => c.ns === CMI5_NS && c.name === 'au')!.attrs.get('id')!;
  pages = await coursePages(packageDir);
  lrs = env.use(await startTestLrs({ username: 'lms-key', password: 'lms-secret' }));
  server = await env.serve(packageDir, { distDir: packageDir });
  // The LMS's fetch URL: the token (the LRS's own credential) once, cmi5's error 1 after.
  fetchServer = http.createServer((req, res) => {
    const cors = { 'Access-Control-Allow-Origin': '*', 'Content-Type': 'application/json' };
    if (req.method !== 'POST') return void res.writeHead(req.method === 'OPTIONS' ? 204 : 405, cors).end();
    tokensGiven++;
    const body = tokensGiven === 1 ? { 'auth-token': lrs.authorization.replace(/^Basic /, '') } : { 'error-code': '1', 'error-text': 'already in use' };
    res.writeHead(200, cors).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => fetchServer.listen(0, '127.0.0.1', resolve));
  env.onClose(() => new Promise((resolve) => fetchServer.close(resolve)));
  fetchBase = `http://127.0.0.1:${(fetchServer.address() as AddressInfo).port}/fetch`;
}, 120000);

const isDefined = (s: Record<string, unknown>) => (s.verb as { id: string }).id in VERBS;
/** cmi5's defined statements in the LRS, by verb; the allowed ones (answered…) are checked apart. */
const verbs = () => lrs.statements().filter(isDefined).map((s) => VERBS[(s.verb as { id: string }).id]);

test('a learner who passes and closes the tab: initialized, passed, completed, terminated in the LRS, in order, with the context template', async () => {
  const registration = randomUUID();
  const template = { contextActivities: { grouping: [{ id: 'https://lms.example/courses/7', objectType: 'Activity' }] }, extensions: { [SESSION]: randomUUID() } };
  lrs.putState(auId, actor, 'LMS.LaunchData', JSON.stringify({ contextTemplate: template, launchMode: 'Normal', moveOn: 'Passed', masteryScore: 0.7 }), registration);
  const query = new URLSearchParams({ endpoint: lrs.endpoint, fetch: `${fetchBase}?r=${registration}`, registration, activityId: auId, actor: JSON.stringify(actor) });
  const player = await env.page();
  // Named language (SPEC 5.3): no first-selection popup over the course (course-language.test.ts tests it).
  await player.page.goto(`${server.url}?${withLanguage(query.toString())}`, { waitUntil: 'domcontentloaded' });
  await courseShown(player.page.mainFrame());
  while (verbs().length < 1) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(tokensGiven).toBe(1);

  for (const q of pages.filter(isScored)) expect(await answer(player.page, player.page.mainFrame(), q, 'right')).toBe('correct');
  while (verbs().length < 3) await new Promise((resolve) => setTimeout(resolve, 50));
  await env.axe(player.page);
  expect(player.errors).toEqual([]);

  await player.page.close({ runBeforeUnload: true });
  while (verbs().length < 4) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(verbs()).toEqual(['initialized', 'passed', 'completed', 'terminated']);
  const all = lrs.statements();
  // The answers went as cmi5 allowed statements, between initialized and terminated.
  expect(all.filter((s) => (s.verb as { id: string }).id === 'http://adlnet.gov/expapi/verbs/answered')).toHaveLength(pages.filter(isScored).length);
  expect(all[0].verb).toMatchObject({ id: 'http://adlnet.gov/expapi/verbs/initialized' });
  expect(all[all.length - 1].verb).toMatchObject({ id: 'http://adlnet.gov/expapi/verbs/terminated' });
  for (const s of all) {
    expect(s.actor).toEqual(actor);
    const ctx = s.context as { registration: string; extensions: Record<string, unknown>; contextActivities: { grouping: unknown[]; category?: { id: string }[] } };
    expect(ctx.registration).toBe(registration);
    expect(ctx.extensions[SESSION]).toBe(template.extensions[SESSION]);
    expect(ctx.contextActivities.grouping).toEqual(expect.arrayContaining(template.contextActivities.grouping));
    const categories = (ctx.contextActivities.category ?? []).map((c) => c.id);
    // The cmi5 category marks cmi5's defined statements, and only them (cmi5 9.6.2.1).
    if (isDefined(s)) expect(s.object).toMatchObject({ id: auId });
    expect(categories.includes('https://w3id.org/xapi/cmi5/context/categories/cmi5')).toBe(isDefined(s));
  }
  // Every LRS request carried the token and the version header; none was refused.
  const calls = lrs.requests.filter((r) => r.method !== 'OPTIONS');
  expect(calls.filter((r) => r.headers.authorization !== lrs.authorization || r.headers['x-experience-api-version'] !== '1.0.3')).toEqual([]);
  expect(calls.filter((r) => r.status >= 400 && !(r.method === 'GET' && r.status === 404))).toEqual([]);
}, 120000);
