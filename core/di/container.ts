import 'reflect-metadata/lite';
import { container as rootContainer, type DependencyContainer } from 'tsyringe';
import { PluginCatalogue } from '../catalogue/PluginCatalogue';
import type { SaveTiming, SchedulerClock } from '../delivery/SaveScheduler';
import { HttpClient } from '../http/httpClient';
import type { PrefetchedFiles } from '../package/loadPackage';
import { PlayerSession } from '../player/PlayerSession';
import { Clock, LaunchPage, PlayerLabelsLoader, ProgressCodecLoader, SaveTuning, Warn } from '../player/services';
import { loadProgressCodec } from '../progress/codec/loadCodec';
import { ReviewApiLoader } from '../review/ReviewApi';

export interface PlayerContainerOptions {
  baseUrl: string;
  query: URLSearchParams;
  http?: HttpClient;
  window?: Window | null;
  prefetched?: PrefetchedFiles;
  /** The saved accessibility settings the page's head script applied (LaunchPage.accessibility). */
  accessibility?: unknown;
  warn?: (message: string) => void;
  saveTiming?: Partial<SaveTiming>;
  saveClock?: SchedulerClock;
  /** The clock of event times and answer durations (tests set it). */
  now?: () => number;
  /** Review mode's client (adapters/review/<id>/, loaded lazily); the composition root gives it. */
  reviewApi?: ReviewApiLoader;
}

/**
 * A fresh child container per player, so tests and several players never share state. Each service
 * is registered once, under a token that shares its interface's name (core/player/services.ts, the
 * catalogue and the HTTP client are their own tokens), and every consumer is given it by injection:
 * the session asks for each in its constructor. The composition root (app/startPlayer.tsx) fills the
 * catalogue with the player's plugins, then resolves `PlayerSession`.
 */
export function createPlayerContainer(options: PlayerContainerOptions): DependencyContainer {
  const c = rootContainer.createChildContainer();
  c.registerInstance(PluginCatalogue, new PluginCatalogue());
  c.registerInstance(HttpClient, options.http ?? new HttpClient());
  c.registerInstance(LaunchPage, { baseUrl: options.baseUrl, query: options.query, window: options.window ?? null, prefetched: options.prefetched, accessibility: options.accessibility });
  c.registerInstance(Clock, { now: options.now ?? (() => Date.now()) });
  c.registerInstance(Warn, options.warn ?? ((m: string) => console.warn(m)));
  c.registerInstance(SaveTuning, { timing: options.saveTiming, clock: options.saveClock });
  // The budgeted codec of docs/progress-format.md, off the first page (its chunk carries lz-string).
  c.registerInstance(ProgressCodecLoader, () => loadProgressCodec().then((m) => m.createProgressCodec()));
  // The player's own labels in the course's language: a chunk per language (issue 24, docs/i18n.md).
  // The map of those chunks rides in the English chunk, which the session asks for at start: it is off
  // the first page, and already there when the course language is known.
  c.registerInstance(PlayerLabelsLoader, (language: string) =>
    import(/* webpackChunkName: "player-english" */ '../i18n/builtIn').then((m) => m.loadPlayerLabels(language)),
  );
  c.registerInstance(ReviewApiLoader, options.reviewApi ?? (() => Promise.reject(new Error('no review client'))));
  c.registerSingleton(PlayerSession);
  return c;
}
