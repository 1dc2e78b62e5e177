import {
  createPlayerContainer,
  HttpClient,
  PlayerSession,
  PluginCatalogue,
  type AnyContentBlock,
  type AnyQuestionType,
  type Learner,
  type PluginRegistration,
  type SchedulerClock,
} from '@core';
import type { DependencyContainer } from 'tsyringe';
import { registerContentPlugins } from '../../app/plugins';
import { BASE_URL, fixtureFetch, SHOWCASE } from './fixtureFetch';
import { codecContextFor, createProgressCodec } from '../../core/progress/codec';
import { DEFAULT_SAVE_TIMING } from '../../core/delivery/SaveScheduler';
import { MemoryStore } from './memoryStore';
import { RecordingSink } from './recordingSink';
import { testDelivery } from './testDelivery';

export interface TestPlayerOptions {
  dir?: string;
  storage?: MemoryStore;
  /** The learner the delivery knows (an LMS learner, a signed-in e-mail); none by default, as in a browser. */
  learner?: Learner | null;
  /** The delivery's learner token (a learner signed in to the learner service); none by default. */
  learnerToken?: () => string;
  query?: string;
  overrides?: Parameters<typeof fixtureFetch>[1];
  questionTypes?: AnyQuestionType[];
  blocks?: AnyContentBlock[];
  /** A page for page-hide saving; none by default. */
  window?: Window | null;
  /** The saved accessibility settings the page's head script applied before the player (LaunchPage.accessibility). */
  accessibility?: unknown;
  /** The save scheduler's clock; by default it writes as soon as a change is asked for (see below). */
  saveClock?: SchedulerClock;
  /** Delivery plugins to register instead of the test delivery over `storage`. */
  deliveries?: PluginRegistration<'delivery'>[];
  /** Tracking plugins registered in the catalogue, as the app registers its built-in ones. */
  trackings?: PluginRegistration<'tracking'>[];
  /** Tracking sinks registered in the catalogue, as a host registers its own. */
  sinks?: PluginRegistration<'sink'>[];
  now?: () => number;
  /** Registers more in the player's container before the session is resolved, as a host's entry would. */
  setUp?: (container: DependencyContainer) => void;
}

/**
 * A clock that runs a scheduled write at once: tests read the store right after an action, as the
 * browser's synchronous store would show it. The scheduler's own timing is tested with a manual clock.
 */
export const immediateClock: SchedulerClock = {
  setTimeout: (fn, delay) => {
    // A retry waits for a real timer that never keeps jest alive: run at once, a store that keeps
    // failing (a server the test has stopped) would be retried in an endless microtask loop.
    if (delay >= DEFAULT_SAVE_TIMING.retryMs) {
      const timer = setTimeout(fn, delay) as unknown as { unref?: () => void };
      timer.unref?.();
      return timer;
    }
    fn();
    return null;
  },
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Every session this test file started: closed after its tests, as the page's unload would. */
const started = new Set<PlayerSession>();
if (typeof afterAll === 'function') {
  afterAll(async () => {
    for (const session of started) if (session.state === 'ready') await session.exit.close('unload');
    started.clear();
  });
}

/**
 * A started player session on a package folder, wired as the app wires it (one container), with an
 * in-memory store, a recording sink and the real plugins.
 */
export async function createTestPlayer(options: TestPlayerOptions = {}) {
  const { fetch } = fixtureFetch(options.dir ?? SHOWCASE, options.overrides);
  const storage = options.storage ?? new MemoryStore();
  const sink = new RecordingSink();
  const warnings: string[] = [];
  const container = createPlayerContainer({
    baseUrl: BASE_URL,
    query: new URLSearchParams(options.query ?? ''),
    http: new HttpClient({ fetch, sleep: async () => undefined, maxRetries: 1 }),
    window: options.window ?? null,
    accessibility: options.accessibility,
    warn: (m) => warnings.push(m),
    saveClock: options.saveClock ?? immediateClock,
    now: options.now,
  });
  const plugins = container.resolve(PluginCatalogue);
  registerContentPlugins(plugins, { questionTypes: options.questionTypes, blocks: options.blocks });
  const delivery = testDelivery({ store: storage, learner: options.learner, sinks: [sink], learnerToken: options.learnerToken });
  plugins.registerAll('delivery', options.deliveries ?? [delivery]);
  plugins.registerAll('tracking', options.trackings ?? []);
  plugins.registerAll('sink', options.sinks ?? []);
  options.setUp?.(container);
  const session = container.resolve(PlayerSession);
  started.add(session);
  await session.start();
  // Tests read and edit the store's records; the session writes them with the budgeted codec.
  if (session.state === 'ready') storage.useCodec(createProgressCodec(), codecContextFor(session.course, session.plugins));
  return { session, storage, sink, delivery, warnings, container };
}
