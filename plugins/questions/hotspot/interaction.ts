import type { QuestionData, Interaction } from '@core';
import type { Point } from './geometry';
import { hotspotOf, normalizeResponse } from './model';

/** '(x,y)' of PACKAGE-FORMAT.md, in background pixels with at most two decimals. */
export const pointText = (p: Point) => `(${Math.round(p.x * 100) / 100},${Math.round(p.y * 100) / 100})`;

/**
 * SPEC 7.8 hotspot, sent as xAPI's 'other' (xAPI 1.0.3 has no hotspot type; the question-type
 * extension names the player's own kind). The response is the markers as '(x,y)' joined with '[,]'.
 *
 * For 'other' xAPI leaves the pattern format free, and each entry of correctResponsesPattern is
 * one accepted answer. So a spot is written as its vertices, '(x,y)(x,y)(x,y)', meaning "a marker
 * inside this outline": without isMultiple every spot is an alternative (one entry each); with
 * isMultiple one entry lists all spots joined with '[,]' (every one must be hit). No spots: no
 * pattern (any marker is right). No components: the validator allows none on 'other'.
 */
export function toInteraction(question: QuestionData, response: unknown): Interaction {
  const { spots, isMultiple } = hotspotOf(question);
  const outline = (spot: Point[]) => spot.map(pointText).join('');
  const pattern = spots.length === 0 ? undefined : isMultiple ? [spots.map(outline).join('[,]')] : spots.map(outline);
  return {
    interactionType: 'other',
    ...(pattern ? { correctResponsesPattern: pattern } : {}),
    response: normalizeResponse(question, response).map(pointText).join('[,]'),
  };
}
