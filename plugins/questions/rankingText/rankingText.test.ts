import fc from 'fast-check';
import { ErrorMessages, PlayerError, questionDataFromJson, type QuestionData } from '@core';
import plugin from '.';
import { examples } from './examples';
import { moveItem, startOrder } from './model';

const ctx = { allowScoringOfContentPages: false, hasBeenOpened: true };
const question = (answers: unknown[], id = 'q1'): QuestionData => questionDataFromJson({ id, type: 'rankingText', title: 'Q', answers });
const q = question([
  { id: 'a', text: 'First' },
  { id: 'b', text: 'Second' },
  { id: 'c', text: 'Third' },
  { id: 'd', text: 'Fourth' },
]);
const correct = ['a', 'b', 'c', 'd'];
const json = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

/** Any permutation of 1..8 distinct answers, with the question it orders. */
const ranking = fc.integer({ min: 1, max: 8 }).chain((n) =>
  fc.shuffledSubarray(
    Array.from({ length: n }, (_, i) => `id${i}`),
    { minLength: n, maxLength: n },
  ).map((order) => ({ question: question(Array.from({ length: n }, (_, i) => ({ id: `id${i}`, text: `Step ${i}` }))), order })),
);

describe('rankingText scoring (SPEC 5.1: 100 if the response order equals the answer order)', () => {
  it.each<[string, unknown, 0 | 100]>([
    ['the correct order', correct, 100],
    ['the first two swapped', ['b', 'a', 'c', 'd'], 0],
    ['the last two swapped', ['a', 'b', 'd', 'c'], 0],
    ['reversed', [...correct].reverse(), 0],
    ['not ordered yet', [], 0],
    ['an answer missing', ['a', 'b', 'c'], 0],
    ['an answer twice', ['a', 'b', 'c', 'c'], 0],
    ['an unknown answer', ['a', 'b', 'c', 'x'], 0],
    ['an extra answer', [...correct, 'x'], 0],
    ['texts instead of ids', ['First', 'Second', 'Third', 'Fourth'], 0],
    ['not a list', 'a,b,c,d', 0],
  ])('%s scores %i', (_name, response, expected) => expect(plugin.score(q, response as string[], ctx)).toBe(expected));

  it('scores 0 for every permutation but the correct one (fast-check)', () => {
    fc.assert(
      fc.property(ranking, ({ question: qq, order }) => {
        const isCorrect = order.every((id, i) => id === `id${i}`);
        return plugin.score(qq, order, ctx) === (isCorrect ? 100 : 0);
      }),
    );
  });

  it('treats answers with the same text as interchangeable (they look the same)', () => {
    const dup = questionDataFromJson(examples[1].question);
    expect(plugin.score(dup, ['r1', 'r2', 'r3'], ctx)).toBe(100);
    expect(plugin.score(dup, ['r3', 'r2', 'r1'], ctx)).toBe(100);
    expect(plugin.score(dup, ['r2', 'r1', 'r3'], ctx)).toBe(0);
  });
});

describe('rankingText answered check', () => {
  it('is answered with any full order, and not with an empty or partial one', () => {
    expect(plugin.isAnswered(q, plugin.emptyResponse(q))).toBe(false);
    expect(plugin.isAnswered(q, startOrder(q))).toBe(true);
    expect(plugin.isAnswered(q, ['a', 'b'])).toBe(false);
  });
});

describe('rankingText: the order shown is an answer (issue 22: the original product grades it as it stands)', () => {
  it('starts the answer from the shown order, which can be submitted as it is and scores 0', () => {
    expect(plugin.startResponse!(q)).toEqual(startOrder(q));
    expect(plugin.isAnswered(q, plugin.startResponse!(q))).toBe(true);
    expect(plugin.score(q, plugin.startResponse!(q), ctx)).toBe(0);
  });

  it('is saved and restored like any order, and sent as that order (SPEC 3.7, 7.8)', () => {
    const shown = plugin.startResponse!(q);
    expect(plugin.expand(q, json(plugin.compact(q, shown)), 2)).toEqual(shown);
    expect(plugin.toInteraction(q, shown, 'en-US').response).toBe(shown.join('[,]'));
  });

  it('is the same order on every load of the page (fast-check)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), fc.string({ minLength: 1, maxLength: 32 }), (n, id) => {
        const qq = question(Array.from({ length: n }, (_, i) => ({ id: `id${i}`, text: `Step ${i}` })), id);
        const start = plugin.startResponse!(qq);
        expect(plugin.isAnswered(qq, start)).toBe(true);
        expect(plugin.startResponse!(questionDataFromJson({ id, type: 'rankingText', title: 'Q', answers: (qq.raw.answers as object[]).map((a) => ({ ...a })) }))).toEqual(start);
      }),
    );
  });
});

