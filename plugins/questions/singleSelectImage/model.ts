import type { QuestionData } from '@core';
import { imageAnswers, knownIds, type ImageAnswer } from '../shared/imageChoice';

/** Response: the ids of the selected options; a single choice keeps one (SPEC 3.4). */
export type Response = string[];

/**
 * The id of the correct option: correctAnswerId (PACKAGE-FORMAT.md) when it names an answer; a
 * package that marks the answer with isCorrect instead is accepted too. null when neither does.
 */
export function correctIdOf(question: QuestionData): string | null {
  const list = Array.isArray(question.raw.answers) ? question.raw.answers : [];
  const ids = imageAnswers(question, null).map((a) => a.id);
  const named = question.raw.correctAnswerId;
  if (typeof named === 'string' && ids.includes(named)) return named;
  const flagged = list.find((a): a is { id: string } => typeof a === 'object' && a !== null && (a as { isCorrect?: unknown }).isCorrect === true && typeof (a as { id?: unknown }).id === 'string');
  return flagged && ids.includes(flagged.id) ? flagged.id : null;
}

/** The answers read leniently (bad entries skipped), isCorrect set from correctAnswerId. */
export const answersOf = (question: QuestionData): ImageAnswer[] => imageAnswers(question, correctIdOf(question));

/** The response reduced to one known answer id (or none): what the view shows and what is saved. */
export function normalizeResponse(question: QuestionData, value: unknown): Response {
  return knownIds(answersOf(question), value).slice(0, 1);
}
