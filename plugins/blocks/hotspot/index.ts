import { defineContentBlock } from '@core';

/** The hotspot content block (SPEC 2.12): an image with numbered markers opening popovers. Keeps no state. */
export default defineContentBlock({
  dataType: 'hotspot',
  loadView: () => import(/* webpackChunkName: "b-hotspot" */ './View'),
});
