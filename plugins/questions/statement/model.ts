import type { QuestionData } from '@core';
import { choiceAnswers, type ChoiceAnswer } from '../shared/choice';

/** A statement of data.js: `isCorrect` says whether the statement is true (PACKAGE-FORMAT.md). */
export type Statement = ChoiceAnswer;

/** The learner's judgement of one statement: true (isCorrect true) or false. */
export interface Judgement {
  id: string;
  isCorrect: boolean;
}

/** Response (SPEC 3.4): the judged statements, as {id, isCorrect}, in the author's order. */
export type Response = Judgement[];

/** The statements, read leniently: entries without an id are skipped, and a repeated id keeps its first entry. */
export function statementsOf(question: QuestionData): Statement[] {
  const seen = new Set<string>();
  return choiceAnswers(question).filter((s) => !seen.has(s.id) && Boolean(seen.add(s.id)));
}

/** Every well-formed {id: string, isCorrect: boolean} entry of a value, whatever the value is. */
export function readJudgements(value: unknown): Judgement[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((j): j is Judgement => typeof j === 'object' && j !== null && typeof (j as Judgement).id === 'string' && typeof (j as Judgement).isCorrect === 'boolean')
    .map((j) => ({ id: j.id, isCorrect: j.isCorrect }));
}

/**
 * The response as the player keeps it: one judgement per known statement, in the author's order
 * (a later judgement of the same statement wins); entries of unknown statements are dropped.
 */
export function normalizeResponse(question: QuestionData, value: unknown): Response {
  const byId = new Map(readJudgements(value).map((j) => [j.id, j.isCorrect]));
  return statementsOf(question).flatMap((s) => (byId.has(s.id) ? [{ id: s.id, isCorrect: byId.get(s.id)! }] : []));
}

/** The learner's judgement of one statement, changed in place of any earlier one. */
export function judge(question: QuestionData, response: unknown, id: string, isCorrect: boolean): Response {
  return normalizeResponse(question, [...readJudgements(response).filter((j) => j.id !== id), { id, isCorrect }]);
}
