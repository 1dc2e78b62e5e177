import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { ProgressBar } from '../components/ProgressBar';
import { SectionCards } from '../components/SectionCards';
import { useResumeUrl } from '../hooks/chain';
import { useSession, useT } from '../hooks/session';

/** Route '/sections': every section with its status and score. */
export const SectionList = observer(function SectionList() {
  const session = useSession();
  const t = useT();
  const resume = useResumeUrl();
  return (
    <div className="page page-wide">
      <h1 tabIndex={-1}>{t('[course overview]')}</h1>
      <p className="page-lead">{session.course.title}</p>
      <ProgressBar tone="dark" />
      <SectionCards headingLevel={2} />
      <div className="page-actions">
        <Link className="btn btn-primary" to={resume}>
          {session.course.hasProgress ? t('[continue course]') : t('[start section]')}
        </Link>
      </div>
    </div>
  );
});
