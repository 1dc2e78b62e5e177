import { defineDeliveryPlugin, type CloseReason, type DeliveryPlugin, type Learner, type ProgressStore, type TrackingSink } from '@core';

/**
 * A delivery plugin over test fakes: it detects every launch above the built-in ones and opens a
 * session with the given store, learner and sinks; `closes` records how the session ended.
 */
export function testDelivery(parts: { store: ProgressStore; learner?: Learner | null; sinks?: TrackingSink[]; id?: string; priority?: number; kind?: 'lms'; learnerToken?: () => string }): DeliveryPlugin & { closes: CloseReason[] } {
  const closes: CloseReason[] = [];
  const plugin = defineDeliveryPlugin({
    id: parts.id ?? 'test',
    priority: parts.priority ?? 1000,
    detect: () => true,
    open: async () => ({
      learner: parts.learner ?? null,
      store: parts.store,
      sinks: parts.sinks ?? [],
      ...(parts.kind ? { kind: parts.kind } : {}),
      ...(parts.learnerToken ? { learnerToken: parts.learnerToken } : {}),
      close: async (reason) => void closes.push(reason),
    }),
  });
  return Object.assign(plugin, { closes });
}
