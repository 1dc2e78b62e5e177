import { defineTrackingPlugin } from '@core';

/**
 * The name-and-e-mail form (SPEC 6.3, 5.2) as a tracking plugin with no sinks: core asks it for the
 * learner's identity when hosted tracking needs one (core/tracking/identify.ts). Its screen and
 * styles load only then, so no other launch pays for them.
 */
export const identityForm = defineTrackingPlugin({
  id: 'identity-form',
  open: () => [],
  askIdentity: (request) => import(/* webpackChunkName: "identity-form-view" */ './askWithForm').then((m) => m.askWithForm(request)),
});
