import { lazyTrackingPlugin, type LazyTrackingPlugin, type TrackingPlugin } from '@core';

/*
 * The built-in tracking destinations, one line each (adapters/tracking/<id>/). Every one is asked
 * for the sinks of the launch; their code (the statement builder, the outbox, the LRS client) loads
 * in one chunk while the package loads, so the first page carries only these lines.
 */
const trackings = () => import(/* webpackChunkName: "tracking" */ './builtIn');

export const builtInTrackings: (TrackingPlugin | LazyTrackingPlugin)[] = [
  lazyTrackingPlugin('lrs', () => trackings().then((m) => m.lrsTracking)),
  lazyTrackingPlugin('xapi-launch', () => trackings().then((m) => m.xapiLaunchTracking)),
  lazyTrackingPlugin('nps', () => trackings().then((m) => m.npsTracking)),
  lazyTrackingPlugin('lxp', () => trackings().then((m) => m.lxpTracking)),
  lazyTrackingPlugin('lms-xapi', () => trackings().then((m) => m.lmsXapiTracking)),
  lazyTrackingPlugin('identity-form', () => import(/* webpackChunkName: "identity-form" */ './identity').then((m) => m.identityForm)),
];
