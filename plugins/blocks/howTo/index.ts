import { defineContentBlock } from '@core';

/**
 * How-to guide (SPEC 2.12): numbered steps. It owns its children (the howToItem steps of data.js),
 * so they are not rendered again after it; nothing is saved.
 */
export default defineContentBlock({
  dataType: 'howTo',
  ownsChildren: true,
  loadView: () => import(/* webpackChunkName: "b-howTo" */ './View'),
});
