import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { routes } from '@core';
import { PageNav } from '../components/PageNav';
import { useChain } from '../hooks/chain';
import { useSession, useT } from '../hooks/session';
import { NotFound } from './NotFound';

/** Route '/sections/:sectionId/learning-objective': the objective, consumed once seen. */
export const LearningObjectivePage = observer(function LearningObjectivePage() {
  const session = useSession();
  const t = useT();
  const { sectionId = '' } = useParams();
  const section = session.course.sectionById.get(sectionId);
  const chain = useChain(routes.learningObjective(sectionId));
  useEffect(() => {
    if (section) session.actions.consumeLearningObjective(section.id);
  }, [section, session]);
  if (!section) return <NotFound />;
  return (
    <article className="page">
      <p className="page-kicker" data-review-section={section.id}>
        {section.title}
      </p>
      <h1 tabIndex={-1}>{t('[learning objective]')}</h1>
      <div className="objective-box is-large">
        <p>{section.learningObjective}</p>
      </div>
      <PageNav previous={chain.previous} next={chain.next} />
    </article>
  );
});
