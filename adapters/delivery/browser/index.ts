import { defineDeliveryPlugin } from '@core';

/**
 * The delivery of last resort: progress in this browser's localStorage, no tracking. It detects
 * every launch, at the lowest priority, so any backend that recognises its context wins over it.
 */
export const browserDelivery = defineDeliveryPlugin({
  id: 'browser',
  priority: 0,
  detect: () => true,
  open: (context) => import(/* webpackChunkName: "delivery-browser" */ './openBrowserDelivery').then((m) => m.openBrowserDelivery(context)),
});
