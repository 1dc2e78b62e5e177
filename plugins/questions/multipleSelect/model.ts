import type { QuestionData } from '@core';
import { choiceAnswers, isStringList, type ChoiceAnswer } from '../shared/choice';

/** Response: the ids of the selected options (SPEC 3.4). */
export type Response = string[];

export const answersOf = (question: QuestionData): ChoiceAnswer[] => choiceAnswers(question);

export function normalizeResponse(value: unknown): Response {
  if (!isStringList(value)) return [];
  return [...new Set(value)];
}
