import type { QuestionData, Score } from '@core';
import { scoreChoice } from '../shared/choice';
import { answersOf, normalizeResponse } from './model';

/** SPEC 5.1: 100 only if every correct option is selected and no incorrect one is. */
export function score(question: QuestionData, response: unknown): Score {
  return scoreChoice(answersOf(question), normalizeResponse(response));
}

/** SPEC 5.1: answered when some option is selected. */
export function isAnswered(_question: QuestionData, response: unknown): boolean {
  return normalizeResponse(response).length > 0;
}
