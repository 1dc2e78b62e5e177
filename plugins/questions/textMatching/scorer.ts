import type { QuestionData, Score } from '@core';
import { matchingOf, normalizeResponse, rowIsRight } from './model';

/**
 * SPEC 5.1: 0 if the response is empty; 100 if every value equals shownSelectedValue, i.e. every
 * key holds its own value (compared by text). Never throws: the response is normalised first.
 */
export function score(question: QuestionData, response: unknown): Score {
  const data = matchingOf(question);
  const matches = normalizeResponse(data, response);
  if (data.rows.length === 0 || Object.keys(matches).length === 0) return 0;
  return data.rows.every((row) => rowIsRight(data, matches, row)) ? 100 : 0;
}

/** SPEC 5.1: answered when some value is matched. */
export function isAnswered(question: QuestionData, response: unknown): boolean {
  return Object.keys(normalizeResponse(matchingOf(question), response)).length > 0;
}
