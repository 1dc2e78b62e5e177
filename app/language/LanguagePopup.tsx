import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { canContinue, continueStep, languageRemark, reviewRestartsAtIndex, preselectLanguage, routes, type LanguagePopupMode, type Translate } from '@core';
import { useSession } from '../hooks/session';
import { LanguageDialog } from './LanguageDialog';
import { LanguageTiles } from './LanguageTiles';
import './languagePopup.css';

/**
 * SPEC 2.8's flow, fixed when the popup opens: the first selection the launch asked for; from the
 * menu, a change when answers would be lost (or in review mode), else a first selection again
 * (SPEC 2.8's title rule), which asks no restart since nothing is lost.
 */
function flowOf(session: ReturnType<typeof useSession>): LanguagePopupMode {
  if (session.courseLanguage.firstChoice && !session.courseLanguage.changeAsked) return 'first-selection';
  const review = session.pkg.publish.isReview;
  return review || session.course.questions.some((q) => q.isAnswered) ? 'change' : 'first-selection';
}

/** The browser's languages, most preferred first. */
const browserLanguages = (): readonly string[] => (navigator.languages?.length ? navigator.languages : [navigator.language].filter(Boolean));

/**
 * SPEC 2.8's choose / change course language popup, its own chunk (app/Layout.tsx loads it when it
 * opens). Two steps (SPEC 4.7): select, then, when the change would cost the learner's answers,
 * confirm the restart, with a way back. Nothing is written until a language is applied: closing,
 * cancelling or going back leaves the saved progress as it was.
 */
const LanguagePopup = observer(function LanguagePopup() {
  const session = useSession();
  const [mode] = useState(() => flowOf(session));
  const owner = session.courseLanguage;
  // The popup is done (closed, cancelled, or the language applied): the menu's request is over.
  const onDone = () => owner.endChange();
  const navigate = useNavigate();
  const course = session.course;
  const review = session.pkg.publish.isReview;
  const current = owner.current.language;
  const [selected, setSelected] = useState(() => (mode === 'first-selection' ? preselectLanguage(owner.languages, browserLanguages(), owner.current).language : current));
  const [step, setStep] = useState<'select' | 'confirm'>('select');
  const [busy, setBusy] = useState(false);
  const t = useCandidateLabels(selected);
  const titleId = useId();
  const candidate = owner.languages.find((l) => l.language === selected) ?? owner.current;
  const first = mode === 'first-selection';
  const remark = languageRemark(review, course.rules.attempts);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (e) {
      console.error('The course language could not be changed:', e);
      session.notices.add({ key: '[something went wrong title]' });
    } finally {
      onDone();
    }
  };
  // SPEC 2.8 close: on the first selection the course-started statement goes out; nothing is saved.
  const close = () => {
    if (first) owner.closeFirstChoice();
    onDone();
  };
  const onContinue = () => {
    if (continueStep(mode, review) === 'confirm-restart') return setStep('confirm');
    void run(async () => {
      if (reviewRestartsAtIndex(review, course.rules.forceNavigation, selected, current)) navigate(routes.index);
      await owner.change(selected);
      owner.closeFirstChoice();
    });
  };
  // SPEC 2.8 Restart: to the index, start over (SPEC 4.5, the language is kept), then the new language.
  const onRestart = () =>
    void run(async () => {
      navigate(routes.index);
      await session.attempts.startOver();
      await owner.change(selected);
      owner.closeFirstChoice();
    });

  const title = step === 'confirm' ? t('[restart course]') : t(first ? '[choose preferred language]' : '[change course language]');
  return (
    <LanguageDialog titleId={titleId} title={title} closeLabel={t('[close popup]')} onClose={close} dir={candidate.rtl ? 'rtl' : 'ltr'} lang={candidate.locale} busy={busy}>
      {step === 'select' ? (
        <>
          <p className="language-popup-text">{t(first ? '[choose language information]' : '[change course language description]')}</p>
          <LanguageTiles languages={owner.languages} selected={selected} onSelect={setSelected} labelledBy={titleId} name={`${titleId}-language`} />
          {remark ? <p className="language-popup-remark">{t(remark.key, remark.limit === undefined ? undefined : { limit: remark.limit })}</p> : null}
          <div className="page-actions">
            <button type="button" className="btn btn-primary language-continue" disabled={busy || !canContinue(mode, selected, current)} onClick={onContinue}>
              {t('[continue]')}
            </button>
          </div>
        </>
      ) : (
        <>
          <p className="language-popup-text">{t('[change language confirmation]')}</p>
          <button type="button" className="link-button language-back" onClick={() => setStep('select')} disabled={busy}>
            {t('[change language]')}
          </button>
          <div className="page-actions">
            <button type="button" className="btn btn-primary language-restart" onClick={onRestart} disabled={busy}>
              {t('[restart]')}
            </button>
            <button type="button" className="btn btn-secondary" onClick={onDone} disabled={busy}>
              {t('[cancel]')}
            </button>
          </div>
        </>
      )}
    </LanguageDialog>
  );
});
export default LanguagePopup;

/**
 * SPEC 2.8: the popup's labels in the candidate language (its label file, the default language's
 * behind it); the course language's until the candidate's have loaded.
 */
function useCandidateLabels(code: string): Translate {
  const session = useSession();
  const [labels, setLabels] = useState<{ code: string; t: Translate } | null>(null);
  useEffect(() => {
    let alive = true;
    session.courseLanguage
      .labelsFor(code)
      .then((translator) => alive && setLabels({ code, t: translator.t }))
      .catch((e: unknown) => console.warn(`The labels of '${code}' could not be loaded; the popup keeps the course language's.`, e));
    return () => {
      alive = false;
    };
  }, [code, session]);
  return labels?.t ?? session.translator.t;
}
