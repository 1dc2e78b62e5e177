import type { TrackingSink } from '../delivery/TrackingSink';
import type { TrackingLaunch, TrackingPlugin } from './TrackingPlugin';

/** The sinks of every tracking plugin (the catalogue's, loaded) for this launch, in registration order. */
export async function openTracking(plugins: readonly TrackingPlugin[], launch: TrackingLaunch): Promise<TrackingSink[]> {
  const sinks = await Promise.all(plugins.map((p) => p.open(launch)));
  return sinks.flat();
}
