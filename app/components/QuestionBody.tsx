import { observer } from 'mobx-react-lite';
import { ErrorMessages, type AnyQuestionType, type BlockPlace, type QuestionInstance } from '@core';
import { AnswerArea, ContentView } from './AnswerArea';
import { Blocks } from './Blocks';
import { Icon } from './Icon';
import { MediaRestrictionBanner, VoiceOver } from './PageMedia';
import { useT } from '../hooks/session';

/**
 * What a question or content page shows under its title: the voice-over, the media restriction,
 * the instructions, then the answer (or a content page's body, or an unknown type's error card).
 * One for the course's pages (app/screens/QuestionPage.tsx, the one-page layout) and the author's
 * single-question preview (app/preview), which judges at once.
 */
export const QuestionBody = observer(function QuestionBody({ question, plugin, titleId, place, judgeAtOnce }: { question: QuestionInstance; plugin: AnyQuestionType | null; titleId: string; place: BlockPlace; judgeAtOnce?: boolean }) {
  const t = useT();
  return (
    <>
      {question.data.voiceOver ? <VoiceOver question={question} /> : null}
      <MediaRestrictionBanner question={question} />
      <Blocks blocks={question.data.instructions} place={place} className="instructions" />
      {plugin ? (
        plugin.answeredOnOpen ? (
          <ContentView question={question} plugin={plugin} titleId={titleId} place={place} />
        ) : (
          <AnswerArea question={question} plugin={plugin} titleId={titleId} place={place} judgeAtOnce={judgeAtOnce} />
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
    </>
  );
});
