import { defineDeliveryPlugin } from '@core';
import { hasTinCanLaunch } from './tinCanLaunch';

/**
 * An xAPI package (publishMode 'xapi') launched by an LMS with the Tin Can launch parameters
 * (endpoint, auth, actor, registration, activity_id): progress in the LRS's State API (docs/xapi-package.md).
 */
export const xapiDelivery = defineDeliveryPlugin({
  id: 'xapi',
  priority: 100,
  detect: ({ publish, query }) => publish.isXapiPackage && hasTinCanLaunch(query),
  open: (context) => import(/* webpackChunkName: "delivery-xapi" */ './openXapiDelivery').then((m) => m.openXapiDelivery(context)),
});
