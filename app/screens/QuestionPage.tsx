import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ErrorMessages, routes, type AnyQuestionType, type BlockPlace, type QuestionInstance } from '@core';
import { BlockGate } from '../components/BlockGate';
import { MediaRestrictionBanner, VoiceOver } from '../components/PageMedia';
import { Blocks } from '../components/Blocks';
import { Feedback, verdictOf } from '../components/Feedback';
import { Icon } from '../components/Icon';
import { PageNav } from '../components/PageNav';
import { useAnnounce } from '../components/Announcer';
import { QuestionView } from '../components/QuestionView';
import { useQuestionViewProps } from '../components/useQuestionViewProps';
import { useChain } from '../hooks/chain';
import { useSession, useT } from '../hooks/session';
import { NotFound } from './NotFound';
import '../styles/lockedAnswers.css';

/** SPEC 9.2: correct answers announced 500 ms after load. */
const CORRECT_ANSWERS_ANNOUNCE_MS = 500;

/** Route '/sections/:sectionId/questions/:questionId': a question or a content page. */
export const QuestionPage = observer(function QuestionPage() {
  const session = useSession();
  const { sectionId = '', questionId = '' } = useParams();
  const question = session.course.questionById.get(questionId);
  const available = question ? session.course.isAvailable(question.id) : false;
  useEffect(() => {
    if (question && available) session.actions.open(question.id);
  }, [question, available, session]);
  if (!question || question.sectionId !== sectionId || !session.course.activeIds.has(question.id)) return <NotFound />;
  if (!available) return <LockedPage />;
  return <QuestionScreen key={question.id} question={question} />;
});

/** SPEC 4.2 forced navigation: a page ahead of the learner's progress stays locked. */
function LockedPage() {
  const t = useT();
  const session = useSession();
  const resume = session.course.forcedResumeUrl ?? routes.index;
  return (
    <article className="page">
      <div className="notice-box">
        <Icon name="lock" size={32} />
        <h1 tabIndex={-1}>{t('[lock tooltip]')}</h1>
        <Link className="btn btn-primary" to={resume}>
          {t('[continue course]')}
        </Link>
      </div>
    </article>
  );
}

/**
 * A question or content page. The one-page layout (app/screens/onePage) shows several on one page:
 * each titled by an h2 under the section's h1, with its own footer in place of previous/next.
 */
export const QuestionScreen = observer(function QuestionScreen({ question, heading: Heading = 'h1', footer }: { question: QuestionInstance; heading?: 'h1' | 'h2'; footer?: ReactNode }) {
  const session = useSession();
  const t = useT();
  const titleId = useId();
  const chain = useChain(routes.question(question.sectionId, question.id));
  const section = session.course.sectionById.get(question.sectionId);
  const place: BlockPlace = { kind: 'question', sectionId: question.sectionId, questionId: question.id };
  const plugin = question.supported ? session.plugins.questionType(question.type) : null;

  return (
    <article className={Heading === 'h1' ? 'page question-page' : 'question-page one-page-question'} aria-labelledby={titleId}>
      <p className="page-kicker">
        {/* A transparent section's title is a placeholder ("-"), not a name to show. */}
        {/* In the one-page layout the section's title is the page's h1 already. */}
        {section && !section.isTransparent && Heading === 'h1' ? <span>{section.title}</span> : null}
        <span>{t('[page counter caption]', { index: chain.index, total: chain.total })}</span>
      </p>
      <Heading id={titleId} tabIndex={-1} data-review-page={question.id}>
        {question.title}
      </Heading>
      <BlockGate onShown={() => session.media.contentShown(question.id)}>
      {question.data.voiceOver ? <VoiceOver question={question} /> : null}
      <MediaRestrictionBanner question={question} />
      <Blocks blocks={question.data.instructions} place={place} className="instructions" />
      {plugin ? (
        plugin.answeredOnOpen ? (
          <ContentView question={question} plugin={plugin} titleId={titleId} place={place} />
        ) : (
          <AnswerArea question={question} plugin={plugin} titleId={titleId} place={place} />
        )
      ) : (
        <div className="error-card" role="alert">
          <Icon name="alert" />
          <div>
            <p className="error-card-title">{t('player:unknown question type')}</p>
            <p>{ErrorMessages.unknownQuestionType(question.type)}</p>
          </div>
        </div>
      )}
      {footer !== undefined ? footer : <PageNav
        previous={chain.previous}
        next={chain.next}
        primaryNext={!plugin || Boolean(plugin.answeredOnOpen) || question.isAnswered}
        // SPEC 4.2: under forced navigation the next page opens once this one is answered.
        nextLocked={session.course.rules.forceNavigation && !question.isAnswered && Boolean(plugin) && !plugin?.answeredOnOpen}
      />}
      </BlockGate>
    </article>
  );
});

/** A content page: its body is the page; it is answered by opening it (SPEC 4.2). */
function ContentView({ question, plugin, titleId, place }: { question: QuestionInstance; plugin: AnyQuestionType; titleId: string; place: BlockPlace }) {
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
 * submitted; after a timeout or a submitted attempt nothing can change.
 */
const AnswerArea = observer(function AnswerArea({ question, plugin, titleId, place }: { question: QuestionInstance; plugin: AnyQuestionType; titleId: string; place: BlockPlace }) {
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
  const submitAll = course.submitAll;
  const locked = !course.acceptsAnswers;
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
