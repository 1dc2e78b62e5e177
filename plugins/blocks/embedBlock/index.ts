import { defineContentBlock } from '@core';
import { EMBED_ALIASES } from './dataTypes';

/** Embedded third-party services (SPEC 2.12): one lazily loaded, titled frame; data-types in model.ts. */
export default defineContentBlock({
  dataType: 'embedBlock',
  aliases: EMBED_ALIASES,
  loadView: () => import(/* webpackChunkName: "b-embedBlock" */ './View'),
});
