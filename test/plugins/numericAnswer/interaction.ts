import type { QuestionData, Interaction } from '@core';
import { normalizeResponse, numericData } from './model';

/** xAPI 'numeric': the correct range as 'min[:]max'. */
export function toInteraction(question: QuestionData, response: unknown): Interaction {
  const { correctValue, tolerance } = numericData(question);
  return {
    interactionType: 'numeric',
    ...(correctValue === null ? {} : { correctResponsesPattern: [`${correctValue - tolerance}[:]${correctValue + tolerance}`] }),
    response: normalizeResponse(response).text.trim(),
  };
}
