import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import { isPromoter, surveyThanks } from '@core';
import { Popup } from '../components/Popup';
import { closeCourseFacts, myCoursesUrl } from '../components/launchFacts';
import { useSession, useT } from '../hooks/session';
import { loadCloseOverlay, submitResult } from '../lms/lmsExit';
import { RatingButtons } from './RatingButtons';
import '../hosted/hosted.css';

type Step = 'rate' | 'feedback' | 'thanks';

/**
 * SPEC 2.8 satisfaction survey (the nps-popup): rating → feedback → thanks (SPEC 4.7). Submitting
 * hands the rating and the learner's text, as typed, to the session's 'evaluated' event, which the
 * NPS store sends (SPEC 7.8). Each step puts the keyboard focus on its first control; Escape and
 * the close button leave at any step, and the dialog keeps focus inside (components/Popup).
 * Opened from the download-certificate button (`fromCertificate`, issue 26) its thanks step offers
 * '[my courses]' and '[back to the results]' instead of closing the course.
 */
const SurveyPopup = observer(function SurveyPopup({ onClose, fromCertificate = false }: { onClose: () => void; fromCertificate?: boolean }) {
  const session = useSession();
  const t = useT();
  const [step, setStep] = useState<Step>('rate');
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const reasonId = useId();
  const body = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // The control that had focus left with the previous step; focus the new step's first one.
    const first = body.current?.querySelector<HTMLElement>(step === 'rate' ? '.survey-rate' : step === 'feedback' ? 'textarea' : '.survey-thanks');
    first?.focus();
  }, [step]);

  const facts = closeCourseFacts(session);
  const thanks = surveyThanks({ context: facts.context, guest: facts.guest, fromCertificate });
  const portal = thanks.myCourses ? myCoursesUrl(session) : null;
  const closeCourse = async () => {
    onClose();
    if (session.delivery?.isLms) return submitResult(session);
    await loadCloseOverlay().catch(() => undefined);
    await session.exit.close('suspended', true).catch((e: unknown) => console.error('The course could not be closed cleanly:', e));
  };

  return (
    <Popup open onClose={onClose} title={step === 'thanks' ? t('[thank for feedback]') : t('[rate the course]')} ariaLabel={t('[aria label close nps popup]')}>
      <div ref={body} className="survey">
        {step === 'rate' ? (
          <>
            <RatingButtons
              label={t('[rate the course]')}
              low={t('[poor rating]')}
              high={t('[excellent rating]')}
              onRate={(r) => {
                setRating(r);
                setStep('feedback');
              }}
            />
          </>
        ) : null}
        {step === 'feedback' ? (
          <form
            className="survey-feedback"
            onSubmit={(e) => {
              e.preventDefault();
              session.actions.evaluate(rating, comment);
              setStep('thanks');
            }}
          >
            <p className="survey-given">
              {t('[you gave a rate of]')} <strong className={`survey-score ${isPromoter(rating) ? 'is-promoter' : 'is-detractor'}`}>{rating}</strong>
            </p>
            <label htmlFor={reasonId}>{t('[course score reason]')}</label>
            <textarea id={reasonId} rows={3} dir="auto" value={comment} onChange={(e) => setComment(e.target.value)} />
            <div className="page-actions">
              <button type="submit" className="btn btn-primary">
                {t('[submit]')}
              </button>
            </div>
          </form>
        ) : null}
        {step === 'thanks' ? (
          <div className="survey-thanks" tabIndex={-1}>
            {thanks.text ? <p>{t(thanks.text)}</p> : null}
            <div className="page-actions">
              {portal ? (
                <a className="btn btn-primary" href={portal}>
                  {t('[my courses]')}
                </a>
              ) : null}
              {thanks.backToResults ? (
                // Issue 26: the certificate is made once the learner is back on the results (onClose).
                <button type="button" className="btn btn-secondary survey-back" onClick={onClose}>
                  {t('[back to the results]')}
                </button>
              ) : null}
              {thanks.closeCourse ? (
                <button type="button" className="btn btn-primary" onClick={() => void closeCourse()}>
                  {t('[close course]')}
                </button>
              ) : null}
            </div>
          </div>
        ) : null}
      </div>
    </Popup>
  );
});
export default SurveyPopup;
