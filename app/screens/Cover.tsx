import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Blocks } from '../components/Blocks';
import { ProgressBar } from '../components/ProgressBar';
import { SectionCards } from '../components/SectionCards';
import { useResumeUrl } from '../hooks/chain';
import { useSession, useT } from '../hooks/session';

let coverMarked = false;

/** The cover (route '/'): hero with logo, title, progress and introduction; the sections beside it. */
export const Cover = observer(function Cover() {
  const session = useSession();
  const t = useT();
  const course = session.course;
  const theme = session.pkg.theme;
  const resume = useResumeUrl();

  // The bench measures navigation → cover title on screen; marked once per page load.
  useEffect(() => {
    if (coverMarked) return;
    coverMarked = true;
    requestAnimationFrame(() => performance.mark('player:cover-title'));
  }, []);

  return (
    <div className="cover">
      <section className="cover-hero" aria-labelledby="cover-title">
        <div className="cover-hero-inner">
          {theme.showLogo && theme.logoUrl ? <img className="cover-logo" src={session.mediaUrl(theme.logoUrl)} alt={t('[logo]')} /> : null}
          <h1 id="cover-title" className="cover-title" tabIndex={-1} data-cover-title="">
            {course.title}
          </h1>
          <ProgressBar tone="light" />
          {course.introductions.length > 0 ? (
            <div className="cover-intro">
              <Blocks blocks={course.introductions} place={{ kind: 'introduction' }} />
            </div>
          ) : null}
          <Link className="btn btn-primary btn-large" to={resume}>
            {course.hasProgress ? t('[continue course]') : t('[start section]')}
          </Link>
        </div>
      </section>
      <section className="cover-sections" aria-labelledby="cover-sections-title">
        <h2 id="cover-sections-title" className="cover-sections-title">
          {t('[course overview]')}
        </h2>
        <SectionCards />
      </section>
    </div>
  );
});
