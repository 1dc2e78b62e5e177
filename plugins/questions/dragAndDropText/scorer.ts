import type { QuestionData, Score } from '@core';
import { dropspotsOf, normalizeResponse } from './model';

/**
 * SPEC 5.1 drag and drop text: 100 when every dropspot holds its own text; the pool of unplaced
 * texts is not looked at. "Its own text" is the dropspot's own entry, or another entry with the very
 * same non-blank text: two identical chips cannot be told apart, so either may go on either area.
 * Never throws: the response is normalised first.
 */
export function score(question: QuestionData, response: unknown): Score {
  try {
    const spots = dropspotsOf(question);
    const textOf = new Map(spots.map((s) => [s.id, s.text.trim()]));
    const held = new Map(normalizeResponse(question, response).map((p) => [p.spotId, p.textId]));
    const ownText = (spotId: string, textId: string | undefined) =>
      textId !== undefined && (textId === spotId || (textOf.get(spotId) !== '' && textOf.get(textId) === textOf.get(spotId)));
    return spots.every((s) => ownText(s.id, held.get(s.id))) ? 100 : 0;
  } catch {
    return 0;
  }
}

/** SPEC 5.1: answered when some spot holds an item. */
export function isAnswered(question: QuestionData, response: unknown): boolean {
  return normalizeResponse(question, response).length > 0;
}
