/**
 * Issue 21 §5, no lost update, on the player's side: a save the store refuses as a 'conflict'
 * (another device saved the attempt since this one read it) is merged by the session's saving owner:
 * it reads the store's record, merges it with the learner's state (core/progress/mergeRecords.ts),
 * puts the merged state in the course and writes it on the store's new revision.
 */
import { createTestPlayer } from '../../test/support/createTestPlayer';
import { MemoryStore } from '../../test/support/memoryStore';
import type { PlayerSession } from './PlayerSession';
import { saveFailed } from '../delivery/ProgressStore';
import { Status } from '../rules/status';

const learner = { id: 'ana', name: 'Ana', email: 'ana@example.com' };
const right = (session: PlayerSession, index: number) => {
  const q = session.course.progressQuestions[index];
  session.actions.answer(q.id, session.plugins.questionType(q.type).correctResponse(q.data));
  return q;
};
const answered = (session: PlayerSession) => session.course.progressQuestions.filter((q) => q.isAnswered).map((q) => q.id);

describe('a save that conflicts with another device (issue 21 §5)', () => {
  it('two devices on one attempt, each answering its own questions: both merge, and every answer is kept', async () => {
    const storage = new MemoryStore({ checkRevisions: true });
    const laptop = await createTestPlayer({ storage, learner });
    right(laptop.session, 0);
    await laptop.session.saving.flush();
    // The phone opens the attempt as the laptop left it; from here both answer at once.
    const phone = await createTestPlayer({ storage, learner });
    const q1 = right(laptop.session, 1);
    await laptop.session.saving.flush();
    const q2 = right(phone.session, 2);
    await phone.session.saving.flush();
    // The phone's write was refused, merged with the laptop's, shown and written again.
    expect(phone.session.course.questionById.get(q1.id)!.isAnsweredCorrectly).toBe(true);
    const q3 = right(laptop.session, 3);
    await laptop.session.saving.flush();
    expect(laptop.session.course.questionById.get(q2.id)!.isAnsweredCorrectly).toBe(true);

    const later = await createTestPlayer({ storage, learner });
    expect(answered(later.session)).toEqual(expect.arrayContaining([laptop.session.course.progressQuestions[0].id, q1.id, q2.id, q3.id]));
    expect(later.session.course.progressQuestions.filter((q) => q.isAnswered)).toHaveLength(4);
    expect([...laptop.warnings, ...phone.warnings]).toEqual([]);
  });

  it('a store scripted to conflict: the other device passed the course; the merge shows it, sends the status, and keeps the local answer', async () => {
    const storage = new MemoryStore();
    const { session, sink } = await createTestPlayer({ storage, learner });
    right(session, 0);
    await session.saving.flush();
    // Another device answered every question right (100: the compact form of a correct answer) and saved.
    storage.edit((record) => {
      const indexes = session.course.progressQuestions.map((q) => q.index);
      const length = Math.max(...indexes) + 1;
      const fill = (list: unknown[]) => Array.from({ length }, (_, i) => list[i] ?? null);
      record.answers = fill(record.answers as unknown[]);
      record.attempts = fill(record.attempts as unknown[]);
      for (const i of indexes.slice(1)) [(record.answers as unknown[])[i], (record.attempts as unknown[])[i]] = [100, 1];
      record.completionDate = '2025-01-01T00:00:00.000Z';
    });
    storage.script.push(saveFailed('conflict', false, 'another device saved'));

    session.actions.open(session.course.progressQuestions[1].id);
    await session.saving.flush();
    expect(session.course.status).toBe(Status.PASSED);
    expect(sink.events.filter((e) => e.type === 'status').at(-1)).toMatchObject({ status: Status.PASSED, score: 100 });
    expect(session.course.completionDate).toBe('2025-01-01T00:00:00.000Z');
    const saved = storage.saved as { answers: unknown[] };
    expect(saved.answers.filter((a) => a !== null)).toHaveLength(session.course.progressQuestions.length);
    expect(session.saving.record().answers).toEqual(saved.answers);
  });

  it("a store's record that cannot be read is not merged: the learner's state is written on the store's revision, and the console says so", async () => {
    const storage = new MemoryStore({ checkRevisions: true });
    const { session, warnings } = await createTestPlayer({ storage, learner });
    const q = right(session, 0);
    await session.saving.flush();
    storage.replace('{"answers": "not a list"}');
    right(session, 1);
    await session.saving.flush();
    expect((storage.saved as { answers: unknown[] }).answers[q.index]).not.toBeNull();
    expect(warnings.join('\n')).toMatch(/could not be merged/);
  });
});
