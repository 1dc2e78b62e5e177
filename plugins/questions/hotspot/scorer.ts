import type { QuestionData, Score } from '@core';
import { pointInPolygon } from './geometry';
import { hotspotOf, normalizeResponse } from './model';

/**
 * SPEC 5.1 hotspot, rule by rule: 100 if there are no spots; 0 if there are no markers; every
 * marker must lie inside some spot (on its outline counts as inside: geometry.ts); with isMultiple
 * every spot must also be hit. Never throws: the response is normalised first.
 */
export function score(question: QuestionData, response: unknown): Score {
  try {
    const { spots, isMultiple } = hotspotOf(question);
    if (spots.length === 0) return 100;
    const markers = normalizeResponse(question, response);
    if (markers.length === 0) return 0;
    if (!markers.every((m) => spots.some((spot) => pointInPolygon(m, spot)))) return 0;
    if (isMultiple && !spots.every((spot) => markers.some((m) => pointInPolygon(m, spot)))) return 0;
    return 100;
  } catch {
    return 0;
  }
}

/** SPEC 5.1: answered when at least one marker is placed. */
export function isAnswered(question: QuestionData, response: unknown): boolean {
  return normalizeResponse(question, response).length > 0;
}
