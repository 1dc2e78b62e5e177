import { lazyDeliveryPlugin, type DeliveryPlugin, type LazyDeliveryPlugin } from '@core';

/*
 * The built-in delivery backends, one line each (adapters/delivery/<id>/). The session opens the
 * one of highest priority that detects the launch; browser storage, at priority 0, takes the rest.
 * They are registered lazily, like most question types: their code (detection included) loads in
 * one small chunk while the package loads, so the first page carries only these lines.
 */
const deliveries = () => import(/* webpackChunkName: "deliveries" */ './builtIn');

export const builtInDeliveries: (DeliveryPlugin | LazyDeliveryPlugin)[] = [
  lazyDeliveryPlugin('cmi5', () => deliveries().then((m) => m.cmi5Delivery)),
  lazyDeliveryPlugin('scorm12', () => deliveries().then((m) => m.scorm12Delivery)),
  lazyDeliveryPlugin('scorm2004', () => deliveries().then((m) => m.scorm2004Delivery)),
  lazyDeliveryPlugin('xapi', () => deliveries().then((m) => m.xapiDelivery)),
  lazyDeliveryPlugin('lti', () => deliveries().then((m) => m.ltiDelivery)),
  lazyDeliveryPlugin('learner-service', () => deliveries().then((m) => m.learnerServiceDelivery)),
  lazyDeliveryPlugin('browser', () => deliveries().then((m) => m.browserDelivery)),
];
