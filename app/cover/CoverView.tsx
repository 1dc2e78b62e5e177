import type { CoverModel } from '@core';
import { Icon } from '../components/Icon';
import { prerenderedCover } from './prerendered';

/**
 * The cover as the package alone decides it (issue 13): the same markup is rendered into index.html
 * by the pre-render (scripts/prerender, react-dom/server) and hydrated by the client from the model
 * embedded beside it, so the title, introduction and sections are on screen before the player's
 * code and the course data have loaded. What depends on the learner is drawn at its starting value
 * (progress 0, 'Start'): the live cover (screens/Cover.tsx) takes over with the same classes and
 * sizes, so its values fill in without moving the layout.
 */
export function CoverView({ model }: { model: CoverModel }) {
  const { labels } = model;
  return (
    <div className="app-shell  ">
      <a className="skip-link" href="#main-content">
        {labels.skip}
      </a>
      <header className="app-header">
        <span className="header-spacer" />
        <div className="user-menu">
          <button type="button" className="user-menu-button" aria-label={labels.userMenu}>
            <Icon name="accessibility" size={22} />
          </button>
        </div>
      </header>
      <div className="app-body">
        <main id="main-content" tabIndex={-1} className="main-cover">
          <div className="block-gate block-gate-parts  cover" data-shown="true">
            <section className="cover-hero" aria-labelledby="cover-title">
              <div className="cover-hero-inner">
                {model.logoUrl ? <img className="cover-logo" src={model.logoUrl} alt={labels.logo} /> : null}
                <h1 id="cover-title" className="cover-title" tabIndex={-1} data-cover-title="">
                  {model.title}
                </h1>
                <div className="progress progress-light">
                  <div className="progress-track" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={0} aria-label={labels.progress}>
                    <div className="progress-fill" style={{ inlineSize: '0%' }} />
                    <div className="progress-mark" style={{ insetInlineStart: `${model.masteryScore}%` }} aria-hidden="true" />
                  </div>
                  <p className="progress-text">
                    <span>{labels.complete}</span>
                    <span className="progress-pass">{labels.pass}</span>
                  </p>
                </div>
                <a className="btn btn-primary btn-large" href={`#${model.startRoute}`}>
                  {labels.start}
                </a>
                {model.introductionHtml ? <div className="cover-intro" dangerouslySetInnerHTML={{ __html: model.introductionHtml }} /> : null}
              </div>
            </section>
            <section className="cover-sections" aria-labelledby="cover-sections-title">
              <h2 id="cover-sections-title" className="cover-sections-title">
                {labels.overview}
              </h2>
              <ol className="section-cards">
                {model.sections
                  .filter((s) => !s.transparent)
                  .map((s) => (
                    <li key={s.id} className="section-card ">
                      {s.imageUrl ? <img className="section-card-image" src={s.imageUrl} alt="" loading="lazy" /> : <div className="section-card-image is-empty" aria-hidden="true" />}
                      <div className="section-card-body">
                        <p className="section-card-index">{s.indexLabel}</p>
                        <h3 className="section-card-title">
                          <a href={`#/sections/${s.id}`}>{s.title}</a>
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
            </section>
          </div>
        </main>
      </div>
    </div>
  );
}

/**
 * The client's side of the pre-render: the same view from the model embedded in the page. A model
 * that cannot be read renders nothing, and React then renders the live app in the markup's place.
 */
export function PrerenderedCover() {
  const model = prerenderedCover();
  return model ? <CoverView model={model} /> : null;
}
