import { observer } from 'mobx-react-lite';
import { Link, useParams } from 'react-router-dom';
import { routes } from '@core';
import { PageEntry } from '../components/PageEntry';
import { SectionHead } from '../components/SectionHead';
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
  const start = course.chain.find((url) => url.startsWith(routes.section(section.id) + '/')) ?? routes.results;
  return (
    <article className="page">
      <SectionHead section={section} />
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
