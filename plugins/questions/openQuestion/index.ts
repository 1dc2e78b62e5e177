import { defineQuestionType } from '@core';
import { normalizeResponse, type Response } from './model';
import { isAnswered, score } from './scorer';
import { toInteraction } from './interaction';

/**
 * An open question has no author's answer: any non-blank text scores 100 (SPEC 5.1). The contract
 * still asks for a correct response, and the conformance kit checks that it scores 100, so this is
 * one representative of "any non-blank text". It is never shown and never stands in for what the
 * learner wrote: saved progress keeps the learner's own text (core/progress/answers.ts stores the
 * bare 100 only for a response equal to this one), and there is no correctAnswersText to announce.
 */
export const ANY_TEXT = 'Any non-blank text';

export default defineQuestionType<Response, string>({
  id: 'openQuestion',
  emptyResponse: (q) => ({ id: q.id, answeredText: '' }),
  isAnswered,
  score,
  correctResponse: (q) => (q.isSurvey ? null : { id: q.id, answeredText: ANY_TEXT }),
  /** Compact saved form (SPEC 3.7): the text as typed. */
  compactVersion: 1,
  compact: (q, response) => normalizeResponse(q, response).answeredText,
  expand: (q, saved) => {
    if (typeof saved !== 'string') throw new Error('an open answer is saved as its text');
    return normalizeResponse(q, { answeredText: saved });
  },
  toInteraction,
  loadView: () => import(/* webpackChunkName: "q-openQuestion" */ './View'),
});
