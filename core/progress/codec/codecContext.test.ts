/**
 * codecContextFor on a real session (the showcase, every question type, options shuffled): the
 * record the session writes goes through the codec within SCORM 1.2's budget and comes back as the
 * same record, and a session started from it restores every answer.
 */
import { createTestPlayer } from '../../../test/support/createTestPlayer';
import { MemoryStore } from '../../../test/support/memoryStore';
import { readProgress } from '../readProgress';
import { codecContextFor, createProgressCodec } from '.';

const codec = createProgressCodec();
const SCORM12 = { maxChars: 4096, acceptsNonAscii: false };
const randomize = {
  'settings.js': (body: string | null) => JSON.stringify({ ...JSON.parse(body ?? '{}'), answerOptionsOrder: { selected: 'randomize' } }),
};

async function answeredShowcase() {
  const { session } = await createTestPlayer({ overrides: randomize });
  const course = session.course;
  for (const q of course.questions) {
    session.actions.open(q.id);
    const correct = session.plugins.questionType(q.type).correctResponse(q.data);
    if (!q.isAnswered && correct !== null) session.actions.answer(q.id, correct);
  }
  for (const s of course.sections) s.consumeLearningObjective();
  session.actions.navigated(`/sections/${course.sections[1].id}/questions/${course.sections[1].questions[0].id}`);
  return session;
}

describe('codecContextFor (a course as the codec sees it)', () => {
  it('gives every question the index AnswerLog saves its answer at, and the sections in course order', async () => {
    const session = await answeredShowcase();
    const context = codecContextFor(session.course, session.plugins);
    const record = session.saving.record();
    for (const q of session.course.questions) {
      expect(context.shortIds.get(q.id)).toBe(q.index);
      if (q.isAnswered) expect(record.answers[q.index]).not.toBeNull();
    }
    expect(context.sectionIds).toEqual(session.course.sections.map((s) => s.id));
    const shuffled = session.course.questions.find((q) => q.type === 'multipleSelect')!;
    expect(context.optionIds?.(shuffled.index)).toEqual((shuffled.data.raw.answers as { id: string }[]).map((a) => a.id));
    expect(context.optionIds?.(session.course.questions.find((q) => q.type === 'informationContent')!.index)).toBeNull();
  });

  it("carries the session's record through SCORM 1.2's budget and back unchanged, orders rebuilt from the attempt id", async () => {
    const session = await answeredShowcase();
    const record = session.saving.record();
    expect(record.randomizedOptionsList.some((order) => order !== null)).toBe(true);
    const { text, dropped } = codec.encode(record, SCORM12, codecContextFor(session.course, session.plugins));
    expect(dropped).toEqual([]);
    expect(text.length).toBeLessThan(JSON.stringify(record).length / 3);
    expect(readProgress(codec.decode(text, codecContextFor(session.course, session.plugins)), session.plugins.blockStates())).toEqual({ ok: true, record });
  });

  it('restores every answer in a session that starts from the decoded record', async () => {
    const session = await answeredShowcase();
    const text = codec.encode(session.saving.record(), SCORM12, codecContextFor(session.course, session.plugins)).text;
    const { session: again } = await createTestPlayer({ overrides: randomize, storage: new MemoryStore({ text }) });
    for (const q of session.course.questions) {
      const restored = again.course.questionById.get(q.id)!;
      expect({ id: q.id, answered: restored.isAnswered, response: restored.response, order: again.course.optionOrders[q.id] }).toEqual({
        id: q.id,
        answered: q.isAnswered,
        response: q.response,
        order: session.course.optionOrders[q.id],
      });
    }
    expect(again.course.url).toBe(session.course.url);
  });
});
