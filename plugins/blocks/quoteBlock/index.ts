import { defineContentBlock } from '@core';

/** quoteBlock (SPEC 2.12): a quotation with its author. No learner state. */
export default defineContentBlock({
  dataType: 'quoteBlock',
  loadView: () => import(/* webpackChunkName: "b-quoteBlock" */ './View'),
});
