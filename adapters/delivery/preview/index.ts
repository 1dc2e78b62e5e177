import { defineDeliveryPlugin } from '@core';

/**
 * The author's preview (publishMode 'Preview', SPEC 1, 4.3, 4.7): the course plays and answers
 * count for this page only. It detects a preview above every other backend (an LMS 100-150, the
 * learner service 50, the browser 0), so a preview launched from an LMS, with the learner service's
 * URLs or with xAPI parameters still keeps nothing and tells nobody.
 */
export const previewDelivery = defineDeliveryPlugin({
  id: 'preview',
  priority: 1000,
  detect: ({ publish }) => publish.isPreview,
  open: (context) => import(/* webpackChunkName: "delivery-preview" */ './openPreviewDelivery').then((m) => m.openPreviewDelivery(context)),
});
