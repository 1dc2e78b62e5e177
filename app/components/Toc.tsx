import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { routes, type QuestionInstance, type SectionInstance } from '@core';
import { useSession, useT } from '../hooks/session';
import { Icon } from './Icon';
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
      <NavLink to={routes.results} className="toc-results" onClick={onNavigate}>
        <Icon name="flag" />
        <span>{t('[results]')}</span>
      </NavLink>
    </nav>
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
  const showObjective = course.showContentPages && !section.isTransparent && Boolean(section.learningObjective);
  return (
    <li className={`toc-section ${isCurrent ? 'is-current' : ''}`}>
      <button type="button" className="toc-section-head" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded(!expanded)}>
        <span className="toc-section-text">
          <span className="toc-section-index">{t('[section x of y]', { index: index + 1, total })}</span>
          <span className="toc-section-title">{section.title}</span>
          {course.sectionHasProgressQuestions(section) ? <StatusBadge status={course.sectionStatus(section)} /> : null}
        </span>
        <Icon name="chevron" />
      </button>
      <ol id={listId} className="toc-pages" hidden={!expanded}>
        {showObjective ? (
          <li>
            <NavLink to={routes.learningObjective(section.id)} className="toc-page" onClick={onNavigate}>
              <Icon name="target" />
              <span>{t('[learning objective]')}</span>
            </NavLink>
          </li>
        ) : null}
        {section.questions.map((q) => (
          <li key={q.id}>
            <NavLink to={routes.question(section.id, q.id)} className="toc-page" onClick={onNavigate}>
              <Icon name={q.answeredOnOpen ? 'page' : 'question'} />
              <span className="toc-page-title">{q.title}</span>
              <PageState question={q} />
            </NavLink>
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
