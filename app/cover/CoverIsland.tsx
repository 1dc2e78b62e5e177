import { useEffect, useSyncExternalStore, type MouseEvent } from 'react';
import type { CoverModel } from '@core';
import { Icon } from '../components/Icon';
import { PageHeader, PageShell } from '../components/PageShell';
import { CoverView } from './CoverView';
import { rememberPress } from './takeOver';

const subscribe = (changed: () => void) => {
  window.addEventListener('hashchange', changed);
  return () => window.removeEventListener('hashchange', changed);
};
/** The hash route ('#/sections/…' → '/sections/…'); '' and '#/' are the cover. */
const route = () => window.location.hash.replace(/^#/, '') || '/';

/**
 * The pre-rendered cover, hydrated before the player has loaded (issue 13). For a new learner it
 * answers the start control at once: the course page's frame comes up while the player loads, and
 * the player then renders the page the learner asked for. The server snapshot is the cover, so hydration matches
 * the pre-rendered markup whatever the address says.
 */
export function CoverIsland({ model, onLeave, learnerPending }: { model: CoverModel; onLeave: () => void; learnerPending: boolean }) {
  const at = useSyncExternalStore(subscribe, route, () => '/');
  const away = at !== '/';
  useEffect(() => {
    if (!away) return;
    onLeave();
    // A cover kept off the screen for a course page's address (scripts/prerender): the frame shows instead.
    document.documentElement.removeAttribute('data-cover-stale');
  }, [away, onLeave]);
  // While the player brings this learner's own start ('Continue' to the page they left), the
  // pre-rendered one does not lead elsewhere: the press is kept and made on the player's cover.
  const onStart = learnerPending
    ? (event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        rememberPress(event.currentTarget);
      }
    : undefined;
  return away ? <PageFrame model={model} route={at} /> : <CoverView model={model} onStart={onStart} />;
}

/**
 * The course page's frame while the player loads: the layout's header, the table of contents' place
 * (SPEC 2.6's default, as app/Layout.tsx keeps it) and the page with its section's name over a
 * skeleton, so the page that follows fills the frame instead of redrawing the screen.
 */
function PageFrame({ model, route }: { model: CoverModel; route: string }) {
  const tocOpen = model.tocExpanded && window.innerWidth >= 1000;
  const sectionId = /^\/sections\/([^/]+)/.exec(route)?.[1];
  const section = model.sections.find((s) => s.id === sectionId);
  // The header's controls do nothing until the player is there: their places are kept, hidden from
  // assistive technology.
  return (
    <PageShell
      skipLabel={model.labels.skip}
      withToc
      tocOpen={tocOpen}
      header={
        <PageHeader
          tocToggle={
            <span className="icon-button toc-toggle" aria-hidden="true">
              <Icon name="menu" />
            </span>
          }
          menu={
            model.userMenu ? (
              <div className="user-menu" aria-hidden="true">
                <span className="user-menu-button">
                  <Icon name="accessibility" size={22} />
                </span>
              </div>
            ) : undefined
          }
        />
      }
      sidebar={<div className={`toc toc-placeholder ${tocOpen ? 'is-open' : ''}`} hidden={!tocOpen} aria-hidden="true" />}
      cover={false}
      busy
    >
      <article className="page">
        {section && !section.transparent ? (
          <p className="page-kicker" aria-hidden="true">
            {section.title}
          </p>
        ) : null}
        {/* Until the page's own heading comes, the page is named by its section (or the course). */}
        <h1 className="visually-hidden">{section && !section.transparent ? section.title : model.title}</h1>
        <div className="block-skeleton" aria-hidden="true" />
      </article>
    </PageShell>
  );
}
