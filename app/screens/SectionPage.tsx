import { observer } from 'mobx-react-lite';
import { Link, useParams } from 'react-router-dom';
import { routes } from '@core';
import { PageEntry } from '../components/PageEntry';
import { sectionNumbers } from '../components/sectionNumbers';
import { StatusBadge } from '../components/StatusBadge';
import { useSession, useT } from '../hooks/session';
import { NotFound } from './NotFound';

/** Route '/sections/:sectionId': the section's image, objective, pages and where to start. */
export const SectionPage = observer(function SectionPage() {
  const session = useSession();
  const t = useT();
  const { sectionId = '' } = useParams();
  const course = session.course;
  const section = course.sectionById.get(sectionId);
  if (!section) return <NotFound />;
  const numbers = sectionNumbers(course.sections);
  const start = course.chain.find((url) => url.startsWith(routes.section(section.id) + '/')) ?? routes.results;
  return (
    <article className="page">
      {numbers.has(section.id) ? <p className="page-kicker">{t('[section x of y]', { index: numbers.get(section.id), total: numbers.size })}</p> : null}
      <h1 tabIndex={-1} data-review-section={section.id}>
        {section.title}
      </h1>
      {course.sectionHasProgressQuestions(section) ? (
        <p>
          <StatusBadge status={course.sectionStatus(section)} />
        </p>
      ) : null}
      {section.imageUrl ? <img className="section-hero-image" src={session.files.mediaUrl(section.imageUrl)} alt="" /> : null}
      {section.learningObjective ? (
        <div className="objective-box">
          <h2>{t('[learning objective]')}</h2>
          <p>{section.learningObjective}</p>
        </div>
      ) : null}
      <h2 className="page-list-title">{t('[pages]')}</h2>
      <ol className="page-list">
        {section.questions.map((q) => (
          <li key={q.id}>
            <PageEntry question={q} className="page-row" />
          </li>
        ))}
      </ol>
      <div className="page-actions">
        <Link className="btn btn-primary" to={start}>
          {t('[start section]')}
        </Link>
      </div>
    </article>
  );
});
