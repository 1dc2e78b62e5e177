import type { QuestionData } from '@core';
import { imageAnswers, knownIds, type ImageAnswer } from '../shared/imageChoice';

/** Response: the ids of the selected options (SPEC 3.4). */
export type Response = string[];

/** The answers {id, image, originalImage, altText, isCorrect}, read leniently (bad entries skipped). */
export const answersOf = (question: QuestionData): ImageAnswer[] => imageAnswers(question);

/** The response reduced to known answer ids without repeats: what the view shows and what is saved. */
export function normalizeResponse(question: QuestionData, value: unknown): Response {
  return knownIds(answersOf(question), value);
}
