import type { QuestionData, Interaction } from '@core';
import { imageChoiceToXapi } from '../shared/imageChoice';
import { answersOf, normalizeResponse } from './model';

/** SPEC 7.8 'choice': choices are the images (altText, else "Answer image n"), ids joined with '[,]'. */
export function toInteraction(question: QuestionData, response: unknown, locale: string): Interaction {
  return imageChoiceToXapi(question, answersOf(question), normalizeResponse(question, response), locale);
}
