import { defineContentBlock } from '@core';

/** Expandable block (SPEC 2.12): titles that show or hide their content; nothing is saved. */
export default defineContentBlock({
  dataType: 'expandableBlock',
  loadView: () => import(/* webpackChunkName: "b-expandableBlock" */ './View'),
});
