import type { QuestionData, XapiInteraction } from '@core';
import { imageChoiceToXapi } from '../shared/imageChoice';
import { answersOf, normalizeResponse } from './model';

/** SPEC 7.8 'choice': choices are the images (altText or "Answer image n"), the response the chosen id. */
export function toXapi(question: QuestionData, response: unknown, locale: string): XapiInteraction {
  return imageChoiceToXapi(question, answersOf(question), normalizeResponse(question, response), locale);
}
