import { defineQuestionType } from '@core';
import { compactImageChoice, expandImageChoice, imageCorrectText } from '../shared/imageChoice';
import { answersOf, correctIdOf, normalizeResponse, type Response } from './model';
import { isAnswered, score } from './scorer';
import { toInteraction } from './interaction';

/** Compact saved form (SPEC 3.7): the position of the chosen image in the author's order, e.g. [2]; [] for none. */
export type Compact = number[];

export default defineQuestionType<Response, Compact>({
  id: 'singleSelectImage',
  randomizableOptions: true,
  emptyResponse: () => [],
  isAnswered,
  score,
  correctResponse: (q) => {
    if (q.isSurvey) return null;
    const id = correctIdOf(q);
    return id === null ? null : [id];
  },
  compactVersion: 1,
  compact: (q, response) => compactImageChoice(answersOf(q), normalizeResponse(q, response)),
  expand: (q, compact) => {
    const ids = expandImageChoice(answersOf(q), compact);
    if (ids.length > 1) throw new Error('a single image choice is saved as one position at most');
    return ids;
  },
  correctAnswersText: (q, t) => imageCorrectText(q, answersOf(q), t),
  toInteraction,
  loadView: () => import(/* webpackChunkName: "q-singleSelectImage" */ './View'),
});
