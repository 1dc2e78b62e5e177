import type { QuestionData, Score } from '@core';
import { itemsOf, normalizeResponse } from './model';

/** SPEC 5.1 sequencing: 100 if the response order equals the answer order. */
export function score(question: QuestionData, response: unknown): Score {
  const order = normalizeResponse(question, response);
  const items = itemsOf(question);
  return order.length > 0 && order.every((id, i) => id === items[i].id) ? 100 : 0;
}

/**
 * SPEC 5.1: answered when the response is non-empty, which for a ranking means a full order of its
 * answers. The view always shows one: it starts from the shuffled start order (startResponse, never
 * the correct one), which the learner may submit as it stands, as the original product grades it
 * (issue 22). An empty or partial list (a malformed saved answer) is not answered.
 */
export function isAnswered(question: QuestionData, response: unknown): boolean {
  return normalizeResponse(question, response).length > 0;
}
