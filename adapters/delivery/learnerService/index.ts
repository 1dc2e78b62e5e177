import { defineDeliveryPlugin, isHosted, trackingSwitches } from '@core';
import { serviceUrlsOf } from './serviceUrls';

/**
 * Hosted mode with cross-device saving (SPEC 6.3): the learner signs in to the learner service and
 * progress lives there (SPEC 7.3, 7.4), so another browser finds it (docs/hosted.md). Above browser
 * storage, below an LMS; a package without the service's URLs stays in the browser.
 */
export const learnerServiceDelivery = defineDeliveryPlugin({
  id: 'learner-service',
  priority: 50,
  detect: ({ publish, settings }) => settings !== undefined && isHosted(publish) && trackingSwitches(settings, publish).crossDevice && serviceUrlsOf(publish) !== null,
  open: (context) => import(/* webpackChunkName: "delivery-learner-service" */ './openLearnerServiceDelivery').then((m) => m.openLearnerServiceDelivery(context)),
});
