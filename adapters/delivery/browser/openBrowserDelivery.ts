import { findLmsApi, type DeliveryContext, type DeliverySession } from '@core';
import { BrowserStore, progressKey } from './BrowserStore';

/**
 * A browser session. A package published for an LMS plays here when no LMS delivery took the
 * launch, and says so on the console: the LMS will record nothing.
 */
export async function openBrowserDelivery(context: DeliveryContext): Promise<DeliverySession> {
  const { publish } = context;
  if (publish.isScorm) {
    const api = findLmsApi(context.window, publish.isScorm2004 ? 'API_1484_11' : 'API');
    context.warn(
      api
        ? `This course was published for an LMS (${publish.publishMode}) and an LMS API was found, but no delivery for it opened; progress is kept in this browser instead.`
        : `This course was published for an LMS (${publish.publishMode}) but no LMS API was found; progress is kept in this browser instead.`,
    );
  }
  return {
    learner: null,
    store: new BrowserStore(progressKey(context.courseId, context.templateId), window.localStorage, context.warn),
    sinks: [],
    close: async () => undefined,
  };
}
