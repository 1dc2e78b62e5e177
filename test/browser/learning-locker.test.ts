/**
 * The showcase tracked to a custom LRS (settings.js xApi, SPEC 7.8) that is Learning Locker's own
 * statement service (test/support/learningLocker.ts, TOOLCHAIN.md), played in Chromium like a
 * learner: start, every page in order, answers right and wrong, the end of the course, the tab
 * closed. The statements are then read back from Learning Locker (GET /xAPI/statements, `more`
 * links followed). Learning Locker refuses an invalid statement with 400, so its access log with
 * no refusal is the proof that every statement the player made is valid end to end.
 *
 * The player's page and the LRS are on different origins, as in real hosting: the requests go
 * through CORS preflights, which Learning Locker answers itself (docs/xapi.md).
 */
import path from 'node:path';
import type { HTTPRequest } from 'puppeteer-core';
import { startLearningLocker, type AccessLogEntry, type LearningLocker, type StoredStatement } from '../support/learningLocker';
import { courseTrackedTo, EVERY_VERB, LEARNER_QUERY } from './support/customLrsCourse';
import { textIn } from './drivers/types';
import { browserTestEnv } from './support/harness';
import { answer, coursePages, courseShown, driverOf, isAnswerable, isScored, openCourseRoute, routeOf, type CoursePage } from './support/lmsCourse';
import { openRoute, readOutline, type CourseOutline } from './support/player';
import type { CourseServer } from './support/server';

