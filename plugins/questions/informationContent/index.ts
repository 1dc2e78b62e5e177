import { defineQuestionType } from '@core';
import { contentPage } from '../shared/contentPage';
import type { Response } from './model';

export default defineQuestionType<Response, null>({
  id: 'informationContent',
  ...contentPage,
  loadView: () => import(/* webpackChunkName: "q-informationContent" */ './View'),
});
