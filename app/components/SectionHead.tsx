import { observer } from 'mobx-react-lite';
import type { SectionInstance } from '@core';
import { useSession, useT } from '../hooks/session';
import { sectionNumbers } from './sectionNumbers';
import { StatusBadge } from './StatusBadge';

/**
 * The top of a section's page: "Section x of y", its title as the page's heading, its status and
 * its image. One for the section page and the one-page layout's section (app/screens/onePage).
 * `title` replaces the section's own (a transparent section's is a placeholder).
 */
export const SectionHead = observer(function SectionHead({ section, title = section.title }: { section: SectionInstance; title?: string }) {
  const session = useSession();
  const t = useT();
  const course = session.course;
  const numbers = sectionNumbers(course.sections);
  return (
    <>
      {numbers.has(section.id) ? <p className="page-kicker">{t('[section x of y]', { index: numbers.get(section.id), total: numbers.size })}</p> : null}
      <h1 tabIndex={-1} data-review-section={section.id}>
        {title}
      </h1>
      {course.sectionHasProgressQuestions(section) ? (
        <p>
          <StatusBadge status={course.sectionStatus(section)} />
        </p>
      ) : null}
      {section.imageUrl ? <img className="section-hero-image" src={session.files.mediaUrl(section.imageUrl)} alt="" /> : null}
    </>
  );
});
