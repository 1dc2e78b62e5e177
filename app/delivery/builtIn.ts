export { cmi5Delivery } from '../../adapters/delivery/cmi5';
export { browserDelivery } from '../../adapters/delivery/browser';
export { scorm12Delivery } from '../../adapters/delivery/scorm12';
export { scorm2004Delivery } from '../../adapters/delivery/scorm2004';
export { xapiDelivery } from '../../adapters/delivery/xapi';
export { learnerServiceDelivery } from '../../adapters/delivery/learnerService';
export { ltiDelivery } from '../../adapters/delivery/lti';
