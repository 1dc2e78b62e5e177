import { defineContentBlock } from '@core';

/** Flip cards (SPEC 2.12): cards with a front and a back side, flipped by the learner; nothing is saved. */
export default defineContentBlock({
  dataType: 'flipCards',
  loadView: () => import(/* webpackChunkName: "b-flipCards" */ './View'),
});
