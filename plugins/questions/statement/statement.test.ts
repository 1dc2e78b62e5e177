import fc from 'fast-check';
import { questionDataFromJson, type QuestionData } from '@core';
import plugin from '.';
import { examples } from './examples';
import { judge, type Response } from './model';

const ctx = { allowScoringOfContentPages: false, hasBeenOpened: true };
const t = (key: string) => ({ '[statement question true text]': 'True', '[statement question false text]': 'False' })[key] ?? key;

const question = (answers: unknown[], extra: Partial<QuestionData> = {}): QuestionData => ({
  ...questionDataFromJson({ id: 'q1', type: 'statement', title: 'Q', answers }),
  ...extra,
});

const q = question([
  { id: 'a', text: 'Alpha is true', isCorrect: true, explanationBlocks: [{ id: 'exp-a', children: [] }] },
  { id: 'b', text: 'Beta is false', isCorrect: false, explanationBlocks: [{ id: 'exp-b', children: [] }] },
  { id: 'c', text: 'Gamma is true', isCorrect: true, explanationBlocks: [] },
]);
const all = (a: boolean, b: boolean, c: boolean): Response => [
  { id: 'a', isCorrect: a },
  { id: 'b', isCorrect: b },
  { id: 'c', isCorrect: c },
];

describe('statement scoring (SPEC 5.1: the set of {id, isCorrect} pairs matches the answers exactly)', () => {
  it.each<[string, unknown, 0 | 100]>([
    ['every statement judged as the author says', all(true, false, true), 100],
    ['the same pairs in another order', [...all(true, false, true)].reverse(), 100],
    ['a repeated identical pair', [...all(true, false, true), { id: 'a', isCorrect: true }], 100],
    ['one statement judged the wrong way', all(true, true, true), 0],
    ['every statement judged the wrong way', all(false, true, false), 0],
    ['one statement not judged', all(true, false, true).slice(0, 2), 0],
    ['nothing judged', [], 0],
    ['an extra pair for an unknown statement', [...all(true, false, true), { id: 'zzz', isCorrect: true }], 0],
    ['a statement judged both ways', [...all(true, false, true), { id: 'a', isCorrect: false }], 0],
    ['isCorrect as a string', [{ id: 'a', isCorrect: 'true' }, { id: 'b', isCorrect: false }, { id: 'c', isCorrect: true }], 0],
    ['not a list', { a: true }, 0],
    ['null', null, 0],
  ])('%s scores %i', (_name, response, expected) => expect(plugin.score(q, response as Response, ctx)).toBe(expected));

  it('a question without statements scores 0', () => expect(plugin.score(question([]), [], ctx)).toBe(0));

  it('scores 100 exactly for the correct judgement of every statement, whatever the judgements (fast-check)', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }), fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }), (truths, judged) => {
        const qq = question(truths.map((isCorrect, i) => ({ id: `s${i}`, text: `S${i}`, isCorrect, explanationBlocks: [] })));
        const response = truths.map((_, i) => ({ id: `s${i}`, isCorrect: judged[i] }));
        const expected = truths.every((v, i) => v === judged[i]) ? 100 : 0;
        return plugin.score(qq, response, ctx) === expected;
      }),
    );
  });
});

describe('statement answered check (SPEC 5.1 non-empty)', () => {
  it('is answered once at least one statement is judged', () => {
    expect(plugin.isAnswered(q, [])).toBe(false);
    expect(plugin.isAnswered(q, [{ id: 'b', isCorrect: true }])).toBe(true);
    expect(plugin.isAnswered(q, all(true, true, true))).toBe(true);
  });
  it('does not count judgements of unknown statements or malformed entries', () => {
    expect(plugin.isAnswered(q, [{ id: 'zzz', isCorrect: true }])).toBe(false);
    expect(plugin.isAnswered(q, [{ id: 'a' }] as unknown as Response)).toBe(false);
    expect(plugin.isAnswered(q, 'a' as unknown as Response)).toBe(false);
  });
});

