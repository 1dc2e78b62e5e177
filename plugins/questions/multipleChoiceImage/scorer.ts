import type { QuestionData, Score } from '@core';
import { distinctIds } from '../shared/imageChoice';
import { scoreChoice } from '../shared/choice';
import { answersOf, normalizeResponse } from './model';

/**
 * SPEC 5.1: 100 only if every correct option is selected and no incorrect one is (an id the
 * question does not know counts as a wrong pick); 0 when the question has no correct option.
 * Never throws: any value that is not a list of strings is an empty response.
 */
export function score(question: QuestionData, response: unknown): Score {
  const answers = answersOf(question).map((a) => ({ id: a.id, text: '', isCorrect: a.isCorrect, explanationBlocks: [] }));
  return scoreChoice(answers, distinctIds(response));
}

/** SPEC 5.1: answered when some option of the question is selected. */
export function isAnswered(question: QuestionData, response: unknown): boolean {
  return normalizeResponse(question, response).length > 0;
}
