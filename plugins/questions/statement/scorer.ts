import type { QuestionData, Score } from '@core';
import { normalizeResponse, readJudgements, statementsOf } from './model';

/**
 * SPEC 5.1 statements: 100 only if the set of {id, isCorrect} pairs matches the answers exactly:
 * every statement judged as the author says, and nothing else (no unknown statement, no statement
 * judged both ways). Never throws: anything that is not such a set scores 0.
 */
export function score(question: QuestionData, response: unknown): Score {
  const statements = statementsOf(question);
  if (statements.length === 0) return 0;
  const given = new Map<string, boolean>();
  for (const j of readJudgements(response)) {
    if (given.has(j.id) && given.get(j.id) !== j.isCorrect) return 0;
    given.set(j.id, j.isCorrect);
  }
  if (given.size !== statements.length) return 0;
  return statements.every((s) => given.get(s.id) === s.isCorrect) ? 100 : 0;
}

/** SPEC 5.1: answered when the response is non-empty, i.e. at least one statement is judged. */
export function isAnswered(question: QuestionData, response: unknown): boolean {
  return normalizeResponse(question, response).length > 0;
}
