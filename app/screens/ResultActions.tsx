import { observer } from 'mobx-react-lite';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { routes, Status } from '@core';
import { useSession, useT } from '../hooks/session';
import { isFinalized, submitResult } from '../lms/lmsExit';
import { LazyPopup as Popup } from '../components/LazyPopup';

type Confirm = 'start-new-attempt' | 'start-over' | null;

/**
 * What the learner can do from the results (SPEC 4.5): go on with the course, submit all answers,
 * start a new attempt while attempts remain, or start over; the last two ask first in the
 * start-new-attempt and start-over popups (SPEC 2.8). In an LMS launch a finalized course is also
 * submitted from here, as from the user menu (SPEC 2.4 'Submit result').
 */
export const ResultActions = observer(function ResultActions({ resume }: { resume: string }) {
  const session = useSession();
  const t = useT();
  const navigate = useNavigate();
  const course = session.course;
  const [confirm, setConfirm] = useState<Confirm>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const limited = course.rules.attempts.isLimited;
  const attemptsLeft = Math.max(0, course.rules.attempts.attemptsLimit - course.courseAttempt);
  const open = course.status === Status.IN_PROGRESS && course.acceptsAnswers;

  const run = async (what: Exclude<Confirm, null>) => {
    setConfirm(null);
    if (what === 'start-new-attempt') {
      // An LTI tool opens the new attempt first (SPEC 7.6); when it cannot, the learner stays here with their results.
      if (!(await session.attempts.startNew())) return;
    } else await session.attempts.startOver();
    navigate(course.rules.forceNavigation ? (course.forcedResumeUrl ?? routes.index) : (course.chain[0] ?? routes.index));
  };

  return (
    <>
      {course.submitAll && limited ? (
        <p className="score-detail">
          {course.allAttemptsUsed ? t('[all attempts has been used]') : `${t('[remaining attempts]')}: ${attemptsLeft}`}
        </p>
      ) : null}
      <div className="page-actions">
        {open ? (
          <Link className="btn btn-primary" to={resume}>
            {t('[continue course]')}
          </Link>
        ) : null}
        {course.submitAll && !course.isAttemptSubmitted ? (
          <button type="button" className="btn btn-primary submit-all-button" onClick={() => session.attempts.submitAll()}>
            {t('[submit all answers]')}
          </button>
        ) : null}
        {Boolean(session.delivery?.isLms) && isFinalized(session) ? (
          <button type="button" className="btn btn-primary submit-result-button" onClick={() => void submitResult(session)}>
            {t('[submit result]')}
          </button>
        ) : null}
        {session.attempts.canStartNew ? (
          <button type="button" className="btn btn-secondary new-attempt-button" ref={opener} onClick={() => setConfirm('start-new-attempt')}>
            {t('[start new attempt]')}
          </button>
        ) : null}
        {course.hasProgress && !course.submitAll ? (
          <button type="button" className="btn btn-quiet" onClick={() => setConfirm('start-over')}>
            {t('[start over]')}
          </button>
        ) : null}
      </div>
      <Popup
        open={confirm !== null}
        onClose={() => setConfirm(null)}
        title={confirm === 'start-over' ? t('[start over]') : t('[start new attempt title]')}
      >
        <p>{confirm === 'start-over' ? t('[start over description]') : t('[start new attempt text]')}</p>
        {confirm === 'start-new-attempt' && limited && attemptsLeft === 1 ? <p>{t('[only this attempt left]')}</p> : null}
        <div className="page-actions">
          <button type="button" className="btn btn-primary" onClick={() => confirm && void run(confirm)}>
            {confirm === 'start-over' ? t('[restart]') : t('[start new attempt]')}
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => setConfirm(null)}>
            {t('[cancel]')}
          </button>
        </div>
      </Popup>
    </>
  );
});
