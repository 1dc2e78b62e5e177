import type { MouseEvent, ReactNode } from 'react';
import type { CoverModel } from '@core';
import { ProgressBarView } from '../components/ProgressBarView';
import { Icon } from '../components/Icon';
import { PageHeader, PageShell } from '../components/PageShell';
import { RouteAnchor } from '../components/RouteAnchor';

/**
 * What the cover shows. The learner-dependent parts (progress, start, note, section cards) are
 * drawn from the cover model at their starting value (0 %, 'Start', no status) by the pre-render,
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

/** The section cards before the learner's progress is known. */
function ModelCards({ model }: { model: CoverModel }) {
  const { labels } = model;
  return (
    <ol className="section-cards">
      {model.sections
        .filter((s) => !s.transparent)
        .map((s) => (
          <li key={s.id} className="section-card ">
            {s.imageUrl ? <img className="section-card-image" src={s.imageUrl} alt="" loading="lazy" /> : <div className="section-card-image is-empty" aria-hidden="true" />}
            <div className="section-card-body">
              <p className="section-card-index">{s.indexLabel}</p>
              <h3 className="section-card-title">
                <RouteAnchor route={`/sections/${s.id}`}>{s.title}</RouteAnchor>
              </h3>
              {s.statusRow ? (
                // The status and score come with the learner's progress; their row's height is kept.
                <p className="section-card-status" aria-hidden="true" style={{ visibility: 'hidden' }}>
                  <span className="status-badge">{labels.notPassedYet}</span>
                </p>
              ) : null}
              <button type="button" className="link-button" aria-expanded={false}>
                {labels.details}
                <Icon name="chevron" size={16} />
              </button>
            </div>
          </li>
        ))}
    </ol>
  );
}

/**
 * The page frame around the cover as the player's layout draws it on the cover route (app/Layout.tsx):
 * the same shell, without a user menu: a learner not yet known has nothing in it until issue 23's
 * accessibility panel (app/userMenu/menuEntries.ts); the live header adds the button for one who has.
 */
export function CoverFrame({ model, children }: { model: CoverModel; children: ReactNode }) {
  return (
    <PageShell skipLabel={model.labels.skip} withToc={false} tocOpen={false} header={<PageHeader />} cover>
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
