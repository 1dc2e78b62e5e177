import { defineQuestionType } from '@core';
import { contentPage } from '../shared/contentPage';
import type { Response } from './model';
import { score } from './scorer';
import { toInteraction } from './interaction';

/**
 * scenario (PACKAGE-FORMAT.md): a block-like page showing an embedded branching scenario. It
 * behaves as a content page: answered when opened, scored only with content-page scoring on, no
 * saved answer beyond that (SPEC 4.2, 5.1), like informationContent.
 */
export default defineQuestionType<Response, null>({
  id: 'scenario',
  ...contentPage,
  score,
  toInteraction,
  loadView: () => import(/* webpackChunkName: "q-scenario" */ './View'),
});
