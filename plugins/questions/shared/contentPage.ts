import type { Interaction, QuestionData, Score, ScoreContext } from '@core';

/** A content page has no response: opening it is what answers it (SPEC 4.2). */
export type ContentPageResponse = null;

/** SPEC 5.1 content page: 100 when content-page scoring is on and the page was opened; else 0. */
export function score(_question: QuestionData, _response: unknown, context: ScoreContext): Score {
  return context.allowScoringOfContentPages && context.hasBeenOpened ? 100 : 0;
}

/** Content pages are 'experienced', not answered; as an interaction they are 'other' with no response. */
export function toInteraction(): Interaction {
  return { interactionType: 'other', response: '' };
}

/**
 * What makes a page a content page (SPEC 4.2, 5.1): answered when opened, scored only with
 * content-page scoring on, nothing saved beyond that. informationContent is one; so is any
 * block-like page type (scenario), which adds only its id and view.
 */
export const contentPage = {
  answeredOnOpen: true,
  emptyResponse: (): ContentPageResponse => null,
  isAnswered: () => true,
  score,
  correctResponse: (): ContentPageResponse => null,
  compactVersion: 1,
  compact: () => null,
  expand: (): ContentPageResponse => null,
  toInteraction,
} as const;
