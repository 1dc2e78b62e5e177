import { defineQuestionType } from '@core';
import { choiceExplanations, compactChoice, expandChoice } from '../shared/choice';
import { answersOf, normalizeResponse, type Response } from './model';
import { isAnswered, score } from './scorer';
import { toXapi } from './xapi';

export default defineQuestionType<Response, number[]>({
  id: 'multipleSelect',
  emptyResponse: () => [],
  isAnswered,
  score,
  correctResponse: (q) => (q.isSurvey ? null : answersOf(q).filter((a) => a.isCorrect).map((a) => a.id)),
  compact: (q, response) => compactChoice(answersOf(q), normalizeResponse(response)),
  expand: (q, compact) => normalizeResponse(expandChoice(answersOf(q), compact)),
  explanations: (q, response) => choiceExplanations(answersOf(q), normalizeResponse(response)),
  toXapi,
  loadView: () => import(/* webpackChunkName: "q-multipleSelect" */ './View'),
});
