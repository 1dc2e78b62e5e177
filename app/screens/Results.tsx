import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { questionsNeededToPass, routes, Status, type SectionInstance } from '@core';
import { CertificateAction } from '../certificate/CertificateAction';
import { Blocks } from '../components/Blocks';
import { PageStatus } from '../components/PageEntry';
import { StatusBadge } from '../components/StatusBadge';
import { useResumeUrl } from '../hooks/chain';
import { ResultActions } from './ResultActions';
import { useSession, useT } from '../hooks/session';
import { SurveyTrigger } from '../survey/SurveyTrigger';

/** Route '/results': score against the pass mark, the afterword for passed or failed, per-section results. */
export const Results = observer(function Results() {
  const session = useSession();
  const t = useT();
  const course = session.course;
  const status = course.status;
  const resume = useResumeUrl();
  const total = course.progressQuestions.length;
  const message =
    status === Status.PASSED
      ? t('[you successfully passed the course with a score of x]', { score: course.score })
      : status === Status.FAILED
        ? t('[you have not passed the course]')
        : t('[you have not passed the course yet]');
  // SPEC 3.2's closing texts: the passed one, else the failed one for a course not passed, failed or
  // not yet (as the packages' learners see it); none while the scores wait for submit-all (SPEC 4.5).
  const afterwords = status === Status.PASSED ? course.passedAfterwords : course.scoresHidden ? [] : course.failedAfterwords;
  return (
    <article className="page results">
      <h1 tabIndex={-1}>{t('[title for results page]')}</h1>
      {course.scoresHidden ? (
        <section className="score-card" aria-label={t('[results]')}>
          <p className="score-message">
            {t('[x out of y questions answered]', { countAnsweredQuestions: course.answeredCount, countQuestions: total })}
          </p>
          {course.answeredCount < total ? <p className="score-detail">{t('[you did not answer all questions]')}</p> : null}
        </section>
      ) : (
      <section className={`score-card score-${status.toLowerCase()}`} aria-label={t('[results]')}>
        <dl className="score-figures">
          <div>
            <dt>
              {t('[you correctly answered X questions out of Y]', { correctQuestionsCount: course.correctCount, totalQuestionsCount: total })}
            </dt>
            <dd data-testid="course-score">{course.score}%</dd>
          </div>
          <div>
            <dt>
              {t('[you must correctly answer X questions out of Y]', {
                correctQuestionsCount: questionsNeededToPass(total, course.masteryScore.score),
                totalQuestionsCount: total,
              })}
            </dt>
            <dd data-testid="pass-mark">{course.masteryScore.score}%</dd>
          </div>
          <div>
            {/* The packages' "[aria label status text]" reads "Status of section": this is the course's. */}
            <dt>{t('[course]')}</dt>
            <dd data-testid="course-status">
              <StatusBadge status={status} />
            </dd>
          </div>
        </dl>
        <p className="score-message">{message}</p>
        <p className="score-detail">
          {t('[x out of y questions answered]', { countAnsweredQuestions: course.answeredCount, countQuestions: total })}
        </p>
      </section>
      )}
      {/* What the learner can do next, where a phone shows it: not after a list of 17 sections (issue 22). */}
      <ResultActions resume={resume} />
      <CertificateAction />
      {afterwords.length > 0 ? <Blocks blocks={afterwords} place={{ kind: 'afterword' }} className="afterword" /> : null}
      <h2>{t('[section overview]')}</h2>
      <ul className="section-results">
        {course.sections.map((s) => {
          if (s.isTransparent) return <LooseResults key={s.id} section={s} />;
          const total = course.progressQuestionCount(s);
          return (
            <li key={s.id} className="section-result">
              <Link to={routes.section(s.id)} className="section-result-title">
                {s.title}
              </Link>
              {total > 0 && !course.scoresHidden ? (
                <>
                  <span className="section-result-score">{course.sectionScore(s)}%</span>
                  <StatusBadge status={course.sectionStatus(s)} />
                  <span className="section-result-detail">
                    {t('[x y answered correctly]', {
                      countCorrectlyAnsweredQuestionsInSection: course.sectionCorrectCount(s),
                      countQuestionsInSection: total,
                    })}
                  </span>
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
      <SurveyTrigger />
    </article>
  );
});

/** A transparent section has no result of its own: its scored pages are listed one by one, each with its mark. */
const LooseResults = observer(function LooseResults({ section }: { section: SectionInstance }) {
  const course = useSession().course;
  const active = course.activeIds;
  return (
    <>
      {section.questions
        .filter((q) => q.affectsProgress && active.has(q.id))
        .map((q) => (
          <li key={q.id} className="section-result is-page">
            <Link to={routes.question(section.id, q.id)} className="section-result-title">
              {q.title}
            </Link>
            <PageStatus question={q} className="section-result-status" />
          </li>
        ))}
    </>
  );
});
