import type { QuestionData, Score } from '@core';
import { isBlank, normalizeResponse } from './model';

/** SPEC 5.1 open question: 100 if answeredText is not blank after trimming. There is no wrong text. */
export function score(question: QuestionData, response: unknown): Score {
  return isBlank(normalizeResponse(question, response).answeredText) ? 0 : 100;
}

/** SPEC 5.1: answered when the text is not blank. */
export function isAnswered(question: QuestionData, response: unknown): boolean {
  return !isBlank(normalizeResponse(question, response).answeredText);
}
