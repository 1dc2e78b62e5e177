import { defineContentBlock } from '@core';

/** Link curation (SPEC 2.12): a curated list of web links as cards opening in a new tab; nothing is saved. */
export default defineContentBlock({
  dataType: 'linkCuration',
  loadView: () => import(/* webpackChunkName: "b-linkCuration" */ './View'),
});
