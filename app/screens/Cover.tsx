import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BlockGate, GateHold } from '../components/BlockGate';
import { ProgressBar } from '../components/ProgressBar';
import { SectionCards } from '../components/SectionCards';
import { loadBlocks } from '../components/loadBlocks';
import { CoverContent } from '../cover/CoverView';
import { coverTakenOver } from '../cover/takingOver';
import { useResumeUrl } from '../hooks/chain';
import { useSession, useT } from '../hooks/session';
import { logoFor } from '../theme/logos';

let coverMarked = false;

// The introduction's fragments load after the cover anyway; the block renderer loads beside them.
const Blocks = lazy(() => loadBlocks().then((m) => ({ default: m.Blocks })));

const gated = (children: ReactNode) => (
  <BlockGate parts className="cover">
    {children}
  </BlockGate>
);

/**
 * The cover (route '/'): hero with logo, title, progress and introduction; the sections beside it.
 * Drawn by the same component as the pre-rendered cover (issue 13), with the learner's values.
 */
export const Cover = observer(function Cover() {
  const session = useSession();
  const t = useT();
  const course = session.course;
  const logo = logoFor(session.pkg.theme, 'cover');
  const resume = useResumeUrl();
  // Replacing a pre-rendered cover, the introduction already on screen stays as it is (the same
  // sanitised fragments), instead of hiding behind the block gate while the block renderer loads;
  // not when it has an interactive block (a video, flip cards…), which only the block renderer runs.
  const [kept] = useState(() => {
    const taken = coverTakenOver();
    return taken && taken.lang === (session.pkg.language.locale || session.pkg.language.language) ? taken.introductionHtml : null;
  });

  // The bench measures navigation → cover title on screen; marked once per page load.
  useEffect(() => {
    if (coverMarked) return;
    coverMarked = true;
    requestAnimationFrame((frame) => performance.mark('player:cover-title', { startTime: frame }));
  }, []);

  return (
    <CoverContent
      gate={kept === null ? gated : undefined}
      title={course.title}
      logoUrl={logo ? session.files.mediaUrl(logo) : ''}
      logoAlt={t('[logo]')}
      overviewLabel={t('[course overview]')}
      progress={<ProgressBar tone="light" />}
      note={
        course.rules.pool.enabled ? (
          <p className="cover-note">
            {session.randomization.canStart
              ? t('[question pool introduction text without timer and attempts x y]', { questionPoolSize: course.poolIds.length, masteryScore: course.masteryScore.score })
              : t('[question pool introduction text zero question]')}
          </p>
        ) : null
      }
      start={
        session.randomization.canStart ? (
          <Link className="btn btn-primary btn-large" to={resume}>
            {course.hasProgress ? t('[continue course]') : t('[start section]')}
          </Link>
        ) : null
      }
      introduction={
        kept !== null ? (
          kept ? <div className="cover-intro" dangerouslySetInnerHTML={{ __html: kept }} /> : null
        ) : course.introductions.length > 0 ? (
          <div className="cover-intro" data-gate-hidden="always">
            <Suspense fallback={<GateHold />}>
              <Blocks blocks={course.introductions} place={{ kind: 'introduction' }} />
            </Suspense>
          </div>
        ) : null
      }
      cards={<SectionCards allAtOnce={coverTakenOver() !== null} />}
    />
  );
});