describe('statement response', () => {
  it('judging keeps one judgement per statement, in the author order', () => {
    let r = judge(q, [], 'c', false);
    r = judge(q, r, 'a', true);
    r = judge(q, r, 'c', true);
    expect(r).toEqual([
      { id: 'a', isCorrect: true },
      { id: 'c', isCorrect: true },
    ]);
  });
  it("gives the author's correct response, and none for a survey", () => {
    expect(plugin.correctResponse(q)).toEqual(all(true, false, true));
    expect(plugin.correctResponse({ ...q, isSurvey: true })).toBeNull();
  });
  it('shows the explanations of the judged statements only', () => {
    expect(plugin.explanations!(q, [{ id: 'b', isCorrect: true }])).toEqual([{ id: 'exp-b', children: [] }]);
    expect(plugin.explanations!(q, all(true, true, true))).toEqual([
      { id: 'exp-a', children: [] },
      { id: 'exp-b', children: [] },
    ]);
    expect(plugin.explanations!(q, [])).toEqual([]);
  });
  it('says the correct answer in words', () => expect(plugin.correctAnswersText!(q, t)).toBe('True: Alpha is true; False: Beta is false; True: Gamma is true'));
});

describe('statement compact saved form (SPEC 3.7)', () => {
  it('is one 1, 0 or null per statement', () => {
    expect(plugin.compact(q, all(true, false, true))).toEqual([1, 0, 1]);
    expect(plugin.compact(q, [{ id: 'b', isCorrect: true }])).toEqual([null, 1, null]);
    expect(plugin.expand(q, [null, 1, null])).toEqual([{ id: 'b', isCorrect: true }]);
  });
  it('round-trips any partial judgement through JSON (fast-check)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(true, false, undefined), { minLength: 3, maxLength: 3 }), (values) => {
        const response = (['a', 'b', 'c'] as const).flatMap((id, i) => (values[i] === undefined ? [] : [{ id, isCorrect: values[i] as boolean }]));
        return JSON.stringify(plugin.expand(q, JSON.parse(JSON.stringify(plugin.compact(q, response))))) === JSON.stringify(response);
      }),
    );
  });
  it('rejects a saved form that does not fit the question', () => {
    expect(() => plugin.expand(q, [1, 0, 1, 1])).toThrow();
    expect(() => plugin.expand(q, [2] as never)).toThrow(/position 0/);
    expect(() => plugin.expand(q, 'x' as never)).toThrow();
  });
});

describe('statement xAPI (SPEC 7.8)', () => {
  it("is a 'matching' of each statement to true or false", () => {
    expect(plugin.toInteraction(q, [{ id: 'a', isCorrect: false }, { id: 'c', isCorrect: true }], 'en-US')).toEqual({
      interactionType: 'matching',
      correctResponsesPattern: ['a[.]true[,]b[.]false[,]c[.]true'],
      source: [
        { id: 'a', description: { 'en-US': 'Alpha is true' } },
        { id: 'b', description: { 'en-US': 'Beta is false' } },
        { id: 'c', description: { 'en-US': 'Gamma is true' } },
      ],
      target: [
        { id: 'true', description: { 'en-US': 'True' } },
        { id: 'false', description: { 'en-US': 'False' } },
      ],
      response: 'a[.]false[,]c[.]true',
    });
  });
  it('has no correct pattern as a survey', () => expect(plugin.toInteraction({ ...q, isSurvey: true }, [], 'en-US').correctResponsesPattern).toBeUndefined());
});

describe('statement examples', () => {
  it('read the texts of the course language', () => {
    const ar = questionDataFromJson(examples[0].question, { language: 'ar' });
    expect(plugin.correctAnswersText!(ar, t)).toMatch(/[\u0600-\u06FF]/);
  });
});
