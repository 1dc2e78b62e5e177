import { observer } from 'mobx-react-lite';
import { useSession, useT } from '../hooks/session';

/** SPEC 2.12 progress bar: the learner's progress, capped at 100, with the pass mark to reach. */
export const ProgressBar = observer(function ProgressBar({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const session = useSession();
  const t = useT();
  const course = session.course;
  // While answers wait to be submitted all at once, progress is how much is answered, not how much is right.
  const total = course.progressQuestions.length;
  const value = course.scoresHidden ? (total === 0 ? 0 : Math.floor((100 * course.answeredCount) / total)) : Math.min(100, course.progressPercent);
  const mastery = Math.min(100, course.masteryScore.score);
  return (
    <div className={`progress progress-${tone}`}>
      <div className="progress-track" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={value} aria-label={t('[progress]')}>
        <div className="progress-fill" style={{ inlineSize: `${value}%` }} />
        <div className="progress-mark" style={{ insetInlineStart: `${mastery}%` }} aria-hidden="true" />
      </div>
      <p className="progress-text">
        <span>{t('[you complete x]', { percentSuccess: value })}</span>
        <span className="progress-pass">{t('[reach x to pass the course]', { mustPercentSuccess: mastery })}</span>
      </p>
    </div>
  );
});
