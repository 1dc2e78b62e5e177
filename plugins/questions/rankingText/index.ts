import { defineQuestionType, ErrorMessages, PlayerError, type QuestionData } from '@core';
import { itemsOf, normalizeResponse, responseOfTexts, startOrder, type Response } from './model';
import { isAnswered, score } from './scorer';
import { toInteraction } from './interaction';

/**
 * Compact saved form (SPEC 3.7), version 2: the learner's order as the positions of the answers in
 * the author's order, e.g. [1, 0, 2, 3]; [] for none. A position is one character in the progress
 * codec's dense text, where a text costs its whole length.
 */
export type Compact = number[];
/** Version 1, as the original product saved it (and this player before version 2): the answer texts in the learner's order. */
export type CompactV1 = string[];

function compact(question: QuestionData, response: Response): Compact {
  const position = new Map(itemsOf(question).map((item, i) => [item.id, i]));
  return normalizeResponse(question, response).map((id) => position.get(id)!);
}

function expand(question: QuestionData, saved: Compact | CompactV1, version = 2): Response {
  return version === 1 ? expandTexts(question, saved) : expandPositions(question, saved);
}

function expandPositions(question: QuestionData, saved: unknown): Response {
  const items = itemsOf(question);
  if (!Array.isArray(saved)) throw new PlayerError('progress', 'a ranking answer is saved as the positions of its answers in order');
  if (saved.length === 0) return [];
  if (saved.length !== items.length) throw new PlayerError('progress', `a ranking answer of ${saved.length} positions does not fit a question of ${items.length} answers`);
  const ids = saved.map((p: unknown) => (Number.isInteger(p) ? items[p as number]?.id : undefined));
  if (ids.some((id) => id === undefined) || new Set(ids).size !== ids.length) throw new PlayerError('progress', `the ranking positions ${JSON.stringify(saved)} are not an order of ${items.length} answers`);
  return normalizeResponse(question, ids);
}

/** SPEC 8.3: a saved text that no answer has is "Ranking text: text answer wan not found: '{text}'". */
function expandTexts(question: QuestionData, saved: unknown): Response {
  if (!Array.isArray(saved) || !saved.every((s) => typeof s === 'string')) throw new PlayerError('progress', 'a ranking answer is saved as the texts of its answers in order');
  if (saved.length === 0) return [];
  const found = responseOfTexts(question, saved);
  if ('missing' in found) throw new PlayerError('progress', ErrorMessages.rankingTextNotFound(found.missing));
  const total = itemsOf(question).length;
  if (saved.length !== total) throw new PlayerError('progress', `a ranking answer of ${saved.length} texts does not fit a question of ${total} answers`);
  return found.response;
}

export default defineQuestionType<Response, Compact | CompactV1>({
  id: 'rankingText',
  compactVersion: 2,
  emptyResponse: () => [],
  // The shuffled order the learner sees is an answer of its own (scorer.ts isAnswered).
  startResponse: startOrder,
  isAnswered,
  score,
  correctResponse: (q) => (q.isSurvey ? null : itemsOf(q).map((i) => i.id)),
  compact,
  expand,
  correctAnswersText: (q) => itemsOf(q).map((i, n) => `${n + 1}. ${i.text}`).join('; '),
  toInteraction,
  loadView: () => import(/* webpackChunkName: "q-rankingText" */ './View'),
});
