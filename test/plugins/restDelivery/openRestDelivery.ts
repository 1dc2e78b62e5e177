import type { DeliveryContext, DeliverySession, Learner } from '@core';
import { RestProgressStore } from './RestProgressStore';

/**
 * Opens the launch: the learner the link names, progress at the record's URL. Nothing is sent here:
 * the session's first load reads the record. No sinks: this backend keeps progress only (a host that
 * also wants the learning events adds a sink, docs/tracking.md).
 */
export async function openRestDelivery(context: DeliveryContext, url: URL): Promise<DeliverySession> {
  return {
    learner: learnerOf(context.query),
    store: new RestProgressStore(url.href, context),
    sinks: [],
    // Every write went through the store before close is called; the endpoint has no session to end.
    close: async () => undefined,
  };
}

/**
 * `?learnerId=` and `?learnerName=`, or no learner. They name the learner in the record and to the
 * sinks; they grant nothing: whose record it is, the endpoint decides (its URL and the learner's cookies).
 */
export function learnerOf(query: URLSearchParams): Learner | null {
  const id = query.get('learnerId')?.trim();
  const name = query.get('learnerName')?.trim();
  if (!id && !name) return null;
  return { ...(id ? { id } : {}), ...(name ? { name } : {}) };
}
