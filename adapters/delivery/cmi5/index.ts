import { defineDeliveryPlugin } from '@core';
import { hasCmi5Launch } from './cmi5Launch';

/**
 * cmi5: an AU launched by an LMS with endpoint, fetch, registration, activityId and actor in the
 * query. It outranks SCORM and xAPI packages: those five parameters are cmi5's alone.
 */
export const cmi5Delivery = defineDeliveryPlugin({
  id: 'cmi5',
  priority: 150,
  detect: (launch) => hasCmi5Launch(launch.query),
  open: (context) => import(/* webpackChunkName: "delivery-cmi5" */ './openCmi5Delivery').then((m) => m.openCmi5Delivery(context)),
});
