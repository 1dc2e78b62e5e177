import type { QuestionData, Score } from '@core';
import { groupMatches, groupsOf, isScorable, normalizeResponse, normalizeText } from './model';

/**
 * SPEC 5.1: each group must match one of its correct answers (case-sensitive when that answer's
 * matchCase is set, case-insensitive otherwise; surrounding whitespace trimmed); 100 only if all
 * groups match. A group without any correct answer cannot be matched and is left out; a question
 * with no such group at all scores 0. Never throws: the response is normalised first.
 */
export function score(question: QuestionData, response: unknown): Score {
  const groups = groupsOf(question).filter(isScorable);
  if (groups.length === 0) return 0;
  const { data } = normalizeResponse(groupsOf(question), response);
  return groups.every((g) => groupMatches(g, data[g.id])) ? 100 : 0;
}

/** SPEC 5.1: answered when some blank is filled (whitespace alone does not count). */
export function isAnswered(question: QuestionData, response: unknown): boolean {
  const { data } = normalizeResponse(groupsOf(question), response);
  return Object.values(data).some((text) => normalizeText(text) !== '');
}
