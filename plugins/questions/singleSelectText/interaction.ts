import type { QuestionData, Interaction } from '@core';
import { choiceToXapi } from '../shared/choice';
import { answersOf, normalizeResponse } from './model';

export function toInteraction(question: QuestionData, response: unknown, locale: string): Interaction {
  return choiceToXapi(answersOf(question), normalizeResponse(response), locale);
}