const CREDENTIALS = { username: 'player', password: 's3cret' };
/** docs/xapi.md: activity ids come from the course id under the player's own IRI base, never from the page's address. */
const IRI_BASE = 'https://open-course-player.org/xapi/';
const INTERACTION_TYPES = ['true-false', 'choice', 'fill-in', 'long-fill-in', 'matching', 'performance', 'sequencing', 'likert', 'numeric', 'other'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const env = browserTestEnv();
let ll: LearningLocker;
let work: string;
let server: CourseServer;
let pages: CoursePage[];
let outline: CourseOutline;

beforeAll(async () => {
  ll = env.use(await startLearningLocker(CREDENTIALS));
  work = await env.tempDir('learning-locker-');
  const dir = await courseTrackedTo(path.join(work, 'course'), { uri: ll.endpoint, ...CREDENTIALS }, {
    // Every verb (the manifest's defaults leave out launched and completed), and content pages too: every statement the player can make here goes to Learning Locker.
    xApi: { allowedVerbs: EVERY_VERB },
    settings: { sendXAPIStatementsForContentPages: { enabled: true } },
  });
  pages = await coursePages(dir);
  outline = readOutline(dir);
  server = await env.serve(dir);
}, 60_000);

const verbOf = (s: StoredStatement) => s.verb.display['en-US'] as string;
const courseActivity = () => `${IRI_BASE}courses/${outline.id}`;
const sectionActivity = (sectionId: string) => `${courseActivity()}/sections/${sectionId}`;
const questionActivity = (q: { sectionId: string; id: string }) => `${sectionActivity(q.sectionId)}/questions/${q.id}`;

const statementPosts = (log: AccessLogEntry[]) => log.filter((r) => r.method === 'POST' && r.url.startsWith('/xAPI/statements'));

describe('the showcase played to the end against Learning Locker', () => {
  /** Every statement the page POSTed to the LRS, in the order sent (one request at a time: the order Learning Locker got them). */
  const sent: StoredStatement[] = [];
  const given: { q: CoursePage; how: 'right' | 'wrong' }[] = [];
  let stored: StoredStatement[];
  let warnings: string[];

  beforeAll(async () => {
    const { page, errors, console: messages } = await env.page();
    const statementsUrl = `${ll.endpoint}/statements`;
    page.on('request', (request: HTTPRequest) => {
      if (request.method() === 'POST' && request.url() === statementsUrl) sent.push(...(JSON.parse(request.postData() ?? '[]') as StoredStatement[]));
    });
    // The learner's name and e-mail come in the launch URL (SPEC 5.3, 6.3): the form does not ask.
    await openRoute(page, server, '/', LEARNER_QUERY);
    // The learner starts from the cover.
    await page.click('.cover-hero .btn-primary');
    const frame = page.mainFrame();
    await courseShown(frame);
    // Two questions answered wrongly (one early, one late), the rest rightly: the course still passes.
    const wrongable = pages.filter((q) => isScored(q) && !driverOf(q.type).noWrongAnswer);
    const wrong = new Set([wrongable[0], wrongable[wrongable.length - 2]]);
    for (const q of pages) {
      if (!isAnswerable(q)) {
        await openCourseRoute(frame, routeOf(q));
        continue;
      }
      const how = wrong.has(q) ? 'wrong' : 'right';
      const tone = await answer(page, frame, q, how);
      expect(tone).toBe(how === 'wrong' ? 'incorrect' : q.isSurvey ? 'neutral' : 'correct');
      given.push({ q, how });
    }
    // Everything built so far has left the outbox (it is in Learning Locker); then the learner closes the tab.
    await page.waitForFunction(() => Object.keys(localStorage).every((k) => !k.startsWith('xapi_outbox:')), { polling: 100, timeout: 0 });
    // The closing tab's statements go in one keepalive request: wait until Learning Locker has answered it, whatever it answered.
    const postsBefore = statementPosts(await ll.accessLog()).length;
    await page.close({ runBeforeUnload: true });
    while (statementPosts(await ll.accessLog()).length === postsBefore) await new Promise((resolve) => setTimeout(resolve, 100));
    stored = await ll.statements();
    // What the player says about its LRS (a refused statement is logged with the LRS's message); Chromium's own notices aside.
    warnings = messages.filter((m) => ['warn', 'warning', 'error'].includes(m.type) && /LRS|statement|tracking|outbox/i.test(m.text)).map((m) => m.text);
    expect(errors).toEqual([]);
  }, 240_000);

  test('Learning Locker accepted every request (no 400: every statement valid; no 409: a replay is the same statement)', async () => {
    const log = await ll.accessLog();
    // Its own words first: a refused statement is logged with what is wrong in it.
    expect(ll.errors()).toEqual([]);
    expect(statementPosts(log).length).toBeGreaterThan(0);
    expect(log.filter((r) => r.status >= 400)).toEqual([]);
    // The page and the LRS are different origins: the browser asked first, and Learning Locker answered.
    expect(log.some((r) => r.method === 'OPTIONS' && r.url.startsWith('/xAPI/statements') && r.status < 300)).toBe(true);
    expect(warnings).toEqual([]);
  });

  /**
   * The statements in the order the player made them: as the page sent them (one request at a time),
   * then those of the closing tab, which the page may not live to report, in the order Learning Locker stored them.
   */
  const madeInOrder = () => {
    const sentIds = new Set(sent.map((s) => s.id));
    const atClose = stored.filter((s) => !sentIds.has(s.id)).sort((a, b) => a.stored.localeCompare(b.stored));
    return [...new Map(sent.map((s) => [s.id, s])).values(), ...atClose];
  };

  test('every statement sent is stored, each id exactly once, as sent', () => {
    const ids = stored.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    const storedIds = new Set(ids);
    expect(sent.filter((s) => !storedIds.has(s.id))).toEqual([]);
    // Learning Locker adds stored, authority and version; it keeps the rest as the player sent it.
    const byId = new Map(stored.map((s) => [s.id, s]));
    for (const s of sent) expect(byId.get(s.id)).toMatchObject(s);
    // Only the closing tab's statement can be unseen by the page: the outbox was empty before the tab closed.
    const sentIds = new Set(sent.map((s) => s.id));
    expect(stored.filter((s) => !sentIds.has(s.id)).map(verbOf).filter((v) => v !== 'stopped')).toEqual([]);
  });

  test('SPEC 7.8 / PACKAGE-FORMAT.md: the verbs of the whole course, in the order the learner caused them', () => {
    const order = madeInOrder().map(verbOf);
    expect(order.slice(0, 2)).toEqual(['launched', 'started']);
    expect(order.at(-1)).toBe('stopped');
    // When the course is decided: 'mastered' for each section that counts, then 'passed', then
    // 'completed' (passing completes the course), together; the exit when the tab closes.
    const decided = order.filter((v) => ['mastered', 'passed', 'failed', 'completed', 'stopped'].includes(v));
    const sectionsThatCount = outline.sections.filter((s) => pages.some((q) => q.sectionId === s.id && isScored(q)));
    const finish = [...sectionsThatCount.map(() => 'mastered'), 'passed', 'completed'];
    expect(decided).toEqual([...finish, 'stopped']);
    expect(order.slice(order.indexOf('mastered'), order.indexOf('mastered') + finish.length)).toEqual(finish);
    // One answer statement per answer given (a survey's is 'evaluated'), and 'experienced' per content page.
    expect(order.filter((v) => v === 'answered')).toHaveLength(given.filter((g) => !g.q.isSurvey).length);
    expect(order.filter((v) => v === 'evaluated')).toHaveLength(given.filter((g) => g.q.isSurvey).length);
    expect(order.filter((v) => v === 'experienced').length).toBeGreaterThan(0);
  });

  test('each answer carries its question as a cmi.interaction with the result of what the learner did', () => {
    for (const { q, how } of given) {
      const answers = stored.filter((s) => ['answered', 'evaluated'].includes(verbOf(s)) && s.object.id === questionActivity(q));
      expect(answers).toHaveLength(1);
      const [s] = answers;
      const definition = s.object.definition;
      expect(definition).toMatchObject({
        type: 'http://adlnet.gov/expapi/activities/cmi.interaction',
        name: { en: textIn(q.title, 'en') },
        extensions: { [`${IRI_BASE}extensions/question-type`]: q.type, [`${IRI_BASE}extensions/survey`]: Boolean(q.isSurvey) },
      });
      expect(INTERACTION_TYPES).toContain(definition.interactionType);
      expect(typeof s.result.response).toBe('string');
      // Where the response has the pattern's form, a right answer is one of the correct responses and a wrong one is none.
      if (!q.isSurvey && ['choice', 'matching', 'sequencing', 'fill-in'].includes(definition.interactionType)) {
        const patterns = (definition.correctResponsesPattern as string[]).map((p) => p.replace(/^(\{[^}]*\})+/, ''));
        if (how === 'right') expect(patterns).toContain(s.result.response);
        else expect(patterns).not.toContain(s.result.response);
      }
      expect(s.result.completion).toBe(true);
      expect(s.result.duration).toMatch(/^PT(\d+H)?(\d+M)?[\d.]+S$/);
      if (q.isSurvey) {
        expect(s.result.success).toBeUndefined();
      } else {
        expect(s.result).toMatchObject(how === 'right' ? { success: true, score: { scaled: 1 } } : { success: false, score: { scaled: 0 } });
      }
      expect(s.context.contextActivities).toMatchObject({ parent: [{ id: sectionActivity(q.sectionId) }], grouping: [{ id: courseActivity() }] });
    }
  });

  test('SPEC 7.8 context on every statement: one registration (the attempt), the language, the courseId extension; one learner', () => {
    const registrations = new Set(stored.map((s) => s.context?.registration));
    expect(registrations.size).toBe(1);
    expect([...registrations][0]).toMatch(UUID);
    for (const s of stored) {
      expect(s.context).toMatchObject({ language: 'en', extensions: { [`${IRI_BASE}extensions/course-id`]: outline.id } });
    }
    expect(new Set(stored.map((s) => JSON.stringify(s.actor))).size).toBe(1);
    expect(stored[0].actor).toMatchObject({ mbox: 'mailto:ada@example.org' });
  });

  test('activity ids come from the course id, not from where the course is hosted', () => {
    const activityIds = stored.flatMap((s) => [s.object.id as string, ...Object.values((s.context?.contextActivities ?? {}) as Record<string, { id: string }[]>).flat().map((a) => a.id)]);
    expect(activityIds.filter((id) => !id.startsWith(courseActivity()))).toEqual([]);
    expect(activityIds.filter((id) => id.includes(new URL(server.url).host))).toEqual([]);
    const course = stored.filter((s) => ['launched', 'started', 'passed', 'completed', 'stopped'].includes(verbOf(s)));
    expect(new Set(course.map((s) => s.object.id))).toEqual(new Set([courseActivity()]));
    const mastered = stored.filter((s) => verbOf(s) === 'mastered').map((s) => s.object.id);
    expect(mastered.every((id) => outline.sections.some((sec) => id === sectionActivity(sec.id)))).toBe(true);
  });
});
