import type { QuestionData, Score } from '@core';
import { distinctIds } from '../shared/imageChoice';
import { correctIdOf, normalizeResponse } from './model';

/**
 * SPEC 5.1: the single image type scores 100 when the response includes correctAnswerId and, being
 * a single choice, nothing else; 0 otherwise (also when the question names no correct option).
 * Never throws: any value that is not a list of strings is an empty response.
 */
export function score(question: QuestionData, response: unknown): Score {
  const correct = correctIdOf(question);
  const ids = distinctIds(response);
  return correct !== null && ids.length === 1 && ids[0] === correct ? 100 : 0;
}

/** SPEC 5.1: answered when an option of the question is selected. */
export function isAnswered(question: QuestionData, response: unknown): boolean {
  return normalizeResponse(question, response).length > 0;
}
