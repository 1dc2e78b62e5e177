import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { routes, Status } from '@core';
import { Blocks } from '../components/Blocks';
import { StatusBadge } from '../components/StatusBadge';
import { useResumeUrl } from '../hooks/chain';
import { useSession, useT } from '../hooks/session';

/** Route '/results': score against the pass mark, the afterword for passed or failed, per-section results. */
export const Results = observer(function Results() {
  const session = useSession();
  const t = useT();
  const course = session.course;
  const status = course.status;
  const resume = useResumeUrl();
  const message =
    status === Status.PASSED
      ? t('[you successfully passed the course with a score of x]', { score: course.score })
      : status === Status.FAILED
        ? t('[you have not passed the course]')
        : t('[you have not passed the course yet]');
  const afterwords = status === Status.PASSED ? course.passedAfterwords : status === Status.FAILED ? course.failedAfterwords : [];
  return (
    <article className="page results">
      <h1 tabIndex={-1}>{t('[title for results page]')}</h1>
      <section className={`score-card score-${status.toLowerCase()}`} aria-label={t('[results]')}>
        <dl className="score-figures">
          <div>
            <dt>{t('player:score')}</dt>
            <dd data-testid="course-score">{course.score}%</dd>
          </div>
          <div>
            <dt>{t('player:pass mark')}</dt>
            <dd data-testid="pass-mark">{course.masteryScore.score}%</dd>
          </div>
          <div>
            <dt>{t('player:status')}</dt>
            <dd data-testid="course-status">
              <StatusBadge status={status} />
            </dd>
          </div>
        </dl>
        <p className="score-message">{message}</p>
        <p className="score-detail">
          {t('[x out of y questions answered]', { countAnsweredQuestions: course.answeredCount, countQuestions: course.progressQuestions.length })}
        </p>
      </section>
      {afterwords.length > 0 ? <Blocks blocks={afterwords} place={{ kind: 'afterword' }} className="afterword" /> : null}
      <h2>{t('[section overview]')}</h2>
      <ul className="section-results">
        {course.sections.map((s) => {
          const progress = s.questions.filter(course.affectsProgress);
          return (
            <li key={s.id} className="section-result">
              <Link to={routes.section(s.id)} className="section-result-title">
                {s.title}
              </Link>
              {progress.length > 0 ? (
                <>
                  <span className="section-result-score">{course.sectionScore(s)}%</span>
                  <StatusBadge status={course.sectionStatus(s)} />
                  <span className="section-result-detail">
                    {t('[x y answered correctly]', {
                      countCorrectlyAnsweredQuestionsInSection: progress.filter((q) => q.isAnsweredCorrectly).length,
                      countQuestionsInSection: progress.length,
                    })}
                  </span>
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
      {status !== Status.PASSED ? (
        <div className="page-actions">
          <Link className="btn btn-primary" to={resume}>
            {t('[continue course]')}
          </Link>
        </div>
      ) : null}
    </article>
  );
});
