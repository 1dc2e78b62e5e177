import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import type { AnyQuestionType, BlockPlace, QuestionInstance } from '@core';
import { useAnnounce } from './Announcer';
import { Blocks } from './Blocks';
import { Feedback, verdictOf } from './Feedback';
import { Icon } from './Icon';
import { QuestionView } from './QuestionView';
import { useQuestionViewProps } from './useQuestionViewProps';
import { useSession, useT } from '../hooks/session';
import '../styles/lockedAnswers.css';

/** SPEC 9.2: correct answers announced 500 ms after load. */
const CORRECT_ANSWERS_ANNOUNCE_MS = 500;

/** A content page: its body is the page; it is answered by opening it (SPEC 4.2). */
export function ContentView({ question, plugin, titleId, place }: { question: QuestionInstance; plugin: AnyQuestionType; titleId: string; place: BlockPlace }) {
  const viewProps = useQuestionViewProps(question, place, titleId);
  return (
    <QuestionView
      plugin={plugin}
      {...viewProps}
      renderBlocks={(blocks) => <Blocks blocks={blocks} place={place} className="content-body" />}
      response={null}
      onChange={() => undefined}
      disabled
      submitted
    />
  );
}

/**
 * The answer, Submit, the feedback after submitting, and Try again. When the course submits all
 * answers at once (SPEC 4.5), Submit stores the answer and the feedback waits for the attempt to be
 * submitted; after a timeout or a submitted attempt nothing can change. *
 * `judgeAtOnce` (the author's single-question preview, issue 27): the feedback shows on Submit even
 * in a submit-all course, and neither the attempt nor the timer locks the answer: one question alone
 * has no attempt to submit, and the author previews it to see its feedback.
 */
interface AnswerAreaProps {
  question: QuestionInstance;
  plugin: AnyQuestionType;
  titleId: string;
  place: BlockPlace;
  judgeAtOnce?: boolean;
}

export const AnswerArea = observer(function AnswerArea({ question, plugin, titleId, place, judgeAtOnce = false }: AnswerAreaProps) {
  const session = useSession();
  const course = session.course;
  const t = useT();
  // A previous attempt's answer (SPEC 4.2 reset with previous answers shown) is the starting point;
  // else what the view shows before the learner acts: a ranking's shown order is an answer already.
  const startOf = () => plugin.startResponse?.(question.data) ?? plugin.emptyResponse(question.data);
  const [draft, setDraft] = useState<unknown>(() => question.response ?? startOf());
  const [showHint, setShowHint] = useState(false);
  const feedbackRef = useRef<HTMLDivElement>(null);
  const justSubmitted = useRef(false);
  const submitAll = course.submitAll && !judgeAtOnce;
  const locked = !judgeAtOnce && !course.acceptsAnswers;
  // In submit-all mode an answer is stored, not judged, until the attempt is submitted.
  const judged = question.isAnswered && (!submitAll || course.isAttemptSubmitted);
  const stored = submitAll && question.isAnswered && !course.isAttemptSubmitted;
  const unchanged = stored && JSON.stringify(draft) === JSON.stringify(question.response);
  const canSubmit = !locked && !judged && !unchanged && plugin.isAnswered(question.data, draft);
  // Until Try again (or for good, once nothing can change) the answer takes no input.
  const answersLocked = judged || locked;
  const viewProps = useQuestionViewProps(question, place, titleId);
  const announce = useAnnounce();
  const hints = question.data.learningContents;
  const showHints = session.pkg.template.showLearningHints && hints.length > 0 && !judged;

  // The verdict takes focus (read as the feedback's name) and is said in the live region too, for
  // screen readers that do not read a region's name when focus lands on it.
  useEffect(() => {
    if ((judged || stored) && justSubmitted.current) {
      justSubmitted.current = false;
      feedbackRef.current?.focus();
      announce(stored ? t('[your answer has been stored]') : verdictOf(question, t));
    }
  }, [judged, stored, announce, question, t]);

  // SPEC 2.12: with showCorrectAnswers, the correct answers are announced 500 ms after the answered page loads.
  const correctText = viewProps.showCorrectAnswers && judged ? (plugin.correctAnswersText?.(question.data, t) ?? '') : '';
  useEffect(() => {
    if (!correctText) return undefined;
    const timer = window.setTimeout(() => announce(`${t('correctOption')}: ${correctText}`), CORRECT_ANSWERS_ANNOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [correctText, announce, t]);

  const submit = () => {
    if (!canSubmit) return;
    justSubmitted.current = true;
    session.actions.answer(question.id, draft);
  };
  const tryAgain = () => {
    session.actions.reset(question.id);
    setDraft(startOf());
    requestAnimationFrame(() => document.getElementById(titleId)?.focus());
  };

  return (
    <div className="answer-area">
      {question.isSurvey ? <p className="survey-note">{t('[survey question hint]')}</p> : null}
      {question.isPreviousAnswerCorrect !== null && !question.isAnswered ? <p className="survey-note">{t('[previous choice]')}</p> : null}
      {showHints ? (
        <div className="hint">
          <button type="button" className="link-button" aria-expanded={showHint} onClick={() => setShowHint(!showHint)}>
            {showHint ? t('[hide hint]') : t('[show hint]')}
          </button>
          {showHint ? <Blocks blocks={hints} place={place} className="hint-blocks" /> : null}
        </div>
      ) : null}
      <form
        className="answer-form"
        // Issue 22: a locked answer looks locked, in every type, styled once (styles/lockedAnswers.css).
        data-answers-locked={answersLocked ? '' : undefined}
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <QuestionView
          plugin={plugin}
          {...viewProps}
          showCorrectAnswers={viewProps.showCorrectAnswers && judged}
          response={draft}
          onChange={setDraft}
          disabled={answersLocked}
          submitted={judged}
        />
        {!judged && !locked ? (
          <div className="answer-actions">
            <button type="submit" className="btn btn-primary" aria-disabled={!canSubmit} disabled={!canSubmit}>
              {t('[submit]')}
            </button>
          </div>
        ) : null}
      </form>
      {stored ? (
        <div ref={feedbackRef} className="feedback feedback-neutral" tabIndex={-1} role="status">
          <p className="feedback-title">
            <Icon name="check" />
            <span>{t('[your answer has been stored]')}</span>
          </p>
        </div>
      ) : null}
      {locked && !question.isAnswered ? <p className="survey-note">{t('[your answer is empty and was not stored]')}</p> : null}
      {judged ? (
        <>
          <Feedback ref={feedbackRef} question={question} plugin={plugin} place={place} />
          {!question.isAnsweredCorrectly && !question.isSurvey && course.canRetry(question) ? (
            <div className="answer-actions">
              <button type="button" className="btn btn-secondary" onClick={tryAgain}>
                {t('[try again]')}
              </button>
            </div>
          ) : null}
        </>
      ) : null}
    </div>
  );
});
