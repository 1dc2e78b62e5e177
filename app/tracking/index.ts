import { lazyTrackingPlugin, type LazyTrackingPlugin, type TrackingPlugin } from '@core';

/*
 * The built-in tracking destinations: adding one is its folder (adapters/tracking/<id>/) and one line
 * here. Every one is asked for the sinks of the launch; their code (the statement builder, the
 * outbox, the LRS client) loads in one chunk (they share its name) while the package loads, so the
 * first page carries only these lines.
 */
export const builtInTrackings: (TrackingPlugin | LazyTrackingPlugin)[] = [
  lazyTrackingPlugin('lrs', () => import(/* webpackChunkName: "tracking" */ '../../adapters/tracking/lrs').then((m) => m.lrsTracking)),
  lazyTrackingPlugin('xapi-launch', () => import(/* webpackChunkName: "tracking" */ '../../adapters/tracking/xapiLaunch').then((m) => m.xapiLaunchTracking)),
  lazyTrackingPlugin('nps', () => import(/* webpackChunkName: "tracking" */ '../../adapters/tracking/nps').then((m) => m.npsTracking)),
  lazyTrackingPlugin('lxp', () => import(/* webpackChunkName: "tracking" */ '../../adapters/tracking/lxp').then((m) => m.lxpTracking)),
  lazyTrackingPlugin('lms-xapi', () => import(/* webpackChunkName: "tracking" */ '../../adapters/tracking/lmsXapi').then((m) => m.lmsXapiTracking)),
  lazyTrackingPlugin('identity-form', () => import(/* webpackChunkName: "identity-form" */ './identity').then((m) => m.identityForm)),
];
