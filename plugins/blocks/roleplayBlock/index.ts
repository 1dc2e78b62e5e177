import { defineContentBlock } from '@core';

/** Role-play (SPEC 2.12 roleplayBlock): a conversation revealed turn by turn. Keeps no state. */
export default defineContentBlock({
  dataType: 'roleplayBlock',
  loadView: () => import(/* webpackChunkName: "b-roleplayBlock" */ './View'),
});
