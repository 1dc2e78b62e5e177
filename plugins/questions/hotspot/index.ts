import { defineQuestionType, type QuestionData } from '@core';
import { interiorPoint, type Point } from './geometry';
import { hotspotOf, normalizeResponse, type Response } from './model';
import { isAnswered, score } from './scorer';
import { toInteraction } from './interaction';

/** Compact saved form (SPEC 3.7): the markers' coordinates in one flat list, [x1, y1, x2, y2, ...]. */
export type Compact = number[];

function compact(question: QuestionData, response: Response): Compact {
  return normalizeResponse(question, response).flatMap((m) => [m.x, m.y]);
}

function expand(question: QuestionData, saved: Compact): Response {
  if (!Array.isArray(saved) || saved.length % 2 !== 0 || !saved.every((n) => typeof n === 'number' && Number.isFinite(n))) {
    throw new Error('a hotspot answer is saved as a flat list of x, y coordinates');
  }
  const markers: Point[] = [];
  for (let i = 0; i < saved.length; i += 2) markers.push({ x: saved[i], y: saved[i + 1] });
  return normalizeResponse(question, markers);
}

/**
 * The author's answer as markers: a point inside each spot with isMultiple, inside the first spot
 * otherwise. With no spots any marker is right (SPEC 5.1), so one at the image's corner will do.
 */
function correctResponse(question: QuestionData): Response {
  const { spots, isMultiple } = hotspotOf(question);
  if (spots.length === 0) return [{ x: 0, y: 0 }];
  return (isMultiple ? spots : spots.slice(0, 1)).map((spot) => interiorPoint(spot)!);
}

export default defineQuestionType<Response, Compact>({
  id: 'hotspot',
  emptyResponse: () => [],
  isAnswered,
  score,
  correctResponse,
  compactVersion: 1,
  compact,
  expand,
  // Pure code does not know the image's size, so the words say how many areas are outlined; the
  // view's legend adds where each one is, in percentages of the image.
  correctAnswersText: (q, t) => {
    const { spots, isMultiple } = hotspotOf(q);
    if (spots.length === 1) return t('player:hotspot correct one');
    return isMultiple ? t('player:hotspot correct each', { count: spots.length }) : t('player:hotspot correct any', { count: spots.length });
  },
  toInteraction,
  loadView: () => import(/* webpackChunkName: "q-hotspot" */ './View'),
});
