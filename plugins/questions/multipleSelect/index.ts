import { defineQuestionType } from '@core';
import { choiceCorrectText, choiceExplanations, compactChoice, expandChoice } from '../shared/choice';
import { answersOf, normalizeResponse, type Response } from './model';
import { isAnswered, score } from './scorer';
import { toInteraction } from './interaction';

export default defineQuestionType<Response, number[]>({
  id: 'multipleSelect',
  randomizableOptions: true,
  emptyResponse: () => [],
  isAnswered,
  score,
  correctResponse: (q) => (q.isSurvey ? null : answersOf(q).filter((a) => a.isCorrect).map((a) => a.id)),
  compactVersion: 1,
  compact: (q, response) => compactChoice(answersOf(q), normalizeResponse(response)),
  expand: (q, compact) => normalizeResponse(expandChoice(answersOf(q), compact)),
  correctAnswersText: (q) => (q.isSurvey ? '' : choiceCorrectText(answersOf(q))),
  explanations: (q, response) => choiceExplanations(answersOf(q), normalizeResponse(response)),
  toInteraction,
  loadView: () => import(/* webpackChunkName: "q-multipleSelect" */ './View'),
});
