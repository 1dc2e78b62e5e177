import { reaction } from 'mobx';
import { createRoot, type Root } from 'react-dom/client';
import { createPlayerContainer, DeliveryPlugin, PlayerSession, TOKENS, TrackingPlugin, TrackingSink, type AnyContentBlock, type LazyTrackingPlugin, type LazyDeliveryPlugin, type AnyQuestionType, type PluginRegistry, type PrefetchedFiles } from '@core';
import { App } from './App';
import { loadBlocks } from './components/loadBlocks';
import { builtInDeliveries } from './delivery';
import { registerPlugins } from './plugins';
import { builtInTrackings } from './tracking';

/**
 * The composition root: wires core, the plugins and the delivery backends into one container,
 * renders the app and starts loading the package that sits beside index.html.
 */
export interface StartOptions {
  /**
   * Question types of the host's own, registered after the built-in ones (docs/plugins.md). A host
   * builds its own entry: `startPlayer(root, { questionTypes: [myType] })`, nothing else changes.
   */
  questionTypes?: AnyQuestionType[];
  /** Content blocks of the host's own, registered after the built-in ones. */
  blocks?: AnyContentBlock[];
  /** Delivery backends of the host's own (docs/delivery.md); the detected one of highest priority opens. */
  deliveries?: (DeliveryPlugin | LazyDeliveryPlugin)[];
  /** Tracking sinks of the host's own (a custom LRS), fed with every learning event besides the delivery's sinks. */
  sinks?: TrackingSink[];
  /** Tracking plugins of the host's own, asked for the sinks of each launch besides the built-in LRS (docs/xapi.md). */
  trackings?: (TrackingPlugin | LazyTrackingPlugin)[];
  /**
   * The React root of a hydrated pre-rendered cover (app/cover/startCover.tsx, issue 13): the app
   * renders into it once the session has settled, so the cover stays on screen meanwhile.
   */
  takeOver?: Root;
}

export function startPlayer(root: HTMLElement, options: StartOptions = {}): PlayerSession {
  const container = createPlayerContainer({
    baseUrl: new URL('.', window.location.href).toString(),
    query: new URLSearchParams(window.location.search),
    window,
    // Only when the page is where the package is: the prefetch used URLs relative to the page.
    prefetched: (window as { __coursePlayerPrefetch?: PrefetchedFiles }).__coursePlayerPrefetch,
  });
  registerPlugins(container.resolve<PluginRegistry>(TOKENS.Registry), { questionTypes: options.questionTypes, blocks: options.blocks });
  for (const plugin of [...builtInDeliveries, ...(options.deliveries ?? [])]) container.register(DeliveryPlugin, { useValue: plugin });
  for (const sink of options.sinks ?? []) container.register(TrackingSink, { useValue: sink });
  for (const plugin of [...builtInTrackings, ...(options.trackings ?? [])]) container.register(TrackingPlugin, { useValue: plugin });
  const session = container.resolve(PlayerSession);
  const takeOver = options.takeOver;
  if (takeOver) {
    // Until then the pre-rendered cover is what the learner sees: no loader, no second cover.
    // reaction, not when: the entry already has it, and when's code would be its own 0.2 KiB.
    reaction(
      () => session.state !== 'loading' || session.connection !== 'online',
      (settled, _, r) => {
        if (!settled) return;
        r.dispose();
        // Its code is the cover entry's already (app/cover/startCover.tsx): no request, and none of it on the plain page.
        void import('./cover/takeOver').then((m) => m.takeOverCover(root, () => takeOver.render(<App session={session} />)));
      },
      { fireImmediately: true },
    );
  } else createRoot(root).render(<App session={session} />);
  // Page hide and unload are the session's (it saves and closes its delivery): see core/delivery/pageLifecycle.ts.
  void session.start();
  // Fetched while the package loads; a failure here is retried by the first page that needs it.
  loadBlocks().catch(() => undefined);
  return session;
}
