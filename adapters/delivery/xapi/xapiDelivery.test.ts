/**
 * @jest-environment node
 */
// The xAPI package delivery in a player session, against the strict test LRS over real HTTP.
import { randomUUID } from 'node:crypto';
import { readPublishSettings } from '@core';
import { createTestPlayer } from '../../../test/support/createTestPlayer';
import { MemoryStore } from '../../../test/support/memoryStore';
import { testDelivery } from '../../../test/support/testDelivery';
import { startTestLrs, type TestLrs } from '../../../test/support/testLrs';
import { xapiDelivery } from '.';
import { TrackingPlugin } from '@core';
import { xapiLaunchTracking } from '../../tracking/xapiLaunch';
import { PROGRESS_STATE_ID } from './LrsStateStore';

const publishedFor = (publishMode: string) => ({
  'publishSettings.js': (body: string | null) => JSON.stringify({ ...JSON.parse(body ?? '{}'), publishMode }),
});
const actor = { name: 'Ada Lovelace', mbox: 'mailto:ada@example.com' };
const activityId = 'https://example.com/courses/showcase';

// Browser storage needs a page; this stands in for it at its priority.
const fallback = () => testDelivery({ store: new MemoryStore(), id: 'fallback', priority: 0 });

let lrs: TestLrs;
beforeEach(async () => {
  lrs = await startTestLrs({ username: 'key', password: 'secret' });
});
afterEach(() => lrs.close());

const launchQuery = (registration: string, extra: Record<string, string> = {}) =>
  new URLSearchParams({ endpoint: lrs.endpoint, auth: lrs.authorization, actor: JSON.stringify(actor), registration, activity_id: activityId, ...extra }).toString();

describe('detection', () => {
  const launch = (publishMode: string, query: string) => ({ publish: readPublishSettings({ publishMode }), query: new URLSearchParams(query), window: null });

  it('takes an xAPI package launched with the Tin Can parameters, above browser storage', () => {
    expect(xapiDelivery.detect(launch('xapi', launchQuery(randomUUID())))).toBe(true);
    expect(xapiDelivery.priority).toBeGreaterThan(0);
  });

  it('leaves other publish modes, and an xAPI package opened without a launch, to the other deliveries', () => {
    expect(xapiDelivery.detect(launch('Publish', launchQuery(randomUUID())))).toBe(false);
    expect(xapiDelivery.detect(launch('Lms', launchQuery(randomUUID())))).toBe(false);
    expect(xapiDelivery.detect(launch('xapi', ''))).toBe(false);
  });
});

