/**
 * The default and custom LRS destinations (SPEC 7.8, 2.10, 4.3, 4.7) through a whole player session,
 * wired as the app wires them (a TrackingPlugin in the container), against an LRS double that
 * keeps statements by id as xAPI 1.0.3 says (a second POST of a kept id changes nothing).
 */
import validateStatement from '@learninglocker/xapi-validation';
import { TrackingPlugin, XAPI_VERBS, type Statement } from '@core';
import { createTestPlayer } from '../../../test/support/createTestPlayer';
import { lrsTracking } from '.';

type S = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

// jsdom has no Response: the part of one the LRS client reads.
const answer = (status: number, body: unknown) => ({ status, statusText: '', text: async () => JSON.stringify(body) }) as unknown as Response;

/** An LRS at a URL: keeps statements once per id, can be down, can refuse credentials. */
function lrsDouble() {
  const kept = new Map<string, Statement>();
  const posts: { url: string; auth: string | null; version: string | null; ids: string[]; keepalive: boolean }[] = [];
  let mode: 'up' | 'down' | 'unauthorised' = 'up';
  const fetch = (async (url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    const batch = JSON.parse(String(init.body)) as Statement[];
    posts.push({ url, auth: headers.Authorization ?? null, version: headers['X-Experience-API-Version'] ?? null, ids: batch.map((s) => String(s.id)), keepalive: !!init.keepalive });
    if (mode === 'down') throw new TypeError('Failed to fetch');
    if (mode === 'unauthorised') return answer(401, { message: 'Unauthorised' });
    for (const s of batch) if (!kept.has(String(s.id))) kept.set(String(s.id), s);
    return answer(200, batch.map((s) => s.id));
  }) as unknown as typeof globalThis.fetch;
  return { kept, posts, fetch, set: (m: typeof mode) => void (mode = m) };
}

const xApi = (change: Record<string, unknown>) => ({
  'settings.js': (body: string | null) => JSON.stringify({ ...JSON.parse(body ?? '{}'), resultsTracking: { enabled: true }, ...change }),
});
const customLrs = (uri: string, extra: Record<string, unknown> = {}) =>
  xApi({ xApi: { selectedLrs: 'custom', lrs: { uri, credentials: { username: 'key', password: 'sécret' }, authenticationRequired: true }, ...extra } });

async function player(overrides: Record<string, (body: string | null) => string>, fetch: typeof globalThis.fetch, more: Parameters<typeof createTestPlayer>[0] = {}) {
  const realFetch = globalThis.fetch;
  globalThis.fetch = fetch;
  const test = await createTestPlayer({ overrides, trackings: [lrsTracking], ...more });
  return { ...test, restore: () => void (globalThis.fetch = realFetch) };
}

// settings.js lists are merged over the manifest's, so 'every verb' is said by naming them all.
const EVERY_VERB = Object.keys(XAPI_VERBS);
const settle = () => new Promise((r) => setTimeout(r, 0));
const verbNames = (statements: Iterable<Statement>) => [...statements].map((s) => (s as S).verb.display['en-US']);

beforeEach(() => localStorage.clear());

test('SPEC 4.3 / 2.10: a custom LRS with an empty URI is the LRS misconfiguration error', async () => {
  const lrs = lrsDouble();
  const { session, restore } = await player(customLrs('  '), lrs.fetch);
  restore();
  expect(session.state).toBe('error');
  expect(session.error).toMatchObject({ kind: 'lrs' });
});

test('SPEC 7.8: the custom LRS gets every statement of a course, valid, once, with its basic credentials', async () => {
  const lrs = lrsDouble();
  const { session, restore } = await player(customLrs('http://lrs.test/xAPI/', { allowedVerbs: EVERY_VERB }), lrs.fetch);
  try {
    expect(session.state).toBe('ready');
    for (const q of session.course.progressQuestions) session.actions.answer(q.id, session.plugins.questionType(q.type).correctResponse(q.data));
    await session.exit.close('finished');
    await settle();
  } finally {
    restore();
  }
  const statements = [...lrs.kept.values()] as S[];
  expect(verbNames(statements)).toEqual(expect.arrayContaining(['launched', 'started', 'answered', 'mastered', 'passed', 'completed', 'stopped']));
  expect(verbNames(statements).filter((v) => v === 'answered')).toHaveLength(session.course.progressQuestions.filter((q) => !q.isSurvey).length);
  for (const s of statements) expect(validateStatement(JSON.parse(JSON.stringify(s)))).toEqual([]);
  expect(new Set(lrs.posts.map((p) => p.url))).toEqual(new Set(['http://lrs.test/xAPI/statements']));
  expect(new Set(lrs.posts.map((p) => p.auth))).toEqual(new Set([`Basic ${Buffer.from('key:sécret').toString('base64')}`]));
  expect(new Set(lrs.posts.map((p) => p.version))).toEqual(new Set(['1.0.3']));
  // Once: every id was posted once (no retry was needed), and the outbox is empty.
  const posted = lrs.posts.flatMap((p) => p.ids);
  expect(posted.length).toBe(new Set(posted).size);
  expect(localStorage.length).toBe(0);
});

