import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { BlockGate, GateHold } from '../components/BlockGate';
import { ProgressBar } from '../components/ProgressBar';
import { SectionCards } from '../components/SectionCards';
import { loadBlocks } from '../components/loadBlocks';
import { useResumeUrl } from '../hooks/chain';
import { useSession, useT } from '../hooks/session';
import { logoFor } from '../theme/logos';

let coverMarked = false;

// The introduction's fragments load after the cover anyway; the block renderer loads beside them.
const Blocks = lazy(() => loadBlocks().then((m) => ({ default: m.Blocks })));

/** The cover (route '/'): hero with logo, title, progress and introduction; the sections beside it. */
export const Cover = observer(function Cover() {
  const session = useSession();
  const t = useT();
  const course = session.course;
  const logo = logoFor(session.pkg.theme, 'cover');
  const resume = useResumeUrl();

  // The bench measures navigation → cover title on screen; marked once per page load.
  useEffect(() => {
    if (coverMarked) return;
    coverMarked = true;
    requestAnimationFrame(() => performance.mark('player:cover-title'));
  }, []);

  return (
    <BlockGate parts className="cover">
      <section className="cover-hero" aria-labelledby="cover-title">
        <div className="cover-hero-inner">
          {logo ? <img className="cover-logo" src={session.mediaUrl(logo)} alt={t('[logo]')} /> : null}
          <h1 id="cover-title" className="cover-title" tabIndex={-1} data-cover-title="">
            {course.title}
          </h1>
          <ProgressBar tone="light" />
          {course.rules.pool.enabled ? (
            <p className="cover-note">
              {session.canStart
                ? t('[question pool introduction text without timer and attempts x y]', { questionPoolSize: course.poolIds.length, masteryScore: course.masteryScore.score })
                : t('[question pool introduction text zero question]')}
            </p>
          ) : null}
          {session.canStart ? (
            <Link className="btn btn-primary btn-large" to={resume}>
              {course.hasProgress ? t('[continue course]') : t('[start section]')}
            </Link>
          ) : null}
          {course.introductions.length > 0 ? (
            <div className="cover-intro" data-gate-hidden="always">
              <Suspense fallback={<GateHold />}>
                <Blocks blocks={course.introductions} place={{ kind: 'introduction' }} />
              </Suspense>
            </div>
          ) : null}
        </div>
      </section>
      <section className="cover-sections" aria-labelledby="cover-sections-title" data-gate-hidden="stacked">
        <h2 id="cover-sections-title" className="cover-sections-title">
          {t('[course overview]')}
        </h2>
        <SectionCards />
      </section>
    </BlockGate>
  );
});