describe('rankingText start order', () => {
  it('is a permutation that is never the correct order, and the same every time (fast-check)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 9 }), fc.string({ minLength: 1, maxLength: 32 }), (n, id) => {
        const qq = question(Array.from({ length: n }, (_, i) => ({ id: `id${i}`, text: `Step ${i}` })), id);
        const start = startOrder(qq);
        expect([...start].sort()).toEqual(Array.from({ length: n }, (_, i) => `id${i}`).sort());
        expect(plugin.score(qq, start, ctx)).toBe(0);
        expect(startOrder(qq)).toEqual(start);
      }),
    );
  });
  it('differs from the correct texts even when two answers share a text', () => {
    const dup = questionDataFromJson(examples[1].question);
    expect(plugin.score(dup, startOrder(dup), ctx)).toBe(0);
  });
  it('is the single answer for a one-answer question', () => expect(startOrder(question([{ id: 'x', text: 'Only' }]))).toEqual(['x']));
  it('moves an item from one place to another', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
  });
});

describe('rankingText compact saved form (SPEC 3.7; version 2: positions, version 1: the texts as the original product saved them)', () => {
  it('is version 2: the positions of the answers, in the learner order', () => {
    expect(plugin.compactVersion).toBe(2);
    expect(plugin.compact(q, ['b', 'a', 'c', 'd'])).toEqual([1, 0, 2, 3]);
    expect(plugin.expand(q, [1, 0, 2, 3])).toEqual(['b', 'a', 'c', 'd']);
    expect(plugin.expand(q, [1, 0, 2, 3], 2)).toEqual(['b', 'a', 'c', 'd']);
    expect(plugin.compact(q, [])).toEqual([]);
    expect(plugin.expand(q, [])).toEqual([]);
  });

  it('still reads version 1, the answer texts in the learner order', () => {
    expect(plugin.expand(q, ['Second', 'First', 'Third', 'Fourth'], 1)).toEqual(['b', 'a', 'c', 'd']);
    expect(plugin.expand(q, [], 1)).toEqual([]);
  });

  it('round-trips any permutation through JSON (fast-check)', () => {
    fc.assert(
      fc.property(ranking, ({ question: qq, order }) => {
        expect(plugin.expand(qq, json(plugin.compact(qq, order)))).toEqual(order);
      }),
    );
  });

  it('round-trips any permutation when answers share texts, in both versions (fast-check)', () => {
    const dup = questionDataFromJson(examples[1].question);
    const texts = (order: string[]) => order.map((id) => (dup.raw.answers as { id: string; text: string }[]).find((a) => a.id === id)!.text);
    fc.assert(
      fc.property(fc.shuffledSubarray(['r1', 'r2', 'r3'], { minLength: 3, maxLength: 3 }), (order) => {
        const normal = plugin.expand(dup, plugin.compact(dup, order));
        expect(plugin.expand(dup, json(plugin.compact(dup, normal)))).toEqual(normal);
        expect(plugin.expand(dup, texts(normal), 1)).toEqual(normal);
        expect(plugin.score(dup, normal, ctx)).toBe(plugin.score(dup, order, ctx));
      }),
    );
  });

  it("raises SPEC 8.3's error for a saved text that no answer has (version 1)", () => {
    const restore = () => plugin.expand(q, ['Second', 'First', 'Third', 'Fifth'], 1);
    expect(restore).toThrow(PlayerError);
    expect(restore).toThrow(ErrorMessages.rankingTextNotFound('Fifth'));
    expect(restore).toThrow("Ranking text: text answer wan not found: 'Fifth'");
    // A text saved twice when the question has it once: the second one is not found either.
    expect(() => plugin.expand(q, ['First', 'First', 'Third', 'Fourth'], 1)).toThrow(ErrorMessages.rankingTextNotFound('First'));
  });

  it('rejects a saved form that does not fit the question', () => {
    expect(() => plugin.expand(q, ['First', 'Second'], 1)).toThrow(PlayerError);
    expect(() => plugin.expand(q, 'First' as never, 1)).toThrow(PlayerError);
    expect(() => plugin.expand(q, [0, 1])).toThrow(PlayerError);
    expect(() => plugin.expand(q, [0, 1, 2, 4])).toThrow(/not an order/);
    expect(() => plugin.expand(q, [0, 1, 2, 2])).toThrow(/not an order/);
    expect(() => plugin.expand(q, [0, 1, 2, 1.5])).toThrow(/not an order/);
    expect(() => plugin.expand(q, ['First', 'Second', 'Third', 'Fourth'])).toThrow(PlayerError);
  });
});

describe('rankingText xAPI (SPEC 7.8)', () => {
  it("is a 'sequencing' with the answers as choices and '[,]'-joined ids", () => {
    expect(plugin.toInteraction(q, ['b', 'a', 'c', 'd'], 'en-US')).toEqual({
      interactionType: 'sequencing',
      correctResponsesPattern: ['a[,]b[,]c[,]d'],
      choices: [
        { id: 'a', description: { 'en-US': 'First' } },
        { id: 'b', description: { 'en-US': 'Second' } },
        { id: 'c', description: { 'en-US': 'Third' } },
        { id: 'd', description: { 'en-US': 'Fourth' } },
      ],
      response: 'b[,]a[,]c[,]d',
    });
    expect(plugin.toInteraction(q, [], 'en-US').response).toBe('');
  });
  it('says the correct order in words', () => expect(plugin.correctAnswersText!(q, (k) => k)).toBe('1. First; 2. Second; 3. Third; 4. Fourth'));
});
