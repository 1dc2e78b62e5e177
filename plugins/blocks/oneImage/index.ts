import { defineContentBlock } from '@core';

/** oneImage (SPEC 2.12): one picture that opens in the image-preview gallery (SPEC 2.8). No learner state. */
export default defineContentBlock({
  dataType: 'oneImage',
  loadView: () => import(/* webpackChunkName: "b-oneImage" */ './View'),
});
