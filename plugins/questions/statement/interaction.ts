import type { QuestionData, Interaction } from '@core';
import { normalizeResponse, statementsOf, type Judgement } from './model';

/** The two targets every statement is matched to. Their ids are what response strings carry. */
export const TRUE_ID = 'true';
export const FALSE_ID = 'false';

const pair = (j: Judgement) => `${j.id}[.]${j.isCorrect ? TRUE_ID : FALSE_ID}`;

/**
 * SPEC 7.8 for several true/false statements. xAPI's 'true-false' holds one statement only, and a
 * 'choice' would need made-up choice ids such as '{id}.true'; a 'matching' interaction says exactly
 * what the learner did: each statement (source) is matched to True or False (target). The response
 * is the '[,]'-joined '{statementId}[.]true|false' pairs of PACKAGE-FORMAT.md, in the author's
 * order; the correct pattern pairs every statement with its truth. The targets' descriptions are
 * English: the player's built-in texts, since this pure function has no label lookup.
 */
export function toInteraction(question: QuestionData, response: unknown, locale: string): Interaction {
  const statements = statementsOf(question);
  return {
    interactionType: 'matching',
    ...(question.isSurvey ? {} : { correctResponsesPattern: [statements.map(pair).join('[,]')] }),
    source: statements.map((s) => ({ id: s.id, description: { [locale]: s.text } })),
    target: [
      { id: TRUE_ID, description: { 'en-US': 'True' } },
      { id: FALSE_ID, description: { 'en-US': 'False' } },
    ],
    response: normalizeResponse(question, response).map(pair).join('[,]'),
  };
}
