/**
 * @jest-environment node
 */
// SPEC 7.8 "the LMS xAPI setup, which is read from the query string": a SCORM launch with Tin Can parameters.
import { randomUUID } from 'node:crypto';
import validateStatement from '@learninglocker/xapi-validation';
import { courseActivityIdFor, XAPI_VERBS, type TrackingSink } from '@core';
import { MemoryStore } from '../../../test/support/memoryStore';
import { testDelivery } from '../../../test/support/testDelivery';
import { startTestLrs, type TestLrs } from '../../../test/support/testLrs';
import { answerAll, trackingLaunch, trackingPlayer, withKeys } from '../../../test/support/trackingPlayer';
import { lmsXapiTracking } from '.';

type S = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let lrs: TestLrs;
beforeEach(async () => void (lrs = await startTestLrs({ username: 'lms', password: 'pw' })));
afterEach(() => lrs.close());

const actor = { name: 'Grace Hopper', mbox: 'mailto:grace@example.org' };
const overrides = {
  'publishSettings.js': withKeys({ publishMode: 'Lms' }),
  // lmsAllowedVerbs is an LMS's list (PACKAGE-FORMAT.md); allowedVerbs is the hosted LRS's.
  'settings.js': withKeys({ xApi: { allowedVerbs: ['launched', 'progressed'], lmsAllowedVerbs: ['answered', 'passed', 'stopped'] } }),
};
// The SCORM data model is the LMS delivery's; here a stand-in LMS delivery opens the session.
const lmsDelivery = () => testDelivery({ store: new MemoryStore(), kind: 'lms', learner: { id: 'grace', name: 'Hopper, Grace' } });

test('SPEC 7.8: the endpoint, auth, actor and registration of the launch query get the lmsAllowedVerbs statements', async () => {
  const registration = randomUUID();
  const query = new URLSearchParams({ endpoint: lrs.endpoint, auth: lrs.authorization, actor: JSON.stringify(actor), registration }).toString();
  const { session } = await trackingPlayer(lmsXapiTracking, { overrides, query, deliveries: [lmsDelivery()] });
  answerAll(session);
  await session.exit.close('finished');
  const posts = lrs.requests.filter((r) => r.method === 'POST');
  expect(posts.length).toBeGreaterThan(0);
  for (const post of posts) {
    expect(post.url).toBe('/xapi/statements');
    expect(post.headers.authorization).toBe(lrs.authorization);
    expect(post.status).toBe(200);
  }
  const statements = lrs.statements() as S[];
  expect(new Set(statements.map((s) => s.verb.id))).toEqual(new Set([XAPI_VERBS.answered, XAPI_VERBS.passed, XAPI_VERBS.exited]));
  for (const { stored, authority, version, ...sent } of statements) {
    void stored, void authority, void version;
    expect(sent.actor).toEqual({ objectType: 'Agent', ...actor });
    // SPEC 7.8 context: the registration from the query for the LMS, not the attempt id.
    expect(sent.context.registration).toBe(registration);
    expect(validateStatement(sent)).toEqual([]);
  }
  // No activity_id in the launch: the course is named by its own id (docs/xapi.md).
  expect(statements.find((s) => s.verb.id === XAPI_VERBS.passed)!.object.id).toBe(courseActivityIdFor(session.course.id));
});

test('the launch activity_id, when given, names the course', async () => {
  const query = new URLSearchParams({ endpoint: lrs.endpoint, auth: lrs.authorization, actor: JSON.stringify(actor), activity_id: 'https://lms.example.org/activities/42' }).toString();
  const { session } = await trackingPlayer(lmsXapiTracking, { overrides, query, deliveries: [lmsDelivery()] });
  await session.exit.close('suspended');
  expect((lrs.statements() as S[]).map((s) => [s.verb.id, s.object.id])).toEqual([[XAPI_VERBS.exited, 'https://lms.example.org/activities/42']]);
});

test('only an LMS launch with an endpoint and an actor; not an xAPI package, not cmi5; an unusable actor is a warning', () => {
  const query = (extra: Record<string, string> = {}) => new URLSearchParams({ endpoint: 'https://lrs.example.org/xapi', actor: JSON.stringify(actor), ...extra }).toString();
  const ids = (publishMode: string, q: string, delivery: { id: string; kind?: 'lms' } = { id: 'scorm12', kind: 'lms' }) => {
    const { launch, warnings } = trackingLaunch({ publish: { publishMode }, query: q, delivery: { ...delivery, learner: null } });
    return { ids: (lmsXapiTracking.open(launch) as TrackingSink[]).map((s) => s.id), warnings };
  };
  expect(ids('Lms', query()).ids).toEqual(['lms-xapi']);
  expect(ids('Lms2004', query()).ids).toEqual(['lms-xapi']);
  expect(ids('Lms', '').ids).toEqual([]);
  expect(ids('Publish', query(), { id: 'browser' }).ids).toEqual([]);
  expect(ids('xapi', query(), { id: 'xapi', kind: 'lms' }).ids).toEqual([]);
  expect(ids('Lms', query({ fetch: 'https://lms.example.org/token' }), { id: 'cmi5', kind: 'lms' }).ids).toEqual([]);
  const badActor = ids('Lms', query({ actor: '{"name":"no identifier"}' }));
  expect(badActor.ids).toEqual([]);
  expect(badActor.warnings.join('\n')).toMatch(/actor/);
});
