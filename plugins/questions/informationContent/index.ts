import { defineQuestionType } from '@core';
import type { Response } from './model';
import { score } from './scorer';
import { toXapi } from './xapi';

export default defineQuestionType<Response, null>({
  id: 'informationContent',
  answeredOnOpen: true,
  emptyResponse: () => null,
  isAnswered: () => true,
  score,
  correctResponse: () => null,
  compact: () => null,
  expand: () => null,
  toXapi,
  loadView: () => import(/* webpackChunkName: "q-informationContent" */ './View'),
});
