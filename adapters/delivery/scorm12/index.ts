import { defineDeliveryPlugin } from '@core';
import { whichScorm } from '../scorm/whichScorm';

/**
 * SCORM 1.2: an LMS package (publishMode 'Lms' or 'Lms2004') launched where the LMS's 'API'
 * object is found (this window, a parent, the opener); see whichScorm for an LMS that offers both.
 */
export const scorm12Delivery = defineDeliveryPlugin({
  id: 'scorm12',
  priority: 100,
  detect: (launch) => whichScorm(launch) === '1.2',
  open: (context) => import(/* webpackChunkName: "delivery-scorm" */ '../scorm/openScormDelivery').then((m) => m.openScormDelivery('scorm12', context)),
});
