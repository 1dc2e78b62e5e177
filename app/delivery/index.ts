import type { DeliveryPlugin } from '@core';
import { browserDelivery } from '../../adapters/delivery/browser';
import { scorm12Delivery } from '../../adapters/delivery/scorm12';
import { scorm2004Delivery } from '../../adapters/delivery/scorm2004';

/**
 * The built-in delivery backends, one line each (adapters/delivery/<id>/). The session opens the
 * one of highest priority that detects the launch; browser storage, at priority 0, takes the rest.
 */
export const builtInDeliveries: DeliveryPlugin[] = [scorm12Delivery, scorm2004Delivery, browserDelivery];
