import fc from 'fast-check';
import { mergeRecords, type MergeContext } from './mergeRecords';
import { emptyProgress, type ProgressSnapshot } from './progressRecord';

/** Two made-up block states, as a registry would declare them; question 3 is a type this player writes in form 2. */
const context: MergeContext = {
  blockStateKeys: ['checklistItems', 'videoProgress'],
  questionAt: (index) => (index < 10 ? { type: index === 3 ? 'ranking' : 'single', form: index === 3 ? 2 : 1 } : undefined),
};
const record = (fields: Partial<ProgressSnapshot> = {}): ProgressSnapshot => ({
  ...emptyProgress([{ key: 'checklistItems' }, { key: 'videoProgress' }]),
  attemptId: 'attempt-1',
  ...fields,
});
const answer = (r: unknown, s: number) => ({ r, s });
const previous = (r: unknown, p: boolean) => ({ r, s: 0, p });

describe('merging two records of one attempt (issue 21 §5, SPEC 4.4/4.5)', () => {
  // [case, local answer, local attempt, remote answer, remote attempt, the merge's answer and attempt]
  const questions: [string, unknown, number | null, unknown, number | null, unknown, number | null][] = [
    ['an answered question beats an unanswered one (local)', answer(['a'], 0), 1, null, null, answer(['a'], 0), 1],
    ['an answered question beats an unanswered one (remote)', null, null, answer(['b'], 0), 1, answer(['b'], 0), 1],
    ["an answer beats a previous attempt's answer kept as a start (SPEC 4.2)", previous(['a'], true), null, 100, 1, 100, 1],
    ['a higher attempt number wins (remote)', answer(['a'], 0), 1, answer(['b'], 0), 2, answer(['b'], 0), 2],
    ['a higher attempt number wins (local), even with a lower score', answer(['a'], 0), 3, 100, 2, answer(['a'], 0), 3],
    ['the same attempt: the higher score wins', 0, 1, 100, 1, 100, 1],
    ['the same attempt and score: the local one', answer(['a'], 0), 2, answer(['b'], 0), 2, answer(['a'], 0), 2],
    ['neither answered: a kept previous answer beats nothing', null, null, previous(['b'], false), null, previous(['b'], false), null],
    ['neither answered: the local previous answer', previous(['a'], true), null, previous(['b'], false), null, previous(['a'], true), null],
    ['an answer without an attempt entry counts as attempt 1', answer(['a'], 0), null, answer(['b'], 100), 1, answer(['b'], 100), 1],
  ];
  it.each(questions)('%s', (_case, localAnswer, localAttempt, remoteAnswer, remoteAttempt, mergedAnswer, mergedAttempt) => {
    const local = record({ answers: [null, localAnswer], attempts: [null, localAttempt] });
    const remote = record({ answers: [null, remoteAnswer], attempts: [null, remoteAttempt] });
    const merged = mergeRecords(local, remote, context);
    expect(merged.answers[1]).toEqual(mergedAnswer);
    expect(merged.attempts[1] ?? null).toBe(mergedAttempt);
  });

  it('takes every question from the record that has the better answer, each on its own', () => {
    const local = record({ answers: [100, null, answer(['x'], 0)], attempts: [1, null, 1], opened: [0, 2] });
    const remote = record({ answers: [null, 100, answer(['y'], 100)], attempts: [null, 1, 2], opened: [1, 2, 4] });
    const merged = mergeRecords(local, remote, context);
    expect(merged.answers).toEqual([100, 100, answer(['y'], 100)]);
    expect(merged.attempts).toEqual([1, 1, 2]);
    expect(merged.opened).toEqual([0, 1, 2, 4]);
  });

  it("does not take a remote answer saved in another compact form than this player writes its type in (another player's version)", () => {
    const local = record({ answers: [], answerForms: {} });
    const remote = record({ answers: [null, null, null, answer(['old form'], 0), answer(['z'], 0)], attempts: [null, null, null, 1, 1], answerForms: {} });
    const merged = mergeRecords(local, remote, context);
    // Question 3's type is written in form 2 here; the remote holds it in form 1 (answerForms has no entry).
    expect(merged.answers[3] ?? null).toBeNull();
    expect(merged.answers[4]).toEqual(answer(['z'], 0));
    const sameForm = mergeRecords(local, { ...remote, answerForms: { ranking: 2 } }, context);
    expect(sameForm.answers[3]).toEqual(answer(['old form'], 0));
    expect(sameForm.answerForms).toEqual({ ranking: 2 });
  });

  it('unites the learning objectives read, and merges block states per block id with the local one winning', () => {
    const local = record({ learningObjectiveConsumed: ['s1'], checklistItems: { list1: { a: { isChecked: true } } }, videoProgress: { video_1_0: { progressedTime: 5 } } });
    const remote = record({ learningObjectiveConsumed: ['s2', 's1'], checklistItems: { list1: { b: { isChecked: true } }, list2: { c: { isChecked: true } } } });
    const merged = mergeRecords(local, remote, context);
    expect(merged.learningObjectiveConsumed).toEqual(['s1', 's2']);
    expect(merged.checklistItems).toEqual({ list1: { a: { isChecked: true } }, list2: { c: { isChecked: true } } });
    expect(merged.videoProgress).toEqual({ video_1_0: { progressedTime: 5 } });
  });

  // [case, local fields, remote fields, merged fields]
  const fields: [string, Partial<ProgressSnapshot>, Partial<ProgressSnapshot>, Partial<ProgressSnapshot>][] = [
    ['the course attempt number: the higher (SPEC 4.5)', { courseAttemptNumber: 1 }, { courseAttemptNumber: 2 }, { courseAttemptNumber: 2 }],
    ['submitted if either submitted (SPEC 4.5)', { allQuestionsSubmitted: false }, { allQuestionsSubmitted: true }, { allQuestionsSubmitted: true }],
    ['a reattempt if either reattempted', { submitOnceAttempt: 1 }, { submitOnceAttempt: 0 }, { submitOnceAttempt: 1 }],
    ['finished if either finished', { finished: false }, { finished: true }, { finished: true }],
    ['the timer: the larger elapsed (SPEC 4.6)', { timer: { elapsed: 5000, status: 'STARTED' } }, { timer: { elapsed: 9000, status: 'STOPPED' } }, { timer: { elapsed: 9000, status: 'STOPPED' } }],
    ['the timer: the local one on equal time', { timer: { elapsed: 5000, status: 'STARTED' } }, { timer: { elapsed: 5000, status: 'STOPPED' } }, { timer: { elapsed: 5000, status: 'STARTED' } }],
    ['the timer: one beats none', { timer: null }, { timer: { elapsed: 1, status: 'STARTED' } }, { timer: { elapsed: 1, status: 'STARTED' } }],
    ['the completion date: the earliest', { completionDate: '2025-03-02T10:00:00.000Z' }, { completionDate: '2025-03-01T09:00:00.000Z' }, { completionDate: '2025-03-01T09:00:00.000Z' }],
    ['the completion date: one beats none', { completionDate: '2025-03-02T10:00:00.000Z' }, { completionDate: '' }, { completionDate: '2025-03-02T10:00:00.000Z' }],
    [
      'pool and option orders: from the record of the higher course attempt',
      { courseAttemptNumber: 0, questionPool: ['q1', 'q2'], randomizedOptionsList: [['a', 'b']] },
      { courseAttemptNumber: 1, questionPool: ['q3', 'q4'], randomizedOptionsList: [['b', 'a']] },
      { questionPool: ['q3', 'q4'], randomizedOptionsList: [['b', 'a']] },
    ],
    [
      "pool and option orders: the same course attempt keeps the local ones, with the remote's orders where the local has none",
      { questionPool: ['q1', 'q2'], randomizedOptionsList: [['a', 'b'], null] },
      { questionPool: ['q3', 'q4'], randomizedOptionsList: [['b', 'a'], null, ['c', 'd']] },
      { questionPool: ['q1', 'q2'], randomizedOptionsList: [['a', 'b'], null, ['c', 'd']] },
    ],
    [
      "this device's own: where the learner is, who, the attempt, language, accessibility, checksum",
      { url: '/sections/s1/questions/q1', user: { email: 'a@example.com' }, language: 'de', accessibility: { fontSize: 2 }, courseChecksum: 'c2', currentSectionId: 's1' },
      { url: '/results', user: { email: 'b@example.com' }, language: 'fr', accessibility: { fontSize: 0 }, courseChecksum: 'c1', currentSectionId: 's2' },
      { url: '/sections/s1/questions/q1', user: { email: 'a@example.com' }, language: 'de', accessibility: { fontSize: 2 }, courseChecksum: 'c2', currentSectionId: 's1' },
    ],
  ];
  it.each(fields)('%s', (_case, local, remote, expected) => {
    expect(mergeRecords(record(local), record(remote), context)).toMatchObject(expected);
  });

  it('leaves the records it merges as they were, and merging a record with itself gives it back', () => {
    const local = record({ answers: [100, answer(['a'], 0)], attempts: [1, 2], opened: [0, 1], timer: { elapsed: 5, status: 'STARTED' } });
    const copy = JSON.parse(JSON.stringify(local));
    expect(mergeRecords(local, record(), context)).toEqual(local);
    expect(mergeRecords(local, local, context)).toEqual(local);
    expect(local).toEqual(copy);
  });

  it('loses no answered question of either record, and takes every answer from one of them', () => {
    const entry = fc.oneof(fc.constant(null), fc.constant(100), fc.constant(0), fc.record({ r: fc.string(), s: fc.constantFrom(0, 100) }), fc.record({ r: fc.string(), s: fc.constant(0), p: fc.boolean() }));
    const side = fc.array(fc.tuple(entry, fc.option(fc.integer({ min: 1, max: 4 }))), { maxLength: 8 });
    fc.assert(
      fc.property(side, side, (l, r) => {
        const toRecord = (s: typeof l) => record({ answers: s.map(([a]) => a), attempts: s.map(([a, n]) => (a === null ? null : n)) });
        const merged = mergeRecords(toRecord(l), toRecord(r), { ...context, questionAt: () => ({ type: 'single', form: 1 }) });
        const answered = (a: unknown) => a !== null && a !== undefined && !(typeof a === 'object' && 'p' in (a as object));
        for (let i = 0; i < Math.max(l.length, r.length); i++) {
          const [la, ra, ma] = [l[i]?.[0] ?? null, r[i]?.[0] ?? null, merged.answers[i] ?? null];
          if (answered(la) || answered(ra)) expect(answered(ma)).toBe(true);
          expect([la, ra]).toContainEqual(ma);
        }
      }),
    );
  });
});
