import type { QuestionData, Interaction } from '@core';
import { dropspotsOf, normalizeResponse, type Placement } from './model';

const pair = (p: Placement) => `${p.textId}[.]${p.spotId}`;

/**
 * SPEC 7.8 dragAndDrop, sent as xAPI 'matching': the texts are the sources and the drop areas the
 * targets (both named by their dropspot ids; a target is described by the text that belongs on it,
 * which is how the author knows it). The response is the '[,]'-joined 'textId[.]spotId' pairs of
 * the placed texts, in the author's dropspot order; the correct pattern pairs every text with its
 * own spot.
 */
export function toInteraction(question: QuestionData, response: unknown, locale: string): Interaction {
  const spots = dropspotsOf(question);
  const components = spots.map((s) => ({ id: s.id, description: { [locale]: s.text } }));
  return {
    interactionType: 'matching',
    correctResponsesPattern: [spots.map((s) => pair({ spotId: s.id, textId: s.id })).join('[,]')],
    source: components,
    target: components.map((c) => ({ ...c, description: { ...c.description } })),
    response: normalizeResponse(question, response).map(pair).join('[,]'),
  };
}
