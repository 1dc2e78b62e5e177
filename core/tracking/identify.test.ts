// SPEC 6.3 / 3.6 / 3.7: who the learner is for tracking, in a player session with a form that answers as a learner would.
import { defineTrackingPlugin, TrackingPlugin, type IdentityAnswer, type IdentityRequest, type LearningEventOf } from '@core';
import { createTestPlayer, type TestPlayerOptions } from '../../test/support/createTestPlayer';
import { MemoryStore } from '../../test/support/memoryStore';
import { testDelivery } from '../../test/support/testDelivery';
import { withKeys } from '../../test/support/trackingPlayer';

/** The name-and-e-mail form as a tracking plugin, answering with what the test gives. */
function fakeForm(answer: IdentityAnswer) {
  const asked: IdentityRequest[] = [];
  const plugin = defineTrackingPlugin({
    id: 'identity-form',
    open: () => [],
    askIdentity: async (request) => {
      asked.push(request);
      return answer;
    },
  });
  return { plugin, asked };
}

const hostedTracking = (more: Record<string, unknown> = {}, publish: Record<string, unknown> = {}) => ({
  'settings.js': withKeys({ resultsTracking: { enabled: true }, saveProgressCrossDevice: { enabled: false }, ...more }),
  'publishSettings.js': withKeys({ publishMode: 'Publish', ...publish }),
});

async function launch(form: ReturnType<typeof fakeForm>, options: TestPlayerOptions) {
  const test = await createTestPlayer({ ...options, trackings: [form.plugin] });
  const launched = test.sink.events.find((e) => e.type === 'launched') as LearningEventOf<'launched'>;
  return { ...test, launched };
}

test('SPEC 6.3: a hosted course with results tracking and no cross-device saving asks who the learner is; the answer is the learner of the events and of the saved record', async () => {
  const form = fakeForm({ name: ' Ada Lovelace ', email: 'Ada@Example.org ' });
  const storage = new MemoryStore();
  const { session, launched } = await launch(form, { overrides: hostedTracking(), storage });
  expect(form.asked).toHaveLength(1);
  expect(form.asked[0]).toMatchObject({ skippable: false, rtl: false, locale: 'en-US' });
  expect(form.asked[0].t('[full name]')).toBe('Full name');
  expect(launched.learner).toEqual({ name: 'Ada Lovelace', email: 'ada@example.org' });
  // Kept at once, before any answer: a reload must not ask again.
  expect((storage.saved as { user: unknown }).user).toEqual({ email: 'ada@example.org', name: 'Ada Lovelace' });
  const q = session.course.progressQuestions[0];
  session.actions.answer(q.id, session.plugins.questionType(q.type).correctResponse(q.data));
  await session.saving.flush();
  expect((storage.saved as { user: unknown }).user).toEqual({ email: 'ada@example.org', name: 'Ada Lovelace' });

  // The next visit in this browser: the identity comes back through the store, nobody is asked, the answer is restored.
  const again = fakeForm({ skipped: true });
  const next = await launch(again, { overrides: hostedTracking(), storage });
  expect(again.asked).toEqual([]);
  expect(next.launched.learner).toEqual({ name: 'Ada Lovelace', email: 'ada@example.org' });
  expect(next.session.course.progressQuestions.find((x) => x.id === q.id)?.isAnswered).toBe(true);
});

test('allowUserToSkipTrackingAndTracing: the learner may skip; the choice is kept and not asked again', async () => {
  const form = fakeForm({ skipped: true });
  const storage = new MemoryStore();
  const { session, launched } = await launch(form, { overrides: hostedTracking({ allowUserToSkipTrackingAndTracing: { enabled: true } }), storage });
  expect(form.asked[0].skippable).toBe(true);
  expect(launched.learner).toEqual({ authorizationSkipped: true });
  const q = session.course.progressQuestions[0];
  session.actions.answer(q.id, session.plugins.questionType(q.type).correctResponse(q.data));
  await session.saving.flush();
  expect((storage.saved as { user: unknown }).user).toEqual({ email: null, name: null, authorizationSkipped: true });
  const again = fakeForm({ name: 'X Y', email: 'x@y.org' });
  await launch(again, { overrides: hostedTracking({ allowUserToSkipTrackingAndTracing: { enabled: true } }), storage });
  expect(again.asked).toEqual([]);
});

test.each([
  ['tracking is not required', hostedTracking({ resultsTracking: { enabled: false } }), ''],
  ['cross-device saving is on (the learner service signs in)', hostedTracking({ saveProgressCrossDevice: { enabled: true } }), ''],
  ['an LMS package (not hosted)', hostedTracking({}, { publishMode: 'Lms' }), ''],
  ['preview', hostedTracking({}, { publishMode: 'Preview' }), ''],
])('nobody is asked when %s', async (_, overrides, query) => {
  const form = fakeForm({ name: 'X Y', email: 'x@y.org' });
  const { launched } = await launch(form, { overrides, query });
  expect(form.asked).toEqual([]);
  expect(launched.learner).toBeNull();
});

test('an LMS delivery is not the hosted mode, whatever publishMode says', async () => {
  const form = fakeForm({ name: 'X Y', email: 'x@y.org' });
  const lms = testDelivery({ store: new MemoryStore(), kind: 'lms', learner: { id: 'lms-7' } });
  const { session } = await launch(form, { overrides: hostedTracking(), deliveries: [lms] });
  expect(session.state).toBe('ready');
  expect(form.asked).toEqual([]);
});

test('SPEC 6.3: the survey or access limitation also make tracking required', async () => {
  for (const overrides of [hostedTracking({ resultsTracking: { enabled: false }, conductLearnerSatisfactionSurvey: { enabled: true } }), hostedTracking({ resultsTracking: { enabled: false } }, { accessLimitation: { enabled: true, allowedUsers: [] } })]) {
    const form = fakeForm({ name: 'X Y', email: 'x@y.org' });
    await launch(form, { overrides });
    expect(form.asked).toHaveLength(1);
  }
});

test('SPEC 5.3: the e-mail and name of the launch URL identify the learner (e-mail lower-cased); a learner the delivery knows by e-mail too', async () => {
  const form = fakeForm({ skipped: true });
  const fromUrl = await launch(form, { overrides: hostedTracking(), query: 'email=Grace%40Example.org&name=Grace%20Hopper' });
  expect(fromUrl.launched.learner).toEqual({ name: 'Grace Hopper', email: 'grace@example.org' });
  const known = await launch(form, { overrides: hostedTracking(), learner: { email: 'lin@example.org', name: 'Lin' } });
  expect(known.launched.learner).toEqual({ email: 'lin@example.org', name: 'Lin' });
  expect(form.asked).toEqual([]);
});

test('without a plugin that asks, the learner stays anonymous and the console says why', async () => {
  const { session, warnings } = await createTestPlayer({ overrides: hostedTracking() });
  expect(session.state).toBe('ready');
  expect(warnings.join('\n')).toMatch(/name and e-mail/);
});
