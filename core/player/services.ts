import type { InjectionToken } from 'tsyringe';
import type { SaveTiming, SchedulerClock } from '../delivery/SaveScheduler';
import type { Labels } from '../i18n/translator';
import type { PrefetchedFiles } from '../package/loadPackage';
import type { ProgressCodec } from '../progress/codec/ProgressCodec';

/*
 * The services a player session is built from, each an interface and a DI token of the same name
 * (the VS Code and Backstage habit, ARCHITECTURE.md): core/di registers them per player, and the
 * session's constructor asks for each by its token. The plugin catalogue and the HTTP client are
 * classes, their own tokens.
 */

/** Where the player runs: the package beside the page, the launch query, the page itself, what it prefetched. */
export interface LaunchPage {
  /** The package's folder, ending in '/'. */
  baseUrl: string;
  query: URLSearchParams;
  /** The player's page, for the delivery's API search and for saving on page hide; null in tests. */
  window: Window | null;
  /** The package files the page's head script fetched before the player's code arrived. */
  prefetched?: PrefetchedFiles;
  /**
   * The saved `accessibility {}` the pre-rendered page's head script found in this browser's progress
   * and applied before the first paint (app/accessibility/headScript.ts): the session shows the same
   * until its delivery restores the record, so the page does not change in between.
   */
  accessibility?: unknown;
}
export const LaunchPage: InjectionToken<LaunchPage> = Symbol('LaunchPage');

/** The clock of event times and answer durations (tests set it). */
export interface Clock {
  now(): number;
}
export const Clock: InjectionToken<Clock> = Symbol('Clock');

/** Where the player's warnings go (the console; tests collect them). */
export type Warn = (message: string) => void;
export const Warn: InjectionToken<Warn> = Symbol('Warn');

/** The save scheduler's timing and clock (tests set them; core/delivery/SaveScheduler.ts has the defaults). */
export interface SaveTuning {
  timing?: Partial<SaveTiming>;
  clock?: SchedulerClock;
}
export const SaveTuning: InjectionToken<SaveTuning> = Symbol('SaveTuning');

/** Loads the progress codec, so its code (and lz-string) stays off the first page. */
export type ProgressCodecLoader = () => Promise<ProgressCodec>;
export const ProgressCodecLoader: InjectionToken<ProgressCodecLoader> = Symbol('ProgressCodecLoader');

/**
 * Loads the player's own labels in a course's language (core/i18n/builtIn, issue 24): one chunk per
 * language, off the first page, asked for beside the package's label files. Null when it has none.
 */
export type PlayerLabelsLoader = (language: string) => Promise<Labels | null>;
export const PlayerLabelsLoader: InjectionToken<PlayerLabelsLoader> = Symbol('PlayerLabelsLoader');