describe('a session launched from an LMS', () => {
  it('knows the learner from the actor, keeps the answers in the LRS state and restores them on a relaunch of the registration', async () => {
    const registration = randomUUID();
    const options = { deliveries: [xapiDelivery, fallback()], overrides: publishedFor('xapi'), query: launchQuery(registration) };
    const { session, warnings } = await createTestPlayer(options);
    expect(session.delivery?.id).toBe('xapi');
    expect(session.delivery?.isLms).toBe(true);
    expect(session.delivery?.backend.learner).toEqual({ id: 'mailto:ada@example.com', name: 'Ada Lovelace', email: 'ada@example.com' });
    const q = session.course.progressQuestions[0];
    session.actions.answer(q.id, session.plugins.questionType(q.type).correctResponse(q.data));
    await session.saving.flush();
    expect(lrs.state(activityId, { mbox: actor.mbox }, PROGRESS_STATE_ID, registration)?.content).toMatch(/^~2/);
    expect(warnings).toEqual([]);

    const again = await createTestPlayer(options);
    expect(again.session.course.questionById.get(q.id)!.isAnsweredCorrectly).toBe(true);
    const otherRegistration = await createTestPlayer({ ...options, query: launchQuery(randomUUID()) });
    expect(otherRegistration.session.course.questionById.get(q.id)!.isAnswered).toBe(false);
  });

  it("keeps the learner's accessibility settings in the LRS state with the progress, restored on a relaunch of the registration (SPEC 3.7)", async () => {
    const options = { deliveries: [xapiDelivery, fallback()], overrides: publishedFor('xapi'), query: launchQuery(randomUUID()) };
    const { session, warnings } = await createTestPlayer(options);
    session.accessibility.set({ isContrastTheme: true, isReadableFont: true, fontSize: 1 });
    await session.saving.flush();
    expect(warnings).toEqual([]);
    const again = await createTestPlayer(options);
    expect(again.session.delivery?.id).toBe('xapi');
    expect(again.session.accessibility.settings).toMatchObject({ isContrastTheme: true, isReadableFont: true, fontSize: 1 });
  });

  it("keeps the learner's course language in the LRS state with the progress, applied on a relaunch of the registration (SPEC 3.7, 4.3)", async () => {
    const options = { deliveries: [xapiDelivery, fallback()], overrides: publishedFor('xapi'), query: launchQuery(randomUUID()) };
    const { session, warnings } = await createTestPlayer(options);
    await session.courseLanguage.change('ar');
    session.courseLanguage.closeFirstChoice();
    await session.saving.flush();
    expect(warnings).toEqual([]);
    const again = await createTestPlayer(options);
    expect(again.session.delivery?.id).toBe('xapi');
    expect(again.session.language).toBe('ar');
  });

  it("two launches of one registration: the one that saves over the other's newer record gets a conflict, merges it (issue 21 §5) and writes both", async () => {
    const registration = randomUUID();
    const options = { deliveries: [xapiDelivery], overrides: publishedFor('xapi'), query: launchQuery(registration) };
    const laptop = await createTestPlayer(options);
    const [q1, q2, q3] = laptop.session.course.progressQuestions;
    const right = (s: typeof laptop.session, q: typeof q1) => s.actions.answer(q.id, s.plugins.questionType(q.type).correctResponse(q.data));
    right(laptop.session, q1);
    await laptop.session.saving.flush();
    const phone = await createTestPlayer(options);
    right(phone.session, q2);
    await phone.session.saving.flush();
    right(laptop.session, q3);
    await laptop.session.saving.flush();
    expect(laptop.session.course.questionById.get(q2.id)!.isAnsweredCorrectly).toBe(true);
    const later = await createTestPlayer(options);
    for (const q of [q1, q2, q3]) expect(later.session.course.questionById.get(q.id)!.isAnsweredCorrectly).toBe(true);
    expect([...laptop.warnings, ...phone.warnings]).toEqual([]);
  });

  it('an actor known by an LMS account only (Tin Can 0.95 arrays) gets its record back too', async () => {
    const registration = randomUUID();
    const accountActor = { name: ['Ana Rivera'], account: [{ accountServiceHomePage: 'https://lms.example.com', accountName: 'ana-r' }] };
    const options = { deliveries: [xapiDelivery], overrides: publishedFor('xapi'), query: launchQuery(registration, { actor: JSON.stringify(accountActor) }) };
    const { session } = await createTestPlayer(options);
    expect(session.delivery?.backend.learner).toEqual({ id: 'ana-r', name: 'Ana Rivera' });
    const q = session.course.progressQuestions[0];
    session.actions.answer(q.id, session.plugins.questionType(q.type).correctResponse(q.data));
    await session.saving.flush();
    expect(lrs.state(activityId, { account: { homePage: 'https://lms.example.com', name: 'ana-r' } }, PROGRESS_STATE_ID, registration)).toBeDefined();
    const again = await createTestPlayer(options);
    expect(again.session.course.questionById.get(q.id)!.isAnsweredCorrectly).toBe(true);
  });

  it('falls back to browser storage, with a warning, when the launch cannot be used', async () => {
    const { session, warnings } = await createTestPlayer({
      deliveries: [xapiDelivery, fallback()],
      overrides: publishedFor('xapi'),
      query: launchQuery(randomUUID(), { actor: '{"name":"Ada"}' }),
    });
    expect(session.delivery?.id).toBe('fallback');
    expect(warnings.join('\n')).toMatch(/mbox nor an account/);
  });

  it('keeps the learner working when the LRS refuses the launch credentials (unauthorized save, no crash)', async () => {
    const { session, warnings } = await createTestPlayer({
      deliveries: [xapiDelivery],
      overrides: publishedFor('xapi'),
      query: launchQuery(randomUUID(), { auth: 'Basic d3Jvbmc6d3Jvbmc=' }),
    });
    const q = session.course.progressQuestions[0];
    session.actions.answer(q.id, session.plugins.questionType(q.type).correctResponse(q.data));
    await session.saving.flush();
    expect(session.course.questionById.get(q.id)!.isAnsweredCorrectly).toBe(true);
    expect(warnings.join('\n')).toMatch(/unauthorized/);
  });
});

describe("statements to the launch LRS (the tracking layer's 'xapi-launch' plugin)", () => {
  it('sends what the learner does to the launch endpoint with the launch auth, actor, registration and activity id', async () => {
    const registration = randomUUID();
    const { session, warnings } = await createTestPlayer({
      deliveries: [xapiDelivery, fallback()],
      overrides: publishedFor('xapi'),
      query: launchQuery(registration),
      trackings: [xapiLaunchTracking],
    });
    const q = session.course.progressQuestions[0];
    session.actions.answer(q.id, session.plugins.questionType(q.type).correctResponse(q.data));
    await session.exit.close('suspended');
    const statements = lrs.statements() as { actor: { mbox?: string }; verb: { id: string }; object: { id: string }; context?: { registration?: string } }[];
    const answered = statements.filter((s) => s.verb.id.endsWith('/answered'));
    expect(answered).toHaveLength(1);
    expect(answered[0].object.id.startsWith(activityId)).toBe(true);
    for (const s of statements) {
      expect(s.actor.mbox).toBe(actor.mbox);
      expect(s.context?.registration).toBe(registration);
    }
    expect(warnings).toEqual([]);
  });
});
