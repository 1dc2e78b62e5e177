import type { QuestionData } from '@core';
import informationContent from '../informationContent';
import multipleSelect from '../multipleSelect';
import singleSelectText from '../singleSelectText';

const question = (type: string, answers: { id: string; text: string; isCorrect: boolean }[], extra: Partial<QuestionData> = {}): QuestionData => ({
  id: 'q1',
  type,
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
  raw: { answers: answers.map((a) => ({ ...a, explanationBlocks: a.id === 'b' ? [{ id: 'exp-b', children: [] }] : [] })) },
  ...extra,
});

const ctx = { allowScoringOfContentPages: false, hasBeenOpened: true };

describe('singleSelectText (SPEC 5.1, 3.4)', () => {
  const q = question('singleSelectText', [
    { id: 'a', text: 'Alpha', isCorrect: false },
    { id: 'b', text: 'Beta', isCorrect: true },
    { id: 'c', text: 'Gamma', isCorrect: false },
  ]);
  it('scores 100 for the correct option and 0 otherwise', () => {
    expect(singleSelectText.score(q, ['b'], ctx)).toBe(100);
    expect(singleSelectText.score(q, ['a'], ctx)).toBe(0);
    expect(singleSelectText.score(q, [], ctx)).toBe(0);
  });
  it('keeps one selection only', () => expect(singleSelectText.score(q, ['b', 'a'], ctx)).toBe(100));
  it('is answered when an option is selected', () => {
    expect(singleSelectText.isAnswered(q, [])).toBe(false);
    expect(singleSelectText.isAnswered(q, ['c'])).toBe(true);
  });
  it('round-trips its compact saved form', () => {
    expect(singleSelectText.compact(q, ['c'])).toEqual([2]);
    expect(singleSelectText.expand(q, [2])).toEqual(['c']);
    expect(() => singleSelectText.expand(q, [7])).toThrow(/position 7/);
  });
  it('gives the correct response and the explanations of the chosen answer', () => {
    expect(singleSelectText.correctResponse(q)).toEqual(['b']);
    expect(singleSelectText.explanations!(q, ['b'])).toEqual([{ id: 'exp-b', children: [] }]);
    expect(singleSelectText.explanations!(q, ['a'])).toEqual([]);
  });
  it('maps to an xAPI choice interaction with [,] separators (SPEC 7.8)', () => {
    expect(singleSelectText.toInteraction(q, ['a'], 'en-US')).toEqual({
      interactionType: 'choice',
      correctResponsesPattern: ['b'],
      choices: [
        { id: 'a', description: { 'en-US': 'Alpha' } },
        { id: 'b', description: { 'en-US': 'Beta' } },
        { id: 'c', description: { 'en-US': 'Gamma' } },
      ],
      response: 'a',
    });
  });
  it('has no correct response as a survey', () => expect(singleSelectText.correctResponse({ ...q, isSurvey: true })).toBeNull());
});

describe('multipleSelect (SPEC 5.1)', () => {
  const q = question('multipleSelect', [
    { id: 'a', text: 'A', isCorrect: true },
    { id: 'b', text: 'B', isCorrect: true },
    { id: 'c', text: 'C', isCorrect: false },
  ]);
  it.each([
    [['a', 'b'], 100],
    [['b', 'a'], 100],
    [['a'], 0],
    [['a', 'b', 'c'], 0],
    [['c'], 0],
    [[], 0],
    [['a', 'b', 'zzz'], 0],
  ])('%j scores %i', (response, expected) => expect(multipleSelect.score(q, response, ctx)).toBe(expected));
  it('round-trips its compact saved form', () => expect(multipleSelect.expand(q, multipleSelect.compact(q, ['c', 'a']))).toEqual(['c', 'a']));
  it('joins several correct ids with [,]', () => expect(multipleSelect.toInteraction(q, ['a', 'c'], 'en-US')).toMatchObject({ correctResponsesPattern: ['a[,]b'], response: 'a[,]c' }));
  it('ignores malformed saved responses', () => expect(multipleSelect.isAnswered(q, 'a' as unknown as string[])).toBe(false));
});

describe('informationContent (SPEC 5.1 content page, 4.2)', () => {
  const q = question('informationContent', []);
  it('is answered on opening', () => expect(informationContent.answeredOnOpen).toBe(true));
  it('scores 100 only with content-page scoring on and the page opened', () => {
    expect(informationContent.score(q, null, { allowScoringOfContentPages: true, hasBeenOpened: true })).toBe(100);
    expect(informationContent.score(q, null, { allowScoringOfContentPages: false, hasBeenOpened: true })).toBe(0);
    expect(informationContent.score(q, null, { allowScoringOfContentPages: true, hasBeenOpened: false })).toBe(0);
  });
  it('is experienced, not answered, in xAPI terms', () => expect(informationContent.toInteraction(q, null, 'en-US').interactionType).toBe('other'));
});
