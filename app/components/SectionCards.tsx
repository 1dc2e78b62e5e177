import { observer } from 'mobx-react-lite';
import { startTransition, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { routes, type SectionInstance } from '@core';
import { useSession, useT } from '../hooks/session';
import { Icon } from './Icon';
import { StatusBadge } from './StatusBadge';

/** Cards painted with the first frame; a long course's remaining cards follow right after it. */
const FIRST_CARDS = 12;

/** The section cards of the cover and the section list: image, title, status, score and details. */
export const SectionCards = observer(function SectionCards({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const session = useSession();
  const sections = session.course.sections;
  const [all, setAll] = useState(sections.length <= FIRST_CARDS);
  useEffect(() => {
    if (!all) requestAnimationFrame(() => startTransition(() => setAll(true)));
  }, [all]);
  return (
    <ol className="section-cards">
      {(all ? sections : sections.slice(0, FIRST_CARDS)).map((s, i) => (
        <SectionCard key={s.id} section={s} index={i} headingLevel={headingLevel} />
      ))}
    </ol>
  );
});

const SectionCard = observer(function SectionCard({ section, index, headingLevel }: { section: SectionInstance; index: number; headingLevel: 2 | 3 }) {
  const session = useSession();
  const t = useT();
  const course = session.course;
  const [open, setOpen] = useState(false);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const detailsId = `section-details-${section.id}`;
  const scored = course.sectionHasProgressQuestions(section);
  // Counted by the course from the questions touched so far, not by reading every question's state.
  const total = course.progressQuestionCount(section);
  const correct = course.sectionCorrectCount(section);
  return (
    <li className="section-card">
      {section.imageUrl ? <img className="section-card-image" src={session.mediaUrl(section.imageUrl)} alt="" loading="lazy" /> : <div className="section-card-image is-empty" aria-hidden="true" />}
      <div className="section-card-body">
        <p className="section-card-index">{t('[section x of y]', { index: index + 1, total: course.sections.length })}</p>
        <Heading className="section-card-title">
          <Link to={routes.section(section.id)}>{section.title}</Link>
        </Heading>
        {scored && !course.scoresHidden ? (
          <p className="section-card-status">
            <StatusBadge status={course.sectionStatus(section)} />
            <span className="section-card-score">
              {t('[x y answered correctly]', { countCorrectlyAnsweredQuestionsInSection: correct, countQuestionsInSection: total })}
            </span>
          </p>
        ) : null}
        <button type="button" className="link-button" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen(!open)}>
          {t('[details]')}
          <Icon name="chevron" size={16} />
        </button>
        <div id={detailsId} className="section-card-details" hidden={!open}>
          {open && section.learningObjective ? (
            <p>
              <strong>{t('[learning objective]')}: </strong>
              {section.learningObjective}
            </p>
          ) : null}
          {open ? (
          <ul>
            {section.questions.map((q) => (
              <li key={q.id}>
                <Link to={routes.question(section.id, q.id)}>{q.title}</Link>
              </li>
            ))}
          </ul>
          ) : null}
        </div>
      </div>
    </li>
  );
});
