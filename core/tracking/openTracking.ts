import { isLazyPlugin } from '../plugins/lazyPlugin';
import type { TrackingSink } from '../delivery/TrackingSink';
import type { LazyTrackingPlugin, TrackingLaunch, TrackingPlugin } from './TrackingPlugin';

// Apart from TrackingPlugin.ts so that it loads with the session's delivery side, not on the first page.
const isLazy = (p: TrackingPlugin | LazyTrackingPlugin): p is LazyTrackingPlugin => isLazyPlugin(p);

/** The sinks of every registered tracking plugin for this launch, in registration order. */
export async function openTracking(plugins: readonly (TrackingPlugin | LazyTrackingPlugin)[], launch: TrackingLaunch): Promise<TrackingSink[]> {
  const loaded = await Promise.all(plugins.map((p) => (isLazy(p) ? p.load() : p)));
  const sinks = await Promise.all(loaded.map((p) => p.open(launch)));
  return sinks.flat();
}
