import { createRoot } from 'react-dom/client';
import { createPlayerContainer, PlayerSession, TOKENS, type AnyContentBlock, type AnyQuestionType, type HttpClient, type PluginRegistry, type PrefetchedFiles } from '@core';
import { App } from './App';
import { loadBlocks } from './components/loadBlocks';
import { registerPlugins } from './plugins';

/**
 * The composition root: wires core, the plugins and the adapters for this delivery context, renders
 * the app and starts loading the package that sits beside index.html.
 */
export interface StartOptions {
  /**
   * Question types of the host's own, registered after the built-in ones (docs/plugins.md). A host
   * builds its own entry: `startPlayer(root, { questionTypes: [myType] })`, nothing else changes.
   */
  questionTypes?: AnyQuestionType[];
  /** Content blocks of the host's own, registered after the built-in ones. */
  blocks?: AnyContentBlock[];
}

export function startPlayer(root: HTMLElement, options: StartOptions = {}): PlayerSession {
  const query = new URLSearchParams(window.location.search);
  const baseUrl = new URL('.', window.location.href).toString();
  const container = createPlayerContainer({ baseUrl, query });
  const registry = registerPlugins(container.resolve<PluginRegistry>(TOKENS.Registry), { questionTypes: options.questionTypes, blocks: options.blocks });
  // The storage adapter is not needed before the package is in: its chunk loads beside the package.
  const delivery = import(/* webpackChunkName: "delivery" */ './delivery/chooseStorage');
  delivery.catch(() => undefined);
  const session = new PlayerSession({
    baseUrl,
    query,
    http: container.resolve<HttpClient>(TOKENS.Http),
    registry,
    createStorage: (context) => delivery.then((m) => m.chooseStorage(context)),
    // Only when the page is where the package is: the prefetch used URLs relative to the page.
    prefetched: (window as { __coursePlayerPrefetch?: PrefetchedFiles }).__coursePlayerPrefetch,
  });
  createRoot(root).render(<App session={session} />);
  void session.start();
  // Fetched while the package loads; a failure here is retried by the first page that needs it.
  loadBlocks().catch(() => undefined);
  // SPEC 4.4: progress is saved on page hide as well as after every answer.
  window.addEventListener('pagehide', () => session.flush());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') session.flush();
  });
  return session;
}
