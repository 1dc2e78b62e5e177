/**
 * @jest-environment node
 */
// The NPS store (SPEC 7.8, 2.8, 3.8) in a player session, against the strict test LRS over HTTP.
import validateStatement from '@learninglocker/xapi-validation';
import { XAPI_EXTENSIONS, XAPI_VERBS, type TrackingSink } from '@core';
import { startTestLrs, type TestLrs } from '../../../test/support/testLrs';
import { answerAll, evaluateCourse, trackingLaunch, trackingPlayer, withKeys } from '../../../test/support/trackingPlayer';
import { npsEndpoint, npsTracking } from '.';

type S = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let lrs: TestLrs;
// SPEC 7.8: the NPS store is {host}/xApi, so the test LRS answers there.
beforeEach(async () => void (lrs = await startTestLrs({ root: '/xApi/' })));
afterEach(() => lrs.close());

const host = () => `http://127.0.0.1:${lrs.port}/`;
const overrides = (survey: boolean, publish: Record<string, unknown> = {}) => ({
  'settings.js': withKeys({ conductLearnerSatisfactionSurvey: { enabled: survey }, resultsTracking: { enabled: true } }),
  'publishSettings.js': withKeys({ defaultNpsUrl: host(), ...publish }),
});

test('SPEC 7.8: {defaultNpsUrl}/xApi on another host gets no credentials, and the course evaluation, and nothing else the learner does', async () => {
  const { session } = await trackingPlayer(npsTracking, { overrides: overrides(true) });
  answerAll(session);
  evaluateCourse(session, 8, 'Clear & <b>short</b>');
  await session.exit.close('finished');
  const posts = lrs.requests.filter((r) => r.method === 'POST');
  expect(posts.length).toBeGreaterThan(0);
  for (const post of posts) {
    expect(post.url).toBe('/xApi/statements');
    expect(post.headers.authorization).toBeUndefined();
    expect(post.status).toBe(200);
  }
  const statements = lrs.statements() as S[];
  expect(statements).toHaveLength(1);
  const [evaluated] = statements;
  expect(evaluated.verb.id).toBe(XAPI_VERBS.evaluated);
  // SPEC 3.8: score = rating × 10; the free text is the response; the survey extension marks it.
  expect(evaluated.result).toEqual({ score: { scaled: 0.8, raw: 80, min: 0, max: 100 }, response: 'Clear & <b>short</b>' });
  expect(evaluated.context.extensions[XAPI_EXTENSIONS.survey]).toBe(true);
  expect(evaluated.object.id).toContain(encodeURIComponent(session.course.id));
  const { stored, authority, version, ...sent } = evaluated;
  void stored, void authority, void version;
  expect(validateStatement(sent)).toEqual([]);
});

test("issue 21: an NPS store that is the learner service gets the signed-in learner's token; without one, the course's default-LRS credentials", async () => {
  const service = { learnServiceUrl: host(), defaultLRSUrl: host() };
  const withCredentials = {
    'settings.js': withKeys({
      conductLearnerSatisfactionSurvey: { enabled: true },
      resultsTracking: { enabled: true },
      xApi: { selectedLrs: 'default', lrs: { credentials: { username: 'lrs-course', password: 'secret' }, authenticationRequired: true } },
    }),
    'publishSettings.js': withKeys({ defaultNpsUrl: host(), ...service }),
  };
  const signedIn = await trackingPlayer(npsTracking, { overrides: withCredentials, learnerToken: () => 't0k3n' });
  evaluateCourse(signedIn.session, 9, 'good');
  await signedIn.session.exit.close('finished');
  const anonymous = await trackingPlayer(npsTracking, { overrides: withCredentials });
  evaluateCourse(anonymous.session, 3, 'meh');
  await anonymous.session.exit.close('finished');
  const auths = lrs.requests.filter((r) => r.method === 'POST').map((r) => r.headers.authorization);
  expect(auths).toEqual(['Bearer t0k3n', `Basic ${Buffer.from('lrs-course:secret').toString('base64')}`]);
});

test('SPEC 2.8 / 4.7: no NPS sink when the survey is off, in preview or review, or without defaultNpsUrl (with a warning)', async () => {
  const sinks = (survey: boolean, publish: Record<string, unknown> = {}) => {
    const { launch, warnings } = trackingLaunch({ settings: { conductLearnerSatisfactionSurvey: { enabled: survey } }, publish: { defaultNpsUrl: 'https://nps.example.org', ...publish } });
    return { sinks: npsTracking.open(launch) as TrackingSink[], warnings };
  };
  expect(sinks(true).sinks.map((s) => s.id)).toEqual(['nps']);
  expect(sinks(true, { publishMode: 'Lms' }).sinks.map((s) => s.id)).toEqual(['nps']);
  expect(sinks(false).sinks).toEqual([]);
  expect(sinks(true, { publishMode: 'Preview' }).sinks).toEqual([]);
  expect(sinks(true, { publishMode: 'Review' }).sinks).toEqual([]);
  const noHost = sinks(true, { defaultNpsUrl: '' });
  expect(noHost.sinks).toEqual([]);
  expect(noHost.warnings.join('\n')).toMatch(/defaultNpsUrl/);
});

test('npsEndpoint: one slash between the host and xApi', () => {
  expect(npsEndpoint({ defaultNpsUrl: 'https://nps.example.org//' })).toBe('https://nps.example.org/xApi');
  expect(npsEndpoint({ defaultNpsUrl: '  ' })).toBeNull();
  expect(npsEndpoint({})).toBeNull();
});

test('SPEC 9.1: the session sends only ratings on the 1–10 scale; the free text goes as typed', async () => {
  const { session } = await trackingPlayer(npsTracking, { overrides: overrides(true) });
  expect(() => session.actions.evaluate(0, 'x')).toThrow(RangeError);
  expect(() => session.actions.evaluate(11, 'x')).toThrow(RangeError);
  expect(() => session.actions.evaluate(7.5, 'x')).toThrow(RangeError);
  session.actions.evaluate(10, '  <script>alert(1)</script>\nline two ');
  await session.exit.close('finished');
  const statements = lrs.statements() as S[];
  expect(statements.map((s) => s.result)).toEqual([{ score: { scaled: 1, raw: 100, min: 0, max: 100 }, response: '  <script>alert(1)</script>\nline two ' }]);
});
