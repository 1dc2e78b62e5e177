import type { QuestionData, XapiInteraction } from '@core';
import { choiceToXapi } from '../shared/choice';
import { answersOf, normalizeResponse } from './model';

export function toXapi(question: QuestionData, response: unknown, locale: string): XapiInteraction {
  return choiceToXapi(answersOf(question), normalizeResponse(response), locale);
}
