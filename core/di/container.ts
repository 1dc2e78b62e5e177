import 'reflect-metadata';
import { container as rootContainer, instanceCachingFactory, type DependencyContainer, type InjectionToken } from 'tsyringe';
import { DeliveryPlugin, type LazyDeliveryPlugin } from '../delivery/DeliveryPlugin';
import type { SaveTiming, SchedulerClock } from '../delivery/SaveScheduler';
import { HttpClient } from '../http/httpClient';
import type { PrefetchedFiles } from '../package/loadPackage';
import { PlayerSession } from '../player/PlayerSession';
import { PluginRegistry } from '../plugins/registry';
import { TrackingSink } from '../delivery/TrackingSink';
import { loadProgressCodec } from '../progress/codec/loadCodec';
import type { ProgressCodec } from '../progress/codec/ProgressCodec';
import { TrackingPlugin, type LazyTrackingPlugin } from '../tracking/TrackingPlugin';
import { TOKENS } from './tokens';

export interface PlayerContainerOptions {
  baseUrl: string;
  query: URLSearchParams;
  http?: HttpClient;
  window?: Window | null;
  prefetched?: PrefetchedFiles;
  warn?: (message: string) => void;
  saveTiming?: Partial<SaveTiming>;
  saveClock?: SchedulerClock;
  /** The clock of event times and answer durations (tests set it). */
  now?: () => number;
}

// The budgeted codec of docs/progress-format.md, off the first page (its chunk carries lz-string).
const loadCodec = (): Promise<ProgressCodec> => loadProgressCodec().then((m) => m.createProgressCodec());

/** Every registration of a multi-token (delivery plugins, sinks), none when nothing is registered. */
export function resolveAllOrNone<T>(c: DependencyContainer, token: InjectionToken<T>): T[] {
  return c.isRegistered(token, true) ? c.resolveAll<T>(token) : [];
}

/**
 * A fresh child container per player, so tests and several players never share state. Each service
 * is registered once here and every consumer resolves it (the session included, through a
 * factory), so no part of the player builds a second registry or HTTP client of its own. The
 * composition root adds the delivery plugins (`DeliveryPlugin`) and host sinks (`TrackingSink`),
 * then resolves `PlayerSession`.
 */
export function createPlayerContainer(options: PlayerContainerOptions): DependencyContainer {
  const c = rootContainer.createChildContainer();
  c.registerInstance(TOKENS.Registry, new PluginRegistry());
  c.registerInstance(TOKENS.Http, options.http ?? new HttpClient());
  c.registerInstance(TOKENS.PackageBaseUrl, options.baseUrl);
  c.registerInstance(TOKENS.LaunchQuery, options.query);
  // A factory: tsyringe takes a null value for a class to construct.
  c.register(TOKENS.Window, { useFactory: () => options.window ?? null });
  c.registerInstance(TOKENS.ProgressCodec, loadCodec);
  c.register(PlayerSession, {
    useFactory: instanceCachingFactory(
      (r) =>
        new PlayerSession({
          ...options,
          http: r.resolve<HttpClient>(TOKENS.Http),
          registry: r.resolve<PluginRegistry>(TOKENS.Registry),
          // Resolved when the session opens its delivery, so plugins registered after this call count.
          deliveries: () => resolveAllOrNone<DeliveryPlugin | LazyDeliveryPlugin>(r, DeliveryPlugin),
          sinks: () => resolveAllOrNone<TrackingSink>(r, TrackingSink),
          trackings: () => resolveAllOrNone<TrackingPlugin | LazyTrackingPlugin>(r, TrackingPlugin),
          loadCodec: r.resolve<() => Promise<ProgressCodec>>(TOKENS.ProgressCodec),
          window: r.resolve<Window | null>(TOKENS.Window),
        }),
    ),
  });
  return c;
}
