import type { DeliveryContext, DeliverySession } from '@core';
import { PreviewStore } from './PreviewStore';

/** A preview session: no learner, progress in memory, no tracking sink (no statement, no request). */
export async function openPreviewDelivery(_context: DeliveryContext): Promise<DeliverySession> {
  return {
    learner: null,
    store: new PreviewStore(),
    sinks: [],
    close: async () => undefined,
  };
}
