import { defineQuestionType, ErrorMessages, PlayerError, type QuestionData } from '@core';
import { itemsOf, normalizeResponse, responseOfTexts, type Response } from './model';
import { isAnswered, score } from './scorer';
import { toXapi } from './xapi';

/** Compact saved form (SPEC 3.7): the answer texts in the learner's order, as the original product saved them. */
export type Compact = string[];

function compact(question: QuestionData, response: Response): Compact {
  const textOf = new Map(itemsOf(question).map((i) => [i.id, i.text]));
  return normalizeResponse(question, response).map((id) => textOf.get(id)!);
}

/** SPEC 8.3: a saved text that no answer has is "Ranking text: text answer wan not found: '{text}'". */
function expand(question: QuestionData, saved: Compact): Response {
  if (!Array.isArray(saved) || !saved.every((s) => typeof s === 'string')) throw new PlayerError('progress', 'a ranking answer is saved as the texts of its answers in order');
  if (saved.length === 0) return [];
  const found = responseOfTexts(question, saved);
  if ('missing' in found) throw new PlayerError('progress', ErrorMessages.rankingTextNotFound(found.missing));
  const total = itemsOf(question).length;
  if (saved.length !== total) throw new PlayerError('progress', `a ranking answer of ${saved.length} texts does not fit a question of ${total} answers`);
  return found.response;
}

export default defineQuestionType<Response, Compact>({
  id: 'rankingText',
  emptyResponse: () => [],
  isAnswered,
  score,
  correctResponse: (q) => (q.isSurvey ? null : itemsOf(q).map((i) => i.id)),
  compact,
  expand,
  correctAnswersText: (q) => itemsOf(q).map((i, n) => `${n + 1}. ${i.text}`).join('; '),
  toXapi,
  loadView: () => import(/* webpackChunkName: "q-rankingText" */ './View'),
});
