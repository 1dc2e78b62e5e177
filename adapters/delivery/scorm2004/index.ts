import { defineDeliveryPlugin } from '@core';
import { whichScorm } from '../scorm/whichScorm';

/**
 * SCORM 2004: an LMS package (publishMode 'Lms2004' or 'Lms') launched where the LMS's
 * 'API_1484_11' object is found; see whichScorm for an LMS that offers both.
 */
export const scorm2004Delivery = defineDeliveryPlugin({
  id: 'scorm2004',
  priority: 100,
  detect: (launch) => whichScorm(launch) === '2004',
  open: (context) => import(/* webpackChunkName: "delivery-scorm" */ '../scorm/openScormDelivery').then((m) => m.openScormDelivery('scorm2004', context)),
});
