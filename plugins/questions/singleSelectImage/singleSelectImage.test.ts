import fc from 'fast-check';
import { questionDataFromJson, type QuestionData } from '@core';
import plugin from '.';
import { examples } from './examples';

const ctx = { allowScoringOfContentPages: false, hasBeenOpened: true };
const t = (key: string) => (key === '[alt answer image]' ? 'Answer image' : key);

const question = (raw: Record<string, unknown>, extra: Partial<QuestionData> = {}): QuestionData => ({
  id: 'q1',
  type: 'singleSelectImage',
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

const q = question({
  answers: [
    { id: 'a', image: 'media/a.webp' },
    { id: 'b', image: 'media/b.webp' },
    { id: 'c', image: 'media/c.webp' },
  ],
  correctAnswerId: 'b',
});

describe('singleSelectImage scoring (SPEC 5.1: the response must include correctAnswerId, and nothing else)', () => {
  it.each([
    [['b'], 100],
    [['b', 'b'], 100],
    [['a'], 0],
    [['c'], 0],
    [[], 0],
    [['b', 'a'], 0],
    [['a', 'b'], 0],
    [['b', 'zzz'], 0],
    [['zzz'], 0],
  ])('%j scores %i', (response, expected) => expect(plugin.score(q, response, ctx)).toBe(expected));

  it('never throws and gives 0 for anything that is not a list of ids', () => {
    for (const bad of [null, undefined, 'b', 7, { 0: 'b' }, [1, 2], [null], [['b']]]) expect(plugin.score(q, bad as unknown as string[], ctx)).toBe(0);
  });

  it('scores 0 whatever the response when correctAnswerId names no answer', () => {
    const broken = question({ answers: [{ id: 'a', image: 'x' }], correctAnswerId: 'gone' });
    expect(plugin.score(broken, ['a'], ctx)).toBe(0);
    expect(plugin.score(broken, ['gone'], ctx)).toBe(0);
    expect(plugin.correctResponse(broken)).toBeNull();
  });

  it('accepts an answer marked isCorrect when there is no correctAnswerId', () => {
    const flagged = question({ answers: [{ id: 'a', image: 'x' }, { id: 'b', image: 'y', isCorrect: true }] });
    expect(plugin.score(flagged, ['b'], ctx)).toBe(100);
    expect(plugin.correctResponse(flagged)).toEqual(['b']);
  });

  it('only the response [correctAnswerId] scores 100 (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c', 'zzz'), { maxLength: 5 }), (response) => {
        const expected = new Set(response).size === 1 && response[0] === 'b' ? 100 : 0;
        return plugin.score(q, response, ctx) === expected;
      }),
    );
  });
});

describe('singleSelectImage answers, answered check and correct response', () => {
  it('reads answers leniently: bad entries and repeated ids are skipped, never a crash', () => {
    const messy = question({ answers: [null, 'x', { image: 'no-id' }, { id: 'a', image: 3 }, { id: 'a', image: 'dup' }, { id: 'b' }], correctAnswerId: 'b' });
    expect(plugin.correctResponse(messy)).toEqual(['b']);
    expect(plugin.compact(messy, ['b'])).toEqual([1]);
    expect(plugin.score(messy, ['b'], ctx)).toBe(100);
    const none = question({ answers: 'nope' });
    expect(plugin.correctResponse(none)).toBeNull();
    expect(plugin.isAnswered(none, ['a'])).toBe(false);
  });

  it('is answered when an option of the question is selected', () => {
    expect(plugin.isAnswered(q, [])).toBe(false);
    expect(plugin.isAnswered(q, ['c'])).toBe(true);
    expect(plugin.isAnswered(q, ['zzz'])).toBe(false);
    expect(plugin.isAnswered(q, 'c' as unknown as string[])).toBe(false);
  });

  it('gives the correct response, and none as a survey', () => {
    expect(plugin.correctResponse(q)).toEqual(['b']);
    expect(plugin.correctResponse({ ...q, isSurvey: true })).toBeNull();
  });

  it('names the correct image by its position in words (no altText in this type), never by file name', () => {
    expect(plugin.correctAnswersText!(q, t)).toBe('Answer image 2');
    expect(plugin.correctAnswersText!({ ...q, isSurvey: true }, t)).toBe('');
  });
});

describe('singleSelectImage compact saved form (SPEC 3.7)', () => {
  it('is the position of the chosen image in the author order', () => {
    expect(plugin.compact(q, ['c'])).toEqual([2]);
    expect(plugin.compact(q, [])).toEqual([]);
    expect(plugin.expand(q, [2])).toEqual(['c']);
    expect(plugin.expand(q, [])).toEqual([]);
  });

  it('round-trips every possible response', () => {
    for (const r of [[], ['a'], ['b'], ['c']]) expect(plugin.expand(q, JSON.parse(JSON.stringify(plugin.compact(q, r))))).toEqual(r);
  });

  it('refuses unusable saved data', () => {
    expect(() => plugin.expand(q, [7] as unknown as number[])).toThrow(/position 7/);
    expect(() => plugin.expand(q, 'x' as unknown as number[])).toThrow();
    expect(() => plugin.expand(q, [0, 1])).toThrow(/one position/);
  });
});

describe('singleSelectImage xAPI (SPEC 7.8)', () => {
  it("is a 'choice' interaction with position labels as descriptions (never file names)", () => {
    expect(plugin.toInteraction(q, ['a'], 'en-US')).toEqual({
      interactionType: 'choice',
      correctResponsesPattern: ['b'],
      choices: [
        { id: 'a', description: { 'en-US': 'Answer image 1' } },
        { id: 'b', description: { 'en-US': 'Answer image 2' } },
        { id: 'c', description: { 'en-US': 'Answer image 3' } },
      ],
      response: 'a',
    });
  });

  it('sends the empty response as an empty string, and no correct pattern for a survey', () => {
    expect(plugin.toInteraction(q, [], 'en-US').response).toBe('');
    expect(plugin.toInteraction({ ...q, isSurvey: true }, ['a'], 'en-US')).not.toHaveProperty('correctResponsesPattern');
  });
});

describe('singleSelectImage examples', () => {
  it('the showcase question in Arabic keeps its ids and images', () => {
    const ar = questionDataFromJson(examples[0].question, { language: 'ar' });
    expect(plugin.correctResponse(ar)).toEqual(['0c9ae8dedca7435fb7b44f7deef603cf']);
    expect(plugin.correctAnswersText!(ar, () => 'صورة الإجابة')).toBe('صورة الإجابة 3');
  });
});
