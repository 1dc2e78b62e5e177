import { defineContentBlock } from '@core';

/** tableBlock (SPEC 2.12): the author's table, accessible and scrollable on a phone. No learner state. */
export default defineContentBlock({
  dataType: 'tableBlock',
  loadView: () => import(/* webpackChunkName: "b-tableBlock" */ './View'),
});
