import { hydrateRoot, type Root } from 'react-dom/client';
import { coverIsComplete } from '@core';
import { CoverIsland } from './CoverIsland';
import { prerenderedCover } from './prerendered';
import { rememberPressedButtons } from './takeOver';

/** What a learner does first: any of these loads the player (the pointer on its way to 'Start'). */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'click'] as const;

type PrefetchWindow = Window & { __coursePlayerStartPrefetch?: () => void };

/**
 * The entry of a pre-rendered page (issue 13): hydrates the cover that is already on screen, with
 * nothing of the player's session, delivery, question types or blocks, and loads the player when
 * the cover needs it (core/cover/coverLaunch.ts): at once when the learner has progress to show or
 * the launch tracks, else at the learner's first move. The player then takes the React root over
 * (app/startPlayer.tsx). A page whose model cannot be read starts the player as a plain page does.
 * `readSaved` is the browser store's read of saved progress, passed in by the entry (coverMain.tsx),
 * the one place of the cover that knows the adapter.
 */
export function startCover(container: HTMLElement, readSaved: (key: string) => string | null): void {
  const model = container.hasAttribute('data-prerendered') ? prerenderedCover() : null;
  if (!model) {
    document.documentElement.removeAttribute('data-cover-stale');
    void loadPlayer(container, null);
    return;
  }
  let loading: Promise<void> | null = null;
  const load = () => {
    loading ??= loadPlayer(container, root).catch((error: unknown) => {
      // The cover stays usable; the next move tries again.
      console.error('The player could not be loaded', error);
      loading = null;
    });
  };
  const complete = coverIsComplete(model, {
    search: window.location.search,
    readStorage: readSaved,
  });
  rememberPressedButtons();
  const root = hydrateRoot(container, <CoverIsland model={model} onLeave={load} learnerPending={!complete} />);
  if (!complete) load();
  else for (const type of INTENT_EVENTS) document.addEventListener(type, load, { capture: true, passive: true, once: true });
}

async function loadPlayer(container: HTMLElement, root: Root | null): Promise<void> {
  // The package's files, fetched while the player's code downloads (app/index.html).
  (window as PrefetchWindow).__coursePlayerStartPrefetch?.();
  const { startPlayer } = await import(/* webpackChunkName: "player" */ './playerChunk');
  startPlayer(container, { takeOver: root ?? undefined });
}