test('allowedVerbs of settings.js decide what the LRS gets (the showcase list has no launched or completed)', async () => {
  const lrs = lrsDouble();
  const { session, restore } = await player(customLrs('http://lrs.test/xAPI', { allowedVerbs: ['answered', 'stopped'] }), lrs.fetch);
  for (const q of session.course.progressQuestions) session.actions.answer(q.id, session.plugins.questionType(q.type).correctResponse(q.data));
  await session.exit.close('finished');
  restore();
  expect(new Set(verbNames(lrs.kept.values()))).toEqual(new Set(['answered', 'stopped']));
});

test('SPEC 7.8: the default LRS is {defaultLRSUrl}/xApi', async () => {
  const lrs = lrsDouble();
  const overrides = {
    ...xApi({ xApi: { selectedLrs: 'default', allowedVerbs: ['launched'] } }),
    'publishSettings.js': (body: string | null) => JSON.stringify({ ...JSON.parse(body ?? '{}'), defaultLRSUrl: 'http://default.test/' }),
  };
  const { session, restore } = await player(overrides, lrs.fetch);
  await session.exit.close('suspended');
  restore();
  expect(lrs.posts[0].url).toBe('http://default.test/xApi/statements');
  expect(verbNames(lrs.kept.values())).toEqual(['launched']);
});

test("issue 21: the default LRS on the learner service gets the signed-in learner's token, asked at each request; without one, the package's credentials", async () => {
  const lrs = lrsDouble();
  const overrides = {
    ...xApi({ xApi: { selectedLrs: 'default', allowedVerbs: ['launched', 'stopped'], lrs: { credentials: { username: 'lrs-course', password: 'pw' }, authenticationRequired: true } } }),
    'publishSettings.js': (body: string | null) => JSON.stringify({ ...JSON.parse(body ?? '{}'), defaultLRSUrl: 'http://learn.test/', learnServiceUrl: 'http://learn.test' }),
  };
  let token = 'first-token';
  const signedIn = await player(overrides, lrs.fetch, { learnerToken: () => token });
  await settle();
  token = 'renewed-token';
  await signedIn.session.exit.close('suspended');
  signedIn.restore();
  const anonymous = await player(overrides, lrs.fetch);
  await anonymous.session.exit.close('suspended');
  anonymous.restore();
  expect(lrs.posts.map((p) => p.auth)).toEqual(['Bearer first-token', 'Bearer renewed-token', `Basic ${Buffer.from('lrs-course:pw').toString('base64')}`, `Basic ${Buffer.from('lrs-course:pw').toString('base64')}`]);
});

test('SPEC 4.7: no statements when results tracking is off, or in preview', async () => {
  const lrs = lrsDouble();
  const off = await player({ ...customLrs('http://lrs.test/xAPI'), ...xApi({ resultsTracking: { enabled: false }, xApi: { selectedLrs: 'custom', lrs: { uri: 'http://lrs.test/xAPI' } } }) }, lrs.fetch);
  await off.session.exit.close('suspended');
  off.restore();
  const preview = await player(
    { ...customLrs('http://lrs.test/xAPI'), 'publishSettings.js': (b: string | null) => JSON.stringify({ ...JSON.parse(b ?? '{}'), publishMode: 'Preview' }) },
    lrs.fetch,
  );
  await preview.session.exit.close('suspended');
  preview.restore();
  expect(lrs.posts).toEqual([]);
});

test('guaranteed delivery: statements made while the LRS is down wait in localStorage, and the next launch sends each once', async () => {
  const lrs = lrsDouble();
  lrs.set('down');
  const first = await player(customLrs('http://lrs.test/xAPI', { allowedVerbs: EVERY_VERB }), lrs.fetch);
  const q = first.session.course.progressQuestions[0];
  first.session.actions.answer(q.id, first.session.plugins.questionType(q.type).correctResponse(q.data));
  first.session.exit.hide(); // page hide: a keepalive attempt, which fails too
  await settle();
  first.restore();
  expect(lrs.posts.some((p) => p.keepalive)).toBe(true);
  const waiting = JSON.parse(localStorage.getItem(localStorage.key(0)!)!) as S[];
  expect(verbNames(waiting)).toEqual(['launched', 'started', 'answered']);
  expect(lrs.kept.size).toBe(0);

  lrs.set('up');
  const second = await player(customLrs('http://lrs.test/xAPI', { allowedVerbs: EVERY_VERB }), lrs.fetch);
  await second.session.exit.close('suspended');
  second.restore();
  for (const s of waiting) expect(lrs.kept.get(s.id)).toEqual(s);
  expect(localStorage.length).toBe(0);
});

test('an LRS refusing the credentials: the sink reports failed and keeps the statements; the learner goes on', async () => {
  const lrs = lrsDouble();
  lrs.set('unauthorised');
  const { session, warnings, restore } = await player(customLrs('http://lrs.test/xAPI', { allowedVerbs: EVERY_VERB }), lrs.fetch);
  const q = session.course.progressQuestions[0];
  session.actions.answer(q.id, session.plugins.questionType(q.type).correctResponse(q.data));
  for (let i = 0; i < 5; i++) await settle();
  restore();
  expect(session.state).toBe('ready');
  expect(warnings.some((w) => w.includes('Unauthorised'))).toBe(true);
  const stored = JSON.parse(localStorage.getItem(localStorage.key(0)!)!) as S[];
  expect(verbNames(stored)).toContain('answered');
});
