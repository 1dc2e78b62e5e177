import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { routes, type SectionInstance } from '@core';
import { isNarrowScreen } from '../hooks/narrowScreen';
import { useSession, useT } from '../hooks/session';
import { Icon } from './Icon';
import { OneTimeHint } from './OneTimeHint';
import { PageEntry } from './PageEntry';
import { sectionNumbers } from './sectionNumbers';
import { StatusBadge } from './StatusBadge';

/**
 * The table of contents: one collapsible card per section, its pages, and Results pinned last.
 * A transparent section's pages stand at the top level, without a section card.
 */
export const Toc = observer(function Toc({ open, onNavigate, onDismiss }: { open: boolean; onNavigate: () => void; onDismiss?: () => void }) {
  const session = useSession();
  const t = useT();
  const course = session.course;
  const numbers = sectionNumbers(course.sections);
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // In a long course the current page may sit far down the list: bring it into the sidebar's view
  // (once its section has opened, a frame later), without scrolling the page itself.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const list = nav.current;
      if (list) revealCurrent(list);
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname, open]);
  return (
    <nav
      ref={nav}
      id="course-navigation"
      className={`toc ${open ? 'is-open' : ''}`}
      aria-label={t('[navigation section]')}
      hidden={!open}
      // Lying over the page on a narrow screen, the sidebar closes on Escape as other overlays do;
      // beside the page on a wide one it stays (hooks/narrowScreen.ts).
      onKeyDown={(e) => {
        if (e.key === 'Escape' && onDismiss && isNarrowScreen()) {
          e.preventDefault();
          onDismiss();
        }
      }}
    >
      <Link to="/" className="toc-course" onClick={onNavigate}>
        <Icon name="back" />
        <span>{course.title}</span>
      </Link>
      <ol className="toc-sections">
        {course.sections.map((section) =>
          section.isTransparent ? (
            <TocLoosePages key={section.id} section={section} onNavigate={onNavigate} />
          ) : (
            <TocSection key={section.id} section={section} number={numbers.get(section.id)!} total={numbers.size} onNavigate={onNavigate} />
          ),
        )}
      </ol>
      {course.submitAll && !course.isAttemptSubmitted ? <SubmitAllButton onNavigate={onNavigate} /> : null}
      <NavLink to={routes.results} className="toc-results" onClick={onNavigate}>
        <Icon name="flag" />
        <span>{t('[results]')}</span>
      </NavLink>
    </nav>
  );
});

/** Room left above what is revealed, so it does not sit flush against the top bar. */
const REVEAL_MARGIN = 8;

/**
 * Scrolls the sidebar so that the current page shows with its section's head above it: the learner
 * sees where they are and in which section. Putting the page a third of the way down instead (as
 * before issue 22) left a tall head (a long title, its status) half under the top bar, or above it.
 * When head and page do not fit together the page wins; when both are in view nothing moves.
 */
function revealCurrent(list: HTMLElement): void {
  const current = list.querySelector('.toc-page.active');
  if (!current) return;
  const head = current.closest('.toc-section')?.querySelector('.toc-section-head') ?? current;
  const box = list.getBoundingClientRect();
  const page = current.getBoundingClientRect();
  const top = head.getBoundingClientRect().top;
  if (top >= box.top && page.bottom <= box.bottom) return;
  const fits = page.bottom - top <= box.height - 2 * REVEAL_MARGIN;
  list.scrollTop += (fits ? top : page.top) - box.top - REVEAL_MARGIN;
}

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
            session.attempts.submitAll();
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

const TocLoosePages = observer(function TocLoosePages({ section, onNavigate }: { section: SectionInstance; onNavigate: () => void }) {
  const active = useSession().course.activeIds;
  const pages = section.questions.filter((q) => active.has(q.id));
  if (pages.length === 0) return null;
  return (
    <li className="toc-loose">
      <ol className="toc-pages">
        {pages.map((q) => (
          <li key={q.id}>
            <PageEntry question={q} className="toc-page" onNavigate={onNavigate} link={NavLink} />
          </li>
        ))}
      </ol>
    </li>
  );
});

const TocSection = observer(function TocSection({ section, number, total, onNavigate }: { section: SectionInstance; number: number; total: number; onNavigate: () => void }) {
  const session = useSession();
  const t = useT();
  const { pathname } = useLocation();
  const isCurrent = pathname.startsWith(routes.section(section.id));
  const [expanded, setExpanded] = useState(isCurrent);
  // The section the learner moves into opens, so the current page is always listed.
  useEffect(() => {
    if (isCurrent) setExpanded(true);
  }, [isCurrent]);
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
          <span className="toc-section-index">{t('[section x of y]', { index: number, total })}</span>
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
            <PageEntry question={q} className="toc-page" onNavigate={onNavigate} link={NavLink} />
          </li>
        ))}
      </ol>
    </li>
  );
});
