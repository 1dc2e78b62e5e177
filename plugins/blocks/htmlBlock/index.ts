import { defineContentBlock } from '@core';

/** htmlBlock (SPEC 2.12): the author's HTML and scripts in a sandboxed, self-sizing frame. */
export default defineContentBlock({
  dataType: 'htmlBlock',
  loadView: () => import(/* webpackChunkName: "b-htmlBlock" */ './View'),
});
