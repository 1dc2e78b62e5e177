import type { QuestionData, Interaction } from '@core';
import { itemsOf, normalizeResponse } from './model';

/** SPEC 7.8 sequencing: the answers as choices, the orders as '[,]'-joined ids (PACKAGE-FORMAT.md). */
export function toInteraction(question: QuestionData, response: unknown, locale: string): Interaction {
  const items = itemsOf(question);
  return {
    interactionType: 'sequencing',
    correctResponsesPattern: [items.map((i) => i.id).join('[,]')],
    choices: items.map((i) => ({ id: i.id, description: { [locale]: i.text } })),
    response: normalizeResponse(question, response).join('[,]'),
  };
}
