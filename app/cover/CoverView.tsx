import type { MouseEvent, ReactNode } from 'react';
import type { CoverModel, CoverSection } from '@core';
import { ProgressBarView } from '../components/ProgressBarView';
import { Icon } from '../components/Icon';
import { StatusPill } from '../components/StatusPill';
import { PageHeader, PageShell, UserMenuButton } from '../components/PageShell';
import { RouteAnchor } from '../components/RouteAnchor';

/**
 * What the cover shows. The learner-dependent parts (progress, start, note, section cards) are
 * drawn from the cover model at their starting value (0 %, 'Start', 'Not passed yet') by the pre-render,
 * and by the live cover from the learner's progress (screens/Cover.tsx); the layout is the same
 * either way, so the learner's values fill in without moving anything.
 */
export interface CoverParts {
  title: string;
  logoUrl: string;
  logoAlt: string;
  overviewLabel: string;
  progress: ReactNode;
  /** The start control; null when the learner cannot start (SPEC 2.9). */
  start: ReactNode | null;
  note?: ReactNode;
  introduction: ReactNode;
  cards: ReactNode;
  /** The wrapper of the whole cover: the live cover's block gate, or a plain element of the same classes. */
  gate?: (children: ReactNode) => ReactNode;
}

const plainGate = (children: ReactNode) => (
  <div className="block-gate block-gate-parts  cover" data-shown="true">
    {children}
  </div>
);

/**
 * The cover's content (issue 13): one component for the pre-render (scripts/prerender, react-dom/
 * server), the pre-rendered cover's hydration (app/cover/startCover) and the live cover
 * (screens/Cover.tsx), so the three draw the same markup.
 */
export function CoverContent(parts: CoverParts) {
  const gate = parts.gate ?? plainGate;
  return gate(
    <>
      <section className="cover-hero" aria-labelledby="cover-title">
        <div className="cover-hero-inner">
          {parts.logoUrl ? <img className="cover-logo" src={parts.logoUrl} alt={parts.logoAlt} /> : null}
          <h1 id="cover-title" className="cover-title" tabIndex={-1} data-cover-title="">
            {parts.title}
          </h1>
          {parts.progress}
          {parts.note ?? null}
          {parts.start}
          {parts.introduction}
        </div>
      </section>
      <section className="cover-sections" aria-labelledby="cover-sections-title" data-gate-hidden="stacked">
        <h2 id="cover-sections-title" className="cover-sections-title">
          {parts.overviewLabel}
        </h2>
        {parts.cards}
      </section>
    </>,
  );
}

/**
 * The cover's parts as the package alone decides them: what the pre-render draws. `onStart`, on
 * the client, stands in for the start control's own navigation (app/cover/CoverIsland.tsx).
 */
export function modelParts(model: CoverModel, onStart?: (event: MouseEvent<HTMLAnchorElement>) => void): CoverParts {
  const { labels } = model;
  return {
    title: model.title,
    logoUrl: model.logoUrl,
    logoAlt: labels.logo,
    overviewLabel: labels.overview,
    progress: <ProgressBarView tone="light" value={0} mastery={model.masteryScore} labels={{ progress: labels.progress, complete: labels.complete, pass: labels.pass }} />,
    start: (
      <RouteAnchor className="btn btn-primary btn-large" route={model.startRoute} onClick={onStart}>
        {labels.start}
      </RouteAnchor>
    ),
    introduction: model.introductionHtml ? <div className="cover-intro" dangerouslySetInnerHTML={{ __html: model.introductionHtml }} /> : null,
    cards: <ModelCards model={model} />,
  };
}

/**
 * The section cards before the learner's progress is known: what the live cover (SectionCards) shows
 * a learner who has not begun, item for item (app/cover/coverCards.test.tsx), so the take-over changes
 * nothing. A returning learner's own statuses come with the player: until then the page's head script
 * hides these (scripts/prerender, `data-cover-progress`).
 */
function ModelCards({ model }: { model: CoverModel }) {
  const { labels } = model;
  return (
    <ol className="section-cards">
      {model.sections.map((s) =>
        s.transparent ? (
          s.pages.length > 0 ? <ModelLoosePages key={s.id} section={s} lock={labels.lock} notPassedYet={labels.notPassedYet} /> : null
        ) : (
          <li key={s.id} className={`section-card ${s.locked ? 'is-locked' : ''}`}>
            {s.imageUrl ? <img className="section-card-image" src={s.imageUrl} alt="" loading="lazy" /> : <div className="section-card-image is-empty" aria-hidden="true" />}
            <div className="section-card-body">
              <p className="section-card-index">
                {s.indexLabel}
                {s.locked ? <Icon name="lock" label={labels.lock} size={16} /> : null}
              </p>
              <h3 className="section-card-title">{s.locked ? s.title : <RouteAnchor route={`/sections/${s.id}`}>{s.title}</RouteAnchor>}</h3>
              {s.statusRow ? (
                <p className="section-card-status" data-learner-status="">
                  <StatusPill status="IN_PROGRESS" label={labels.notPassedYet} />
                  <span className="section-card-score">{s.scoreLabel}</span>
                </p>
              ) : null}
              <button type="button" className="link-button" aria-expanded={false}>
                {labels.details}
                <Icon name="chevron" size={16} />
              </button>
            </div>
          </li>
        ),
      )}
    </ol>
  );
}

/** A transparent section's pages in its place, as the live cover's rows (app/components/PageEntry.tsx). */
function ModelLoosePages({ section, lock, notPassedYet }: { section: CoverSection; lock: string; notPassedYet: string }) {
  return (
    <li className="loose-pages">
      <ul className="page-list">
        {section.pages.map((p) => (
          <li key={p.id}>
            {p.locked ? (
              <span className="page-row is-locked" aria-disabled="true" title={lock}>
                <Icon name="lock" label={lock} />
                <span className="page-row-title">{p.title}</span>
              </span>
            ) : (
              <RouteAnchor route={`/sections/${section.id}/questions/${p.id}`} className="page-row">
                <Icon name={p.contentPage ? 'page' : 'question'} />
                <span className="page-row-title">{p.title}</span>
                {p.statusShown ? (
                  <span className="page-row-status" data-learner-status="">
                    <StatusPill status="IN_PROGRESS" label={notPassedYet} />
                  </span>
                ) : null}
              </RouteAnchor>
            )}
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * The page frame around the cover as the player's layout draws it on the cover route (app/Layout.tsx):
 * the same shell, with the user menu's button as a learner not yet known has it: the accessibility
 * icon (SPEC 2.4), for the menu's 'Accessibility mode' section (SPEC 2.7; none in review mode). Pressed
 * before the player is there, the press is made again on the live button (takeOver.ts).
 */
export function CoverFrame({ model, children }: { model: CoverModel; children: ReactNode }) {
  return (
    <PageShell skipLabel={model.labels.skip} withToc={false} tocOpen={false} header={<PageHeader menu={model.userMenu ? <UserMenuButton label={model.labels.userMenu} /> : undefined} />} cover>
      {children}
    </PageShell>
  );
}

/** The whole pre-rendered cover: what scripts/prerender writes into index.html. */
export function CoverView({ model, onStart }: { model: CoverModel; onStart?: (event: MouseEvent<HTMLAnchorElement>) => void }) {
  return (
    <CoverFrame model={model}>
      <CoverContent {...modelParts(model, onStart)} />
    </CoverFrame>
  );
}
