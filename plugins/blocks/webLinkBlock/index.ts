import { defineContentBlock } from '@core';

/** Web link (SPEC 2.12): one web link as a card opening in a new tab; nothing is saved. */
export default defineContentBlock({
  dataType: 'webLinkBlock',
  loadView: () => import(/* webpackChunkName: "b-webLinkBlock" */ './View'),
});
