import fc from 'fast-check';
import { questionDataFromJson, type QuestionData } from '@core';
import plugin from '.';
import { examples } from './examples';

const ctx = { allowScoringOfContentPages: false, hasBeenOpened: true };
const t = (key: string) => (key === '[alt answer image]' ? 'Answer image' : key);

const question = (raw: Record<string, unknown>, extra: Partial<QuestionData> = {}): QuestionData => ({
  id: 'q1',
  type: 'multipleChoiceImage',
  title: 'Q',
  sectionId: 's1',
  index: 0,
  isSurvey: false,
  instructions: [],
  learningContents: [],
  correctFeedback: [],
  incorrectFeedback: [],
  hasCorrectFeedback: true,
  hasIncorrectFeedback: true,
  isGeneralFeedback: false,
  raw,
  ...extra,
});

const answer = (id: string, isCorrect: boolean, altText = `Picture ${id}`) => ({ id, image: `media/${id}.webp`, originalImage: `media/${id}-full.webp`, altText, isCorrect });
const q = question({ answers: [answer('a', true), answer('b', true), answer('c', false, ''), answer('d', false)] });

describe('multipleChoiceImage scoring (SPEC 5.1: every correct option and no incorrect one)', () => {
  it.each([
    [['a', 'b'], 100],
    [['b', 'a'], 100],
    [['a', 'b', 'a'], 100],
    [['a'], 0],
    [['b'], 0],
    [['a', 'b', 'c'], 0],
    [['a', 'b', 'd'], 0],
    [['c'], 0],
    [[], 0],
    [['a', 'b', 'zzz'], 0],
  ])('%j scores %i', (response, expected) => expect(plugin.score(q, response, ctx)).toBe(expected));

  it('never throws and gives 0 for anything that is not a list of ids', () => {
    for (const bad of [null, undefined, 'a', 7, { 0: 'a' }, [1, 2], [null], [['a', 'b']]]) expect(plugin.score(q, bad as unknown as string[], ctx)).toBe(0);
  });

  it('scores 0 when no option is correct', () => {
    const none = question({ answers: [answer('a', false), answer('b', false)] });
    expect(plugin.score(none, [], ctx)).toBe(0);
    expect(plugin.score(none, ['a'], ctx)).toBe(0);
    expect(plugin.correctResponse(none)).toBeNull();
  });

  it('100 exactly when the chosen set equals the correct set (property)', () => {
    fc.assert(
      fc.property(fc.subarray(['a', 'b', 'c', 'd']), fc.boolean(), (subset, shuffle) => {
        const response = shuffle ? [...subset].reverse() : subset;
        const expected = subset.length === 2 && subset.includes('a') && subset.includes('b') ? 100 : 0;
        return plugin.score(q, response, ctx) === expected;
      }),
    );
  });
});

describe('multipleChoiceImage answers, answered check and correct response', () => {
  it('reads answers leniently: bad entries and repeated ids are skipped, never a crash', () => {
    const messy = question({ answers: [null, 42, { isCorrect: true }, answer('a', true), { ...answer('a', false) }, { id: 'b', isCorrect: 'yes' }] });
    expect(plugin.correctResponse(messy)).toEqual(['a']);
    expect(plugin.score(messy, ['a'], ctx)).toBe(100);
    expect(plugin.compact(messy, ['b', 'a'])).toEqual([1, 0]);
  });

  it('is answered when some option of the question is selected', () => {
    expect(plugin.isAnswered(q, [])).toBe(false);
    expect(plugin.isAnswered(q, ['d'])).toBe(true);
    expect(plugin.isAnswered(q, ['zzz'])).toBe(false);
    expect(plugin.isAnswered(q, { a: 1 } as unknown as string[])).toBe(false);
  });

  it('gives the correct response in the author order, and none as a survey', () => {
    expect(plugin.correctResponse(q)).toEqual(['a', 'b']);
    expect(plugin.correctResponse({ ...q, isSurvey: true })).toBeNull();
  });

  it('names the correct images by their altText, else by position', () => {
    expect(plugin.correctAnswersText!(q, t)).toBe('Picture a; Picture b');
    const noAlt = question({ answers: [answer('a', false), answer('b', false, ''), answer('c', true, '  ')] });
    expect(plugin.correctAnswersText!(noAlt, t)).toBe('Answer image 3');
  });
});

describe('multipleChoiceImage compact saved form (SPEC 3.7)', () => {
  it('is the positions of the chosen images in the author order', () => {
    expect(plugin.compact(q, ['d', 'a'])).toEqual([3, 0]);
    expect(plugin.expand(q, [3, 0])).toEqual(['d', 'a']);
    expect(plugin.compact(q, ['zzz', 'b'])).toEqual([1]);
  });

  it('round-trips through JSON for any selection (property)', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(['a', 'b', 'c', 'd']), (r) => {
        expect(plugin.expand(q, JSON.parse(JSON.stringify(plugin.compact(q, r))))).toEqual(r);
      }),
    );
  });

  it('refuses unusable saved data', () => {
    expect(() => plugin.expand(q, [9])).toThrow(/position 9/);
    expect(() => plugin.expand(q, [1.5])).toThrow();
    expect(() => plugin.expand(q, null as unknown as number[])).toThrow();
    expect(() => plugin.expand(q, [1, 1])).toThrow(/twice/);
  });
});

describe('multipleChoiceImage xAPI (SPEC 7.8)', () => {
  it("is a 'choice' interaction: altText descriptions (position when empty), ids joined with [,]", () => {
    expect(plugin.toInteraction(q, ['a', 'd'], 'en-US')).toEqual({
      interactionType: 'choice',
      correctResponsesPattern: ['a[,]b'],
      choices: [
        { id: 'a', description: { 'en-US': 'Picture a' } },
        { id: 'b', description: { 'en-US': 'Picture b' } },
        { id: 'c', description: { 'en-US': 'Answer image 3' } },
        { id: 'd', description: { 'en-US': 'Picture d' } },
      ],
      response: 'a[,]d',
    });
  });

  it('leaves out ids the question does not know, and the correct pattern of a survey', () => {
    expect(plugin.toInteraction(q, ['zzz', 'b'], 'en-US').response).toBe('b');
    expect(plugin.toInteraction({ ...q, isSurvey: true }, ['a'], 'en-US')).not.toHaveProperty('correctResponsesPattern');
  });
});

describe('multipleChoiceImage examples', () => {
  it('the showcase question in Arabic gives Arabic alt texts', () => {
    const ar = questionDataFromJson(examples[0].question, { language: 'ar' });
    expect(plugin.correctAnswersText!(ar, t)).toMatch(/^نبتة أوراقها مترهّلة.*; نبتة أطراف أوراقها/);
    expect(plugin.toInteraction(ar, [], 'ar').choices![1].description.ar).toMatch(/^نبتة أوراقها خضراء/);
  });
});
