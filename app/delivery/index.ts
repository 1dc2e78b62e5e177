import type { DeliveryPlugin } from '@core';
import { browserDelivery } from '../../adapters/delivery/browser';

/**
 * The built-in delivery backends, one line each (adapters/delivery/<id>/). The session opens the
 * one of highest priority that detects the launch; browser storage, at priority 0, takes the rest.
 */
export const builtInDeliveries: DeliveryPlugin[] = [browserDelivery];
