import { useEffect, useSyncExternalStore } from 'react';
import type { CoverModel } from '@core';
import { CoverView } from './CoverView';

const subscribe = (changed: () => void) => {
  window.addEventListener('hashchange', changed);
  return () => window.removeEventListener('hashchange', changed);
};
/** The hash route ('#/sections/…' → '/sections/…'); '' and '#/' are the cover. */
const route = () => window.location.hash.replace(/^#/, '') || '/';

/**
 * The pre-rendered cover, hydrated before the player has loaded (issue 13). It answers the start
 * control at once: the course page's frame comes up while the player loads, and the player then
 * renders the page the learner asked for. The server snapshot is the cover, so hydration matches
 * the pre-rendered markup whatever the address says.
 */
export function CoverIsland({ model, onLeave }: { model: CoverModel; onLeave: () => void }) {
  const at = useSyncExternalStore(subscribe, route, () => '/');
  const away = at !== '/';
  useEffect(() => {
    if (!away) return;
    onLeave();
    // A cover kept off the screen for a course page's address (scripts/prerender): the frame shows instead.
    document.documentElement.removeAttribute('data-cover-stale');
  }, [away, onLeave]);
  return away ? <PageFrame label={model.labels.skip} /> : <CoverView model={model} />;
}

/** The course page's frame while the player loads: the cover has gone, the page is on its way. */
function PageFrame({ label }: { label: string }) {
  return (
    <div className="app-shell  ">
      <a className="skip-link" href="#main-content">
        {label}
      </a>
      <header className="app-header">
        <span className="header-spacer" />
      </header>
      <div className="app-body">
        <main id="main-content" tabIndex={-1} className="main-page" aria-busy="true">
          <div className="block-skeleton" aria-hidden="true" />
        </main>
      </div>
    </div>
  );
}
