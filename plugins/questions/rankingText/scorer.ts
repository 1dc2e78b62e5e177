import type { QuestionData, Score } from '@core';
import { itemsOf, normalizeResponse } from './model';

/** SPEC 5.1 sequencing: 100 if the response order equals the answer order. */
export function score(question: QuestionData, response: unknown): Score {
  const order = normalizeResponse(question, response);
  const items = itemsOf(question);
  return order.length > 0 && order.every((id, i) => id === items[i].id) ? 100 : 0;
}

/**
 * SPEC 5.1: answered when the response is non-empty. A ranking always shows some order, so the
 * response stays empty until the learner has taken part: moved an answer (by drag, keyboard or move
 * button), or picked one up and dropped it, which confirms the order as it stands. Only then does
 * the response hold the full order and Submit become available.
 */
export function isAnswered(question: QuestionData, response: unknown): boolean {
  return normalizeResponse(question, response).length > 0;
}
