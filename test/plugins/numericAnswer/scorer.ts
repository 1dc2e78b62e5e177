import type { QuestionData, Score } from '@core';
import { normalizeResponse, numericData, parseNumber } from './model';

export function score(question: QuestionData, response: unknown): Score {
  const { correctValue, tolerance } = numericData(question);
  const value = parseNumber(normalizeResponse(response).text);
  if (correctValue === null || value === null) return 0;
  return Math.abs(value - correctValue) <= tolerance + 1e-9 ? 100 : 0;
}

export function isAnswered(_question: QuestionData, response: unknown): boolean {
  return normalizeResponse(response).text.trim().length > 0;
}
