import { observer } from 'mobx-react-lite';
import { useSession, useT } from '../hooks/session';
import { ProgressBarView } from './ProgressBarView';

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
    <ProgressBarView
      tone={tone}
      value={value}
      mastery={mastery}
      labels={{ progress: t('[progress]'), complete: t('[you complete x]', { percentSuccess: value }), pass: t('[reach x to pass the course]', { mustPercentSuccess: mastery }) }}
    />
  );
});
