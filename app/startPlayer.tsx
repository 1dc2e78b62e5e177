import { reaction } from 'mobx';
import { createRoot, type Root } from 'react-dom/client';
import { createPlayerContainer, PlayerSession, PluginCatalogue, type PrefetchedFiles } from '@core';
import { followSettings } from './accessibility/applySettings';
import { learnerServiceReview } from '../adapters/review/learnerService';
import { App } from './App';
import { CertificateMakerContext, type CertificateMakerLoader } from './certificate/certificateMaker';
import { startAccessibilityEffects } from './a11yEffects';
import { loadBlocks } from './components/loadBlocks';
import { loadPageEntry } from './components/pageEntryChunk';
import { watchEmbedding } from './embedding/watchEmbedding';
import { registerPlugins, type ExtraPlugins } from './plugins';

/**
 * What a host's own entry may add (docs/plugins.md): plugins of every kind, registered after the
 * built-in ones (`startPlayer(root, { questionTypes: [myType] })`; nothing else changes), and the
 * React root of a pre-rendered cover.
 */
export interface StartOptions extends ExtraPlugins {
  /**
   * The React root of a hydrated pre-rendered cover (app/cover/startCover.tsx, issue 13): the app
   * renders into it once the session has settled, so the cover stays on screen meanwhile.
   */
  takeOver?: Root;
}

/**
 * The composition root: wires core and every plugin (question types, blocks, delivery backends,
 * tracking) into one container, renders the app and starts loading the package beside index.html.
 */
export function startPlayer(root: HTMLElement, options: StartOptions = {}): PlayerSession {
  const container = createPlayerContainer({
    baseUrl: new URL('.', window.location.href).toString(),
    query: new URLSearchParams(window.location.search),
    window,
    // Only when the page is where the package is: the prefetch used URLs relative to the page.
    prefetched: (window as { __coursePlayerPrefetch?: PrefetchedFiles }).__coursePlayerPrefetch,
    // What the pre-rendered page's head script applied from this browser's saved progress (./accessibility/headScript.ts).
    accessibility: (window as { __coursePlayerAccessibility?: unknown }).__coursePlayerAccessibility,
    // Review mode's client (docs/review.md): a chunk fetched in review mode only.
    reviewApi: learnerServiceReview,
  });
  registerPlugins(container.resolve(PluginCatalogue), options);
  const session = container.resolve(PlayerSession);
  // Issue 26: the PDF maker is its own chunk, fetched on the first press of '[download certificate]'.
  const loadCertificateMaker: CertificateMakerLoader = () => import(/* webpackChunkName: "certificate" */ '../adapters/certificate/pdf');
  const app = () => (
    <CertificateMakerContext.Provider value={loadCertificateMaker}>
      <App session={session} />
    </CertificateMakerContext.Provider>
  );
  // From the first moment: the browser's preferences on a first launch, the saved settings once restored (before 'ready').
  followSettings(session);
  const takeOver = options.takeOver;
  if (takeOver) {
    // Until then the pre-rendered cover is what the learner sees: no loader, no second cover.
    // reaction, not when: the entry already has it, and when's code would be its own 0.2 KiB.
    reaction(
      () => session.state !== 'loading' || session.connection.state !== 'online',
      (settled, _, r) => {
        if (!settled) return;
        r.dispose();
        // A transparent section's pages are rows on the pre-rendered cover: the live one draws them
        // in the take-over's one render only once their chunk is there (else a placeholder first).
        const rows = session.state === 'ready' && session.course.sections.some((s) => s.isTransparent) ? loadPageEntry().catch(() => null) : null;
        // Its code is the cover entry's already (app/cover/startCover.tsx): no request, and none of it on the plain page.
        void Promise.all([import('./cover/takeOver'), rows]).then(([m]) => m.takeOverCover(root, () => takeOver.render(app())));
      },
      { fireImmediately: true },
    );
  } else createRoot(root).render(app());
  // The learner's accessibility settings' fonts and seizure-safe rules, loaded when first turned on.
  startAccessibilityEffects();
  // docs/embedding.md: the host page's contract, loaded only in a frame or in wrapperMode.
  watchEmbedding(session);
  // Page hide and unload are the session's (it saves and closes its delivery): see core/player/exit.ts.
  void session.start();
  // Fetched while the package loads; a failure here is retried by the first page that needs it.
  loadBlocks().catch(() => undefined);
  return session;
}
