import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { routes, type QuestionInstance, type SectionInstance } from '@core';
import { useSession, useT } from '../hooks/session';
import { Icon } from './Icon';
import { OneTimeHint } from './OneTimeHint';
import { StatusBadge } from './StatusBadge';

/** The table of contents: one collapsible card per section, its pages, and Results pinned last. */
export const Toc = observer(function Toc({ open, onNavigate }: { open: boolean; onNavigate: () => void }) {
  const session = useSession();
  const t = useT();
  const course = session.course;
  return (
    <nav id="course-navigation" className={`toc ${open ? 'is-open' : ''}`} aria-label={t('[navigation section]')} hidden={!open}>
      <Link to="/" className="toc-course" onClick={onNavigate}>
        <Icon name="back" />
        <span>{course.title}</span>
      </Link>
      <ol className="toc-sections">
        {course.sections.map((section, i) => (
          <TocSection key={section.id} section={section} index={i} total={course.sections.length} onNavigate={onNavigate} />
        ))}
      </ol>
      {course.submitAll && !course.isAttemptSubmitted ? <SubmitAllButton onNavigate={onNavigate} /> : null}
      <NavLink to={routes.results} className="toc-results" onClick={onNavigate}>
        <Icon name="flag" />
        <span>{t('[results]')}</span>
      </NavLink>
    </nav>
  );
});

/** SPEC 2.6: the table of contents carries the submit button when answers are submitted all at once. */
const SubmitAllButton = observer(function SubmitAllButton({ onNavigate }: { onNavigate: () => void }) {
  const session = useSession();
  const t = useT();
  const navigate = useNavigate();
  const course = session.course;
  const remaining = course.progressQuestions.filter((q) => !q.isAnswered).length;
  return (
    <div className="toc-submit">
      {remaining > 0 ? <p className="toc-submit-note">{t('[x question remaining]', { remainingQuestions: remaining })}</p> : null}
      <OneTimeHint name="submit-all-answers" text={t('[you did not answer all questions]')} show={remaining > 0}>
        <button
          type="button"
          className="btn btn-primary toc-submit-button"
          onClick={() => {
            session.submitAll();
            onNavigate();
            navigate(routes.results);
          }}
        >
          {t('[submit all answers]')}
        </button>
      </OneTimeHint>
    </div>
  );
});

const TocSection = observer(function TocSection({ section, index, total, onNavigate }: { section: SectionInstance; index: number; total: number; onNavigate: () => void }) {
  const session = useSession();
  const t = useT();
  const { pathname } = useLocation();
  const isCurrent = pathname.startsWith(routes.section(section.id));
  const [expanded, setExpanded] = useState(isCurrent);
  const listId = `toc-section-${section.id}`;
  const course = session.course;
  // SPEC 2.2: with a pool the chain holds only the pool questions, so no objective pages.
  const showObjective = course.showContentPages && !section.isTransparent && Boolean(section.learningObjective) && course.poolIds.length === 0;
  const active = course.activeIds;
  const pages = section.questions.filter((q) => active.has(q.id));
  // SPEC 2.6: under forced navigation later sections stay locked until reached.
  const currentSectionId = pathname.startsWith('/sections/') ? pathname.split('/')[2] : null;
  const locked = course.lockedSectionIds(currentSectionId).has(section.id);
  if (pages.length === 0) return null;
  return (
    <li className={`toc-section ${isCurrent ? 'is-current' : ''}`}>
      <button
        type="button"
        className={`toc-section-head ${locked ? 'is-locked' : ''}`}
        aria-expanded={expanded && !locked}
        aria-controls={listId}
        aria-disabled={locked || undefined}
        title={locked ? t('[lock tooltip]') : undefined}
        onClick={() => !locked && setExpanded(!expanded)}
      >
        <span className="toc-section-text">
          <span className="toc-section-index">{t('[section x of y]', { index: index + 1, total })}</span>
          <span className="toc-section-title">{section.title}</span>
          {course.sectionHasProgressQuestions(section) ? <StatusBadge status={course.sectionStatus(section)} /> : null}
        </span>
        {locked ? <Icon name="lock" label={t('[lock tooltip]')} /> : <Icon name="chevron" />}
      </button>
      <ol id={listId} className="toc-pages" hidden={!expanded || locked}>
        {showObjective ? (
          <li>
            <NavLink to={routes.learningObjective(section.id)} className="toc-page" onClick={onNavigate}>
              <Icon name="target" />
              <span>{t('[learning objective]')}</span>
            </NavLink>
          </li>
        ) : null}
        {pages.map((q) => (
          <li key={q.id}>
            {course.isAvailable(q.id) ? (
              <NavLink to={routes.question(section.id, q.id)} className="toc-page" onClick={onNavigate}>
                <Icon name={q.answeredOnOpen ? 'page' : 'question'} />
                <span className="toc-page-title">{q.title}</span>
                <PageState question={q} />
              </NavLink>
            ) : (
              <span className="toc-page is-locked" aria-disabled="true" title={t('[lock tooltip]')}>
                <Icon name="lock" label={t('[lock tooltip]')} />
                <span className="toc-page-title">{q.title}</span>
              </span>
            )}
          </li>
        ))}
      </ol>
    </li>
  );
});

const PageState = observer(function PageState({ question }: { question: QuestionInstance }) {
  const t = useT();
  if (!question.isAnswered) return null;
  return (
    <span className="toc-page-state">
      <Icon name="check" label={question.answeredOnOpen ? t('[completed]') : t('[answered]')} size={16} />
    </span>
  );
});
