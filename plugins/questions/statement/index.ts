import { defineQuestionType, type QuestionData } from '@core';
import { normalizeResponse, statementsOf, type Response } from './model';
import { isAnswered, score } from './scorer';
import { toInteraction } from './interaction';

/**
 * Compact saved form (SPEC 3.7): one entry per statement in the author's order, 1 = judged true,
 * 0 = judged false, null = not judged. E.g. [1, 0, null].
 */
export type Compact = (0 | 1 | null)[];

function compact(question: QuestionData, response: Response): Compact {
  const byId = new Map(normalizeResponse(question, response).map((j) => [j.id, j.isCorrect]));
  return statementsOf(question).map((s) => (byId.has(s.id) ? (byId.get(s.id) ? 1 : 0) : null));
}

function expand(question: QuestionData, saved: Compact): Response {
  const statements = statementsOf(question);
  if (!Array.isArray(saved) || saved.length > statements.length) throw new Error('a statement answer is saved as one 1, 0 or null per statement');
  return saved.flatMap((v, i) => {
    if (v !== 0 && v !== 1 && v !== null) throw new Error(`no judgement ${JSON.stringify(v)} at position ${i}`);
    return v === null ? [] : [{ id: statements[i].id, isCorrect: v === 1 }];
  });
}

export default defineQuestionType<Response, Compact>({
  id: 'statement',
  /** Statements are independent of each other: the course may shuffle them like choice options. */
  randomizableOptions: true,
  emptyResponse: () => [],
  isAnswered,
  score,
  correctResponse: (q) => (q.isSurvey ? null : statementsOf(q).map((s) => ({ id: s.id, isCorrect: s.isCorrect }))),
  compactVersion: 1,
  compact,
  expand,
  correctAnswersText: (q, t) =>
    q.isSurvey
      ? ''
      : statementsOf(q)
          .map((s) => `${s.isCorrect ? t('[statement question true text]') : t('[statement question false text]')}: ${s.text}`)
          .join('; '),
  /** The explanations of the judged statements, like the choice types' chosen answers. */
  explanations: (q, response) => {
    const judged = new Set(normalizeResponse(q, response).map((j) => j.id));
    return statementsOf(q).filter((s) => judged.has(s.id)).flatMap((s) => s.explanationBlocks);
  },
  toInteraction,
  loadView: () => import(/* webpackChunkName: "q-statement" */ './View'),
});
