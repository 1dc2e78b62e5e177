import { defineTrackingPlugin } from '@core';

/**
 * The name-and-e-mail form (SPEC 6.3, 5.2) as a tracking plugin with no sinks: core asks it for the
 * learner's identity when hosted tracking needs one (core/tracking/identify.ts), and for a sign-in
 * when the delivery is the learner service (the login and sign-up routes of app/signin). Its screen and
 * styles load only then, so no other launch pays for them.
 */
export const identityForm = defineTrackingPlugin({
  id: 'identity-form',
  open: () => [],
  askIdentity: (request) => import(/* webpackChunkName: "identity-form-view" */ './askWithForm').then((m) => m.askWithForm(request)),
  // Hosted mode with cross-device saving: the learner signs in instead (SPEC 2.11, app/signin).
  askSignIn: (request) => import(/* webpackChunkName: "sign-in" */ '../../signin/askSignIn').then((m) => m.askSignIn(request)),
});
