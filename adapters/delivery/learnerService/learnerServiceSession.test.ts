/**
 * @jest-environment node
 */
// A player session saving to the learner service (SPEC 7.4), against the in-memory stand-in for its
// calls: what the record carries besides the answers reaches another device with them.
import { defineDeliveryPlugin, DEFAULT_ACCESSIBILITY } from '@core';
import { createTestPlayer } from '../../../test/support/createTestPlayer';
import { fakeService, MemoryStorage } from '../../../test/support/fakeLearnerService';
import { LearnerTokenStore } from './LearnerTokenStore';
import { openLearnerServiceDelivery } from './openLearnerServiceDelivery';

const hosted = {
  'publishSettings.js': (body: string | null) =>
    JSON.stringify({ ...JSON.parse(body ?? '{}'), publishMode: 'Publish', authServiceUrl: 'http://auth.test/', learnServiceUrl: 'http://learn.test' }),
};

/** The learner-service delivery over the stand-in, signed in as Ann on a device of her own (its own token store). */
function onDevice(service: ReturnType<typeof fakeService>) {
  const tokens = new LearnerTokenStore(new MemoryStorage() as unknown as Storage);
  tokens.keep(service.state.token, false);
  return defineDeliveryPlugin({
    id: 'learner-service',
    priority: 50,
    detect: () => true,
    open: (context) => openLearnerServiceDelivery(context, { fetch: service.fetch, sleep: async () => undefined, tokens }),
  });
}

it("keeps the learner's accessibility settings with the progress on the service, for another device, and on a new attempt (SPEC 3.7, 4.5)", async () => {
  const service = fakeService();
  const { session, warnings } = await createTestPlayer({ deliveries: [onDevice(service)], overrides: hosted });
  expect(session.delivery?.id).toBe('learner-service');
  session.accessibility.set({ fontSize: 2, isContrastTheme: true });
  const q = session.course.progressQuestions[0];
  session.actions.answer(q.id, session.plugins.questionType(q.type).correctResponse(q.data));
  await session.saving.flush();
  expect(warnings).toEqual([]);

  const other = await createTestPlayer({ deliveries: [onDevice(service)], overrides: hosted });
  expect(other.session.course.questionById.get(q.id)!.isAnsweredCorrectly).toBe(true);
  expect(other.session.accessibility.settings).toEqual({ ...DEFAULT_ACCESSIBILITY, fontSize: 2, isContrastTheme: true });

  for (const question of other.session.course.progressQuestions) other.session.actions.answer(question.id, other.session.plugins.questionType(question.type).correctResponse(question.data));
  expect(await other.session.attempts.startNew()).toBe(true);
  await other.session.saving.flush();
  const third = await createTestPlayer({ deliveries: [onDevice(service)], overrides: hosted });
  expect(third.session.course.attemptId).toBe(other.session.course.attemptId);
  expect(third.session.accessibility.settings).toEqual({ ...DEFAULT_ACCESSIBILITY, fontSize: 2, isContrastTheme: true });
});

it("keeps the learner's course language with the progress on the service, for another device, and on a new attempt (SPEC 3.7, 4.5)", async () => {
  const service = fakeService();
  const { session, warnings } = await createTestPlayer({ deliveries: [onDevice(service)], overrides: hosted });
  await session.courseLanguage.change('ar');
  session.courseLanguage.closeFirstChoice();
  await session.saving.flush();
  expect(warnings).toEqual([]);
  const other = await createTestPlayer({ deliveries: [onDevice(service)], overrides: hosted });
  expect(other.session.language).toBe('ar');
  for (const question of other.session.course.progressQuestions) other.session.actions.answer(question.id, other.session.plugins.questionType(question.type).correctResponse(question.data));
  expect(await other.session.attempts.startNew()).toBe(true);
  await other.session.saving.flush();
  const third = await createTestPlayer({ deliveries: [onDevice(service)], overrides: hosted });
  expect(third.session.language).toBe('ar');
});
