import type { DeliveryPlugin, LazyDeliveryPlugin } from '../delivery/DeliveryPlugin';
import type { SaveTiming, SchedulerClock } from '../delivery/SaveScheduler';
import type { HttpClient } from '../http/httpClient';
import type { PrefetchedFiles } from '../package/loadPackage';
import type { PluginRegistry } from '../plugins/registry';
import type { TrackingSink } from '../delivery/TrackingSink';
import type { LazyTrackingPlugin, TrackingPlugin } from '../tracking/TrackingPlugin';
import type { ProgressCodec } from '../progress/codec/ProgressCodec';

/** What a player session is built from; the player container (core/di) fills it in. */
export interface PlayerSessionOptions {
  baseUrl: string;
  query: URLSearchParams;
  http: HttpClient;
  registry: PluginRegistry;
  /** The delivery plugins of the container; the detected one of highest priority opens (core/delivery). */
  deliveries: () => readonly (DeliveryPlugin | LazyDeliveryPlugin)[];
  /** Tracking sinks the host registered in the container (a custom LRS), besides the delivery's own. */
  sinks?: () => readonly TrackingSink[];
  /** Tracking plugins of the container (default/custom LRS…): the sinks of this launch (core/tracking). */
  trackings?: () => readonly (TrackingPlugin | LazyTrackingPlugin)[];
  /** Loads the progress codec (TOKENS.ProgressCodec), so its code stays off the first page. */
  loadCodec: () => Promise<ProgressCodec>;
  /** The player's page, for the delivery's API search and for saving on page hide; null in tests. */
  window?: Window | null;
  saveTiming?: Partial<SaveTiming>;
  saveClock?: SchedulerClock;
  now?: () => number;
  warn?: (message: string) => void;
  prefetched?: PrefetchedFiles;
}
