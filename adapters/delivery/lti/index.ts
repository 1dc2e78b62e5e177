import { defineDeliveryPlugin, isHosted, isLtiLaunch } from '@core';

/**
 * LTI mode (SPEC 7.6): a hosted course an LTI tool launched with its result callback
 * (ltiResultCallbackUrl) and an attempt id. Progress is kept as in any hosted launch (the learner
 * service with cross-device saving, else the browser); the tool gets the result on finish, opens
 * each new attempt, and may refuse the course (docs/lti.md). Above the learner service, below an LMS.
 */
export const ltiDelivery = defineDeliveryPlugin({
  id: 'lti',
  priority: 60,
  detect: ({ publish, query }) => isHosted(publish) && isLtiLaunch(query),
  open: (context) => import(/* webpackChunkName: "delivery-lti" */ './openLtiDelivery').then((m) => m.openLtiDelivery(context)),
});
