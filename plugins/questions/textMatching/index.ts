import { defineQuestionType } from '@core';
import { matchingOf, normalizeResponse, type Response } from './model';
import { isAnswered, score } from './scorer';
import { toInteraction } from './interaction';

/**
 * Saved form (SPEC 3.7): for each key in the author's order, the position (in the author's order of
 * values) of the value chosen for it, or null; trailing nulls left out. E.g. [2, 0, null, 1].
 */
export type Compact = (number | null)[];

export default defineQuestionType<Response, Compact>({
  id: 'textMatching',
  emptyResponse: () => ({}),
  isAnswered,
  score,
  correctResponse: (q) => {
    const { rows } = matchingOf(q);
    return q.isSurvey || rows.length === 0 ? null : Object.fromEntries(rows.map((r) => [r.id, r.id]));
  },
  compactVersion: 1,
  compact: (q, response) => {
    const data = matchingOf(q);
    const matches = normalizeResponse(data, response);
    const positions = data.rows.map((r) => (matches[r.id] === undefined ? null : data.values.findIndex((v) => v.id === matches[r.id])));
    while (positions.length > 0 && positions[positions.length - 1] === null) positions.pop();
    return positions;
  },
  expand: (q, compact) => {
    const data = matchingOf(q);
    if (!Array.isArray(compact) || compact.length > data.rows.length) throw new Error('a matching answer is saved as one value position per key');
    const response: Response = {};
    const used = new Set<number>();
    compact.forEach((position, i) => {
      if (position === null) return;
      if (!Number.isInteger(position) || position < 0 || position >= data.values.length || used.has(position)) {
        throw new Error(`no value to match at position ${String(position)}`);
      }
      used.add(position);
      response[data.rows[i].id] = data.values[position].id;
    });
    return response;
  },
  correctAnswersText: (q) =>
    matchingOf(q)
      .rows.map((r) => `${r.key}: ${r.value}`)
      .join('; '),
  toInteraction,
  loadView: () => import(/* webpackChunkName: "q-textMatching" */ './View'),
});
