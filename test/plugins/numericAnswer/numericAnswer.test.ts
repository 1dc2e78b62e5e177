import { questionDataFromJson } from '@core';
import { describeQuestionTypeConformance } from '../../conformance/kit';
import numericAnswer from '.';
import { examples } from './examples';

describeQuestionTypeConformance(numericAnswer, examples);

describe('numericAnswer (the example plugin of docs/plugins.md)', () => {
  const q = questionDataFromJson(examples[0].question);
  const ctx = { allowScoringOfContentPages: false, hasBeenOpened: true };
  it.each([
    ['21', 100],
    ['20', 100],
    ['22,0', 100],
    [' 21.5 ', 100],
    ['23', 0],
    ['twenty-one', 0],
  ])('scores %p as %p', (text, expected) => expect(numericAnswer.score(q, { text }, ctx)).toBe(expected));
});
