import { defineQuestionType } from '@core';
import { compactImageChoice, expandImageChoice, imageCorrectText } from '../shared/imageChoice';
import { answersOf, normalizeResponse, type Response } from './model';
import { isAnswered, score } from './scorer';
import { toInteraction } from './interaction';

/** Compact saved form (SPEC 3.7): the positions of the chosen images in the author's order, e.g. [0, 2]. */
export type Compact = number[];

export default defineQuestionType<Response, Compact>({
  id: 'multipleChoiceImage',
  randomizableOptions: true,
  emptyResponse: () => [],
  isAnswered,
  score,
  correctResponse: (q) => {
    if (q.isSurvey) return null;
    const correct = answersOf(q).filter((a) => a.isCorrect).map((a) => a.id);
    return correct.length > 0 ? correct : null;
  },
  compactVersion: 1,
  compact: (q, response) => compactImageChoice(answersOf(q), normalizeResponse(q, response)),
  expand: (q, compact) => {
    const ids = expandImageChoice(answersOf(q), compact);
    if (new Set(ids).size !== ids.length) throw new Error('a position is saved twice');
    return ids;
  },
  correctAnswersText: (q, t) => imageCorrectText(q, answersOf(q), t),
  toInteraction,
  loadView: () => import(/* webpackChunkName: "q-multipleChoiceImage" */ './View'),
});
