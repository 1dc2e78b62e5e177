/**
 * @jest-environment node
 */
// The LXP store (SPEC 7.8 "{host}/{lxpPath}/{id}, with a Bearer token"; settings.js lxp, SPEC 3.1).
import validateStatement from '@learninglocker/xapi-validation';
import { XAPI_VERBS, type TrackingSink } from '@core';
import { startTestLrs, type TestLrs } from '../../../test/support/testLrs';
import { answerAll, trackingLaunch, trackingPlayer, withKeys } from '../../../test/support/trackingPlayer';
import { LEARN_TOKEN_KEY, learnerToken } from './learnerToken';
import { lxpEndpoint, lxpTracking, readLxpSettings } from '.';

type S = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const TOKEN = 'learner-token-1';
let lrs: TestLrs;
// The LXP's xAPI root for the course's LXP id 'lxp 42' (encoded), requiring the Bearer token.
beforeEach(async () => void (lrs = await startTestLrs({ root: '/api/lxp/lxp%2042/', bearer: TOKEN })));
afterEach(() => lrs.close());

const lxpSettings = (lxp: Record<string, unknown>) => ({
  'settings.js': withKeys({ lxp, xApi: { allowedVerbs: ['launched', 'answered', 'passed', 'completed', 'stopped'] } }),
  'publishSettings.js': withKeys({ lxpServiceUrl: `http://127.0.0.1:${lrs.port}/` }),
});

test('SPEC 7.8: {lxpServiceUrl}/api/lxp/{id} with the Bearer token gets the verbs of lxp.xApiVerbs only', async () => {
  const { session } = await trackingPlayer(lxpTracking, { overrides: lxpSettings({ id: 'lxp 42', lrsEnabled: true, xApiVerbs: ['answered', 'passed'] }), query: `token=${TOKEN}` });
  answerAll(session);
  await session.exit.close('finished');
  const posts = lrs.requests.filter((r) => r.method === 'POST');
  expect(posts.length).toBeGreaterThan(0);
  for (const post of posts) {
    expect(post.url).toBe('/api/lxp/lxp%2042/statements');
    expect(post.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(post.status).toBe(200);
  }
  const statements = lrs.statements() as S[];
  // xAPI's allowedVerbs (launched, completed, stopped…) are the LRS's; the LXP takes its own list.
  expect(new Set(statements.map((s) => s.verb.id))).toEqual(new Set([XAPI_VERBS.answered, XAPI_VERBS.passed]));
  expect(statements.filter((s) => s.verb.id === XAPI_VERBS.answered)).toHaveLength(session.course.progressQuestions.filter((q) => !q.isSurvey).length);
  for (const { stored, authority, version, ...sent } of statements) {
    void stored, void authority, void version;
    expect(validateStatement(sent)).toEqual([]);
  }
});

test('an empty lxp.xApiVerbs (the manifest default) sends the LXP nothing, as an empty allowedVerbs does', async () => {
  const { session } = await trackingPlayer(lxpTracking, { overrides: lxpSettings({ id: 'lxp 42', lrsEnabled: true, xApiVerbs: [] }), query: `token=${TOKEN}` });
  answerAll(session);
  await session.exit.close('finished');
  expect(lrs.statements()).toEqual([]);
});

test('the LXP store is on only with lrsEnabled, an id, a service URL and a token, outside preview and review', () => {
  const sinks = (lxp: Record<string, unknown>, publish: Record<string, unknown> = {}, query = `token=${TOKEN}`) => {
    const { launch, warnings } = trackingLaunch({ settings: { lxp }, publish: { lxpServiceUrl: 'https://lxp.example.org', ...publish }, query });
    return { ids: (lxpTracking.open(launch) as TrackingSink[]).map((s) => s.id), warnings };
  };
  expect(sinks({ id: 'a', lrsEnabled: true }).ids).toEqual(['lxp']);
  expect(sinks({ id: 'a', lrsEnabled: false }).ids).toEqual([]);
  expect(sinks({ id: 'a', lrsEnabled: true }, { publishMode: 'Preview' }).ids).toEqual([]);
  expect(sinks({ id: 'a', lrsEnabled: true }, { publishMode: 'Review' }).ids).toEqual([]);
  const noId = sinks({ lrsEnabled: true });
  expect(noId).toEqual({ ids: [], warnings: [expect.stringMatching(/lxp\.id/)] });
  const noToken = sinks({ id: 'a', lrsEnabled: true }, {}, '');
  expect(noToken).toEqual({ ids: [], warnings: [expect.stringMatching(/token\.learn/)] });
});

test("SPEC 7.3 / 9.5: the token is the URL's 'token' parameter first, else session storage 'token.learn'", () => {
  const store = new Map([[LEARN_TOKEN_KEY, ' stored-token ']]);
  const window = { sessionStorage: { getItem: (k: string) => store.get(k) ?? null } } as unknown as Window;
  expect(learnerToken(new URLSearchParams('token=from-url'), window)).toBe('from-url');
  expect(learnerToken(new URLSearchParams(''), window)).toBe('stored-token');
  expect(learnerToken(new URLSearchParams(''), null)).toBe('');
  const blocked = { get sessionStorage(): Storage { throw new DOMException('denied', 'SecurityError'); } } as unknown as Window;
  expect(learnerToken(new URLSearchParams(''), blocked)).toBe('');
});

test('settings.js lxp and the endpoint', () => {
  expect(readLxpSettings({ id: 7, lrsEnabled: true, xApiVerbs: ['answered', 3] })).toEqual({ id: '7', lrsEnabled: true, verbs: ['answered'] });
  expect(readLxpSettings(null)).toEqual({ id: '', lrsEnabled: false, verbs: null });
  expect(lxpEndpoint('https://lxp.example.org/', 'a/b')).toBe('https://lxp.example.org/api/lxp/a%2Fb');
  expect(lxpEndpoint('', 'a')).toBeNull();
});
