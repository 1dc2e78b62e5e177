import { learnerOfActor, type DeliveryContext, type DeliverySession } from '@core';
import { LrsStateStore, type LrsStateStoreOptions } from './LrsStateStore';
import { readTinCanLaunch } from './tinCanLaunch';

/**
 * Opens an xAPI package launch: the learner from the launch actor (SPEC 3.6), progress in the
 * launch LRS's State API. Nothing is sent at open: the session's first load reads the state.
 *
 * Statements to the launch endpoint with the launch auth, actor and registration come from the
 * tracking layer's 'xapi-launch' plugin (adapters/tracking/xapiLaunch), which reads the same launch.
 */
export async function openXapiDelivery(context: DeliveryContext, options: LrsStateStoreOptions = {}): Promise<DeliverySession> {
  const launch = readTinCanLaunch(context.query, context.warn);
  const store = new LrsStateStore(launch, context.warn, options);
  return {
    // An LMS launched the course and owns the registration: the learner leaves through the LMS menu (SPEC 2.4).
    kind: 'lms',
    learner: learnerOfActor(launch.actor),
    store,
    sinks: [],
    close: async () => undefined,
  };
}
