import { lazyDeliveryPlugin, type DeliveryPlugin, type LazyDeliveryPlugin } from '@core';

/*
 * The built-in delivery backends: adding one is its folder (adapters/delivery/<id>/) and one line
 * here. The session opens the one of highest priority that detects the launch; browser storage, at
 * priority 0, takes the rest. They are registered lazily, like most question types: their code
 * (detection included) loads in one small chunk (they share its name) while the package loads, so
 * the first page carries only these lines.
 */
export const builtInDeliveries: (DeliveryPlugin | LazyDeliveryPlugin)[] = [
  lazyDeliveryPlugin('preview', () => import(/* webpackChunkName: "deliveries" */ '../../adapters/delivery/preview').then((m) => m.previewDelivery)),
  lazyDeliveryPlugin('cmi5', () => import(/* webpackChunkName: "deliveries" */ '../../adapters/delivery/cmi5').then((m) => m.cmi5Delivery)),
  lazyDeliveryPlugin('scorm12', () => import(/* webpackChunkName: "deliveries" */ '../../adapters/delivery/scorm12').then((m) => m.scorm12Delivery)),
  lazyDeliveryPlugin('scorm2004', () => import(/* webpackChunkName: "deliveries" */ '../../adapters/delivery/scorm2004').then((m) => m.scorm2004Delivery)),
  lazyDeliveryPlugin('xapi', () => import(/* webpackChunkName: "deliveries" */ '../../adapters/delivery/xapi').then((m) => m.xapiDelivery)),
  lazyDeliveryPlugin('lti', () => import(/* webpackChunkName: "deliveries" */ '../../adapters/delivery/lti').then((m) => m.ltiDelivery)),
  lazyDeliveryPlugin('learner-service', () => import(/* webpackChunkName: "deliveries" */ '../../adapters/delivery/learnerService').then((m) => m.learnerServiceDelivery)),
  lazyDeliveryPlugin('browser', () => import(/* webpackChunkName: "deliveries" */ '../../adapters/delivery/browser').then((m) => m.browserDelivery)),
];
