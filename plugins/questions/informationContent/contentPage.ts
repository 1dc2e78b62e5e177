import type { Response } from './model';
import { score } from './scorer';
import { toInteraction } from './interaction';

/**
 * What makes a page a content page (SPEC 4.2, 5.1): answered when opened, scored only with
 * content-page scoring on, nothing saved beyond that. informationContent is one; so is any
 * block-like page type (scenario), which adds only its id and view.
 */
export const contentPage = {
  answeredOnOpen: true,
  emptyResponse: (): Response => null,
  isAnswered: () => true,
  score,
  correctResponse: (): Response => null,
  compactVersion: 1,
  compact: () => null,
  expand: (): Response => null,
  toInteraction,
} as const;
