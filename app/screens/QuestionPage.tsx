import { observer } from 'mobx-react-lite';
import { useEffect, useId, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { routes, type BlockPlace, type QuestionInstance } from '@core';
import { BlockGate } from '../components/BlockGate';
import { Icon } from '../components/Icon';
import { PageNav } from '../components/PageNav';
import { QuestionBody } from '../components/QuestionBody';
import { useChain } from '../hooks/chain';
import { useSession, useT } from '../hooks/session';
import { NotFound } from './NotFound';

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
        <QuestionBody question={question} plugin={plugin} titleId={titleId} place={place} />
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
