import { defineQuestionType, type QuestionData } from '@core';
import { areaOrder, dropspotsOf, normalizeResponse, type Response } from './model';
import { isAnswered, score } from './scorer';
import { toInteraction } from './interaction';

/**
 * Compact saved form (SPEC 3.7): one number per dropspot in the author's order, the position of the
 * text its area holds, or -1 for an empty area. E.g. [0, 2, -1, 1].
 */
export type Compact = number[];

function compact(question: QuestionData, response: Response): Compact {
  const spots = dropspotsOf(question);
  const held = new Map(normalizeResponse(question, response).map((p) => [p.spotId, p.textId]));
  return spots.map((s) => (held.has(s.id) ? spots.findIndex((t) => t.id === held.get(s.id)) : -1));
}

function expand(question: QuestionData, saved: Compact): Response {
  const spots = dropspotsOf(question);
  if (!Array.isArray(saved) || saved.length > spots.length) throw new Error('a drag and drop answer is saved as one text position (or -1) per dropspot');
  const placements = saved.flatMap((v, i) => {
    if (!Number.isInteger(v) || v < -1 || v >= spots.length) throw new Error(`no text at position ${JSON.stringify(v)} for dropspot ${i}`);
    return v === -1 ? [] : [{ spotId: spots[i].id, textId: spots[v].id }];
  });
  const response = normalizeResponse(question, placements);
  if (response.length !== placements.length) throw new Error('a text is saved on two drop areas');
  return response;
}

export default defineQuestionType<Response, Compact>({
  id: 'dragAndDropText',
  emptyResponse: () => [],
  isAnswered,
  score,
  correctResponse: (q) => dropspotsOf(q).map((s) => ({ spotId: s.id, textId: s.id })),
  compactVersion: 1,
  compact,
  expand,
  /** Each area, in the order the view numbers them, with the text that belongs on it. */
  correctAnswersText: (q, t) => {
    const areas = areaOrder(dropspotsOf(q));
    return areas.map((s, i) => t('player:dnd area holding', { index: i + 1, total: areas.length, text: s.text })).join('; ');
  },
  toInteraction,
  loadView: () => import(/* webpackChunkName: "q-dragAndDropText" */ './View'),
});
