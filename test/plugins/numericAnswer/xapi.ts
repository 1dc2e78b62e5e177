import type { QuestionData, XapiInteraction } from '@core';
import { normalizeResponse, numericData } from './model';

/** xAPI 'numeric': the correct range as 'min[:]max'. */
export function toXapi(question: QuestionData, response: unknown): XapiInteraction {
  const { correctValue, tolerance } = numericData(question);
  return {
    interactionType: 'numeric',
    ...(correctValue === null ? {} : { correctResponsesPattern: [`${correctValue - tolerance}[:]${correctValue + tolerance}`] }),
    response: normalizeResponse(response).text.trim(),
  };
}
