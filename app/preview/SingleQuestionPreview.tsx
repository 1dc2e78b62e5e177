import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import type { BlockPlace, QuestionInstance } from '@core';
import { Announcer } from '../components/Announcer';
import { BlockGate } from '../components/BlockGate';
import { Header } from '../components/Header';
import { ImagePreview } from '../components/ImagePreview';
import { PageShell } from '../components/PageShell';
import { PlayerRouter } from '../components/PlayerRouter';
import { useSession, useT } from '../hooks/session';
import { UserMenu } from '../userMenu/UserMenu';
import { QuestionBody } from '../components/QuestionBody';
import { PreviewMarker } from '../components/PreviewMarker';
import './preview.css';

/**
 * SPEC 2.1 `?questionId=` in a preview package: that one question alone, answerable, and nothing
 * else of the course: no table of contents, no section list, no next page, no results. Its own
 * chunk: a course played normally never loads it. Only this page's fragments and its type's view load.
 */
export const SingleQuestionPreview = observer(function SingleQuestionPreview({ questionId }: { questionId: string }) {
  const session = useSession();
  const t = useT();
  const question = session.course.questionById.get(questionId)!;
  useEffect(() => {
    session.actions.open(question.id);
  }, [question, session]);
  return (
    <PlayerRouter>
      <PageShell
        skipLabel={t('[skip to content]')}
        onSkip={(e) => {
          e.preventDefault();
          document.getElementById('main-content')?.focus();
        }}
        withToc={false}
        tocOpen={false}
        header={<Header withTocToggle={false} tocOpen={false} onToggleToc={() => undefined} menu={<UserMenu />} />}
        cover={false}
      >
        <Announcer>
          <ImagePreview>
            <QuestionAlone key={`${session.courseLanguage.current.language}:${question.id}`} question={question} />
          </ImagePreview>
        </Announcer>
      </PageShell>
    </PlayerRouter>
  );
});

const QuestionAlone = observer(function QuestionAlone({ question }: { question: QuestionInstance }) {
  const session = useSession();
  const titleId = useId();
  const section = session.course.sectionById.get(question.sectionId);
  const place: BlockPlace = { kind: 'question', sectionId: question.sectionId, questionId: question.id };
  const plugin = question.supported ? session.plugins.questionType(question.type) : null;
  return (
    <article className="page question-page question-preview" aria-labelledby={titleId} data-question-preview={question.id}>
      <p className="page-kicker">
        <PreviewMarker />
        {section && !section.isTransparent ? <span>{section.title}</span> : null}
      </p>
      <h1 id={titleId} tabIndex={-1}>
        {question.title}
      </h1>
      <BlockGate
        onShown={() => {
          session.media.contentShown(question.id);
          // The bench's "single question usable" (scripts/bench-question-preview.mjs).
          performance.mark('player:question-preview-shown');
        }}
      >
        <QuestionBody question={question} plugin={plugin} titleId={titleId} place={place} judgeAtOnce />
      </BlockGate>
    </article>
  );
});
