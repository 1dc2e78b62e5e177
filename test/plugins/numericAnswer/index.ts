import { defineQuestionType } from '@core';
import { normalizeResponse, numericData, type Response } from './model';
import { isAnswered, score } from './scorer';
import { toInteraction } from './interaction';

/**
 * The example plugin of docs/plugins.md: a question type that lives outside plugins/, registered
 * by a host's own entry through core's public API alone (test/plugins/customPlayer.tsx).
 */
export default defineQuestionType<Response, string>({
  id: 'numericAnswer',
  emptyResponse: () => ({ text: '' }),
  isAnswered,
  score,
  correctResponse: (q) => {
    const { correctValue } = numericData(q);
    return q.isSurvey || correctValue === null ? null : { text: String(correctValue) };
  },
  compact: (_q, response) => normalizeResponse(response).text,
  expand: (_q, compact) => {
    if (typeof compact !== 'string') throw new Error('a numeric answer is saved as its text');
    return { text: compact };
  },
  correctAnswersText: (q) => {
    const { correctValue, unit } = numericData(q);
    return correctValue === null ? '' : `${correctValue} ${unit}`.trim();
  },
  toInteraction,
  loadView: () => import(/* webpackChunkName: "q-numericAnswer" */ './View'),
});
