import type { QuestionData, Interaction } from '@core';
import { normalizeResponse } from './model';

/**
 * SPEC 7.8: free text is an xAPI 'long-fill-in' whose response is the text as typed. There is no
 * correct answer to give, so no correctResponsesPattern: any non-blank text is accepted.
 */
export function toInteraction(question: QuestionData, response: unknown): Interaction {
  return { interactionType: 'long-fill-in', response: normalizeResponse(question, response).answeredText };
}
