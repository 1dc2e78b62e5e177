// SPEC 4.5 step 4 / 7.6: a backend that owns attempts (LTI) opens the new one; the course takes its
// id, and when it cannot, nothing of the learner's work changes.
import type { DeliveryPlugin } from '@core';
import { createTestPlayer } from '../../test/support/createTestPlayer';
import { MemoryStore } from '../../test/support/memoryStore';
import { RecordingSink } from '../../test/support/recordingSink';
import { testDelivery } from '../../test/support/testDelivery';

const submitAll = {
  'settings.js': (body: string | null) => JSON.stringify({ ...JSON.parse(body ?? '{}'), submitAnswers: { selected: 'allQuestionsAtOnce' }, answersFromPreviousAttempt: { selected: 'reset' } }),
};

function owningAttempts(newAttempt: (current: string) => Promise<string>): DeliveryPlugin {
  const plugin = testDelivery({ store: new MemoryStore() });
  const open = plugin.open.bind(plugin);
  return { ...plugin, open: async (context) => ({ ...(await open(context)), newAttempt }) };
}

it("takes the backend's new attempt id; later events carry it", async () => {
  const asked: string[] = [];
  const sink = new RecordingSink();
  const { session } = await createTestPlayer({ query: 'attemptId=launch-1', overrides: submitAll, sinks: [sink], deliveries: [owningAttempts(async (current) => (asked.push(current), 'from-the-tool'))] });
  expect(session.course.attemptId).toBe('launch-1');
  session.attempts.submitAll();
  expect(await session.attempts.startNew()).toBe(true);
  expect(asked).toEqual(['launch-1']);
  expect(session.course.attemptId).toBe('from-the-tool');
  expect(session.course.isAttemptSubmitted).toBe(false);
  expect(sink.events.filter((e) => e.type === 'attemptStarted').map((e) => e.attemptId)).toEqual(['from-the-tool']);
});

it('when the backend cannot open one (SPEC 8.3 No attemptId found), the learner stays on their attempt with their work', async () => {
  const { session, warnings } = await createTestPlayer({
    query: 'attemptId=launch-1',
    overrides: submitAll,
    deliveries: [owningAttempts(async () => Promise.reject(new Error('No attemptId found')))],
  });
  const q = session.course.progressQuestions[0];
  const answers = q.data.raw.answers as { id: string; isCorrect: boolean }[];
  session.actions.answer(q.id, [answers.find((a) => a.isCorrect)!.id]);
  session.attempts.submitAll();
  expect(await session.attempts.startNew()).toBe(false);
  expect(session.course.attemptId).toBe('launch-1');
  expect(session.course.isAttemptSubmitted).toBe(true);
  expect(session.course.questionById.get(q.id)!.isAnswered).toBe(true);
  expect(session.notices.list).toEqual([{ key: '[something went wrong title]' }]);
  expect(warnings.filter((w) => w.includes('No attemptId found'))).toHaveLength(1);
});
