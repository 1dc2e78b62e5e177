import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import type { AnyQuestionType, BlockPlace, QuestionInstance } from '@core';
import { useAnnounce } from '../components/Announcer';
import { Blocks } from '../components/Blocks';
import { Feedback, verdictOf } from '../components/Feedback';
import { QuestionView } from '../components/QuestionView';
import { useQuestionViewProps } from '../components/useQuestionViewProps';
import { useSession, useT } from '../hooks/session';

interface Props {
  question: QuestionInstance;
  plugin: AnyQuestionType;
  titleId: string;
  place: BlockPlace;
}

/** A content page previewed: its body is the page, answered by opening it (SPEC 4.2). */
export function PreviewContent({ question, plugin, titleId, place }: Props) {
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
 * The answer, Submit, the feedback and Try again (SPEC 2.12, 4.2) of a previewed question. The
 * feedback shows at once even in a course that submits all answers at once (SPEC 4.5): a single
 * question has no attempt to submit, and the author previews it to see its feedback. Try again
 * follows the course's attempt settings (course.canRetry).
 */
export const PreviewAnswer = observer(function PreviewAnswer({ question, plugin, titleId, place }: Props) {
  const session = useSession();
  const t = useT();
  const startOf = () => plugin.startResponse?.(question.data) ?? plugin.emptyResponse(question.data);
  const [draft, setDraft] = useState<unknown>(startOf);
  const [showHint, setShowHint] = useState(false);
  const feedbackRef = useRef<HTMLDivElement>(null);
  const justSubmitted = useRef(false);
  const judged = question.isAnswered;
  const canSubmit = !judged && plugin.isAnswered(question.data, draft);
  const viewProps = useQuestionViewProps(question, place, titleId);
  const announce = useAnnounce();
  const hints = question.data.learningContents;
  const showHints = session.pkg.template.showLearningHints && hints.length > 0 && !judged;

  // As on a course page: the verdict takes focus and is said in the live region.
  useEffect(() => {
    if (judged && justSubmitted.current) {
      justSubmitted.current = false;
      feedbackRef.current?.focus();
      announce(verdictOf(question, t));
    }
  }, [judged, announce, question, t]);

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
        data-answers-locked={judged ? '' : undefined}
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
          disabled={judged}
          submitted={judged}
        />
        {!judged ? (
          <div className="answer-actions">
            <button type="submit" className="btn btn-primary" aria-disabled={!canSubmit} disabled={!canSubmit}>
              {t('[submit]')}
            </button>
          </div>
        ) : null}
      </form>
      {judged ? (
        <>
          <Feedback ref={feedbackRef} question={question} plugin={plugin} place={place} />
          {!question.isAnsweredCorrectly && !question.isSurvey && session.course.canRetry(question) ? (
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
