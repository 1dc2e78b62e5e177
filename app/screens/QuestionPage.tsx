import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { ErrorMessages, routes, type AnyQuestionType, type BlockPlace, type QuestionInstance } from '@core';
import { Blocks } from '../components/Blocks';
import { Feedback } from '../components/Feedback';
import { Icon } from '../components/Icon';
import { PageNav } from '../components/PageNav';
import { QuestionView } from '../components/QuestionView';
import { useChain } from '../hooks/chain';
import { useSession, useT } from '../hooks/session';
import { NotFound } from './NotFound';

/** Route '/sections/:sectionId/questions/:questionId': a question or a content page. */
export const QuestionPage = observer(function QuestionPage() {
  const session = useSession();
  const { sectionId = '', questionId = '' } = useParams();
  const question = session.question(questionId);
  useEffect(() => {
    if (question) session.open(question.id);
  }, [question, session]);
  if (!question || question.sectionId !== sectionId) return <NotFound />;
  return <QuestionScreen key={question.id} question={question} />;
});

const QuestionScreen = observer(function QuestionScreen({ question }: { question: QuestionInstance }) {
  const session = useSession();
  const t = useT();
  const titleId = useId();
  const chain = useChain(routes.question(question.sectionId, question.id));
  const section = session.course.sectionById.get(question.sectionId);
  const place: BlockPlace = { kind: 'question', sectionId: question.sectionId, questionId: question.id };
  const plugin = question.supported ? session.registry.questionType(question.type) : null;

  return (
    <article className="page question-page" aria-labelledby={titleId}>
      <p className="page-kicker">
        {section ? <span>{section.title}</span> : null}
        <span>{t('[page counter caption]', { index: chain.index, total: chain.total })}</span>
      </p>
      <h1 id={titleId} tabIndex={-1}>
        {question.title}
      </h1>
      <Blocks blocks={question.data.instructions} place={place} className="instructions" />
      {plugin ? (
        plugin.answeredOnOpen ? (
          <QuestionView
            plugin={plugin}
            question={question.data}
            response={null}
            onChange={() => undefined}
            disabled
            submitted
            labelledBy={titleId}
            t={t}
            language={session.language}
            renderBlocks={(blocks) => <Blocks blocks={blocks} place={place} className="content-body" />}
            mediaUrl={(p) => session.mediaUrl(p)}
          />
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
      <PageNav previous={chain.previous} next={chain.next} primaryNext={!plugin || Boolean(plugin.answeredOnOpen) || question.isAnswered} />
    </article>
  );
});

/** The answer, Submit, the feedback after submitting, and Try again. */
const AnswerArea = observer(function AnswerArea({ question, plugin, titleId, place }: { question: QuestionInstance; plugin: AnyQuestionType; titleId: string; place: BlockPlace }) {
  const session = useSession();
  const t = useT();
  const [draft, setDraft] = useState<unknown>(() => (question.isAnswered ? question.response : plugin.emptyResponse(question.data)));
  const [showHint, setShowHint] = useState(false);
  const feedbackRef = useRef<HTMLDivElement>(null);
  const justSubmitted = useRef(false);
  const submitted = question.isAnswered;
  const canSubmit = !submitted && plugin.isAnswered(question.data, draft);
  const hints = question.data.learningContents;
  const showHints = session.pkg.template.showLearningHints && hints.length > 0;

  useEffect(() => {
    if (submitted && justSubmitted.current) {
      justSubmitted.current = false;
      feedbackRef.current?.focus();
    }
  }, [submitted]);

  const submit = () => {
    if (!canSubmit) return;
    justSubmitted.current = true;
    session.answer(question.id, draft);
  };
  const tryAgain = () => {
    session.reset(question.id);
    setDraft(plugin.emptyResponse(question.data));
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
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <QuestionView
          plugin={plugin}
          question={question.data}
          response={draft}
          onChange={setDraft}
          disabled={submitted}
          submitted={submitted}
          labelledBy={titleId}
          t={t}
          language={session.language}
          renderBlocks={(blocks) => <Blocks blocks={blocks} place={place} />}
          mediaUrl={(p) => session.mediaUrl(p)}
        />
        {!submitted ? (
          <div className="answer-actions">
            <button type="submit" className="btn btn-primary" aria-disabled={!canSubmit} disabled={!canSubmit}>
              {t('[submit]')}
            </button>
          </div>
        ) : null}
      </form>
      {submitted ? (
        <>
          <Feedback ref={feedbackRef} question={question} plugin={plugin} place={place} />
          {!question.isAnsweredCorrectly && !question.isSurvey ? (
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
