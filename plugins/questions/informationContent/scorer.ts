import type { QuestionData, Score, ScoreContext } from '@core';

/** SPEC 5.1 content page: 100 when content-page scoring is on and the page was opened; else 0. */
export function score(_question: QuestionData, _response: unknown, context: ScoreContext): Score {
  return context.allowScoringOfContentPages && context.hasBeenOpened ? 100 : 0;
}
