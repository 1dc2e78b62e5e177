import { observer } from 'mobx-react-lite';
import { forwardRef } from 'react';
import type { AnyQuestionType, BlockPlace, QuestionInstance } from '@core';
import { useT } from '../hooks/session';
import { Blocks } from './Blocks';
import { Icon } from './Icon';

/** The verdict on a submitted answer: correct, incorrect, or stored (a survey). */
export function verdictOf(question: QuestionInstance, t: (key: string) => string): string {
  if (question.isSurvey) return t('[your answer has been stored]');
  return question.isAnsweredCorrectly ? t('[thats correct]') : t('[thats incorrect]');
}

/**
 * After submitting: correct / incorrect (or "stored" for a survey), the author's feedback blocks and
 * the explanation blocks of the chosen answers. It receives focus, so the result is announced.
 */
export const Feedback = observer(
  forwardRef<HTMLDivElement, { question: QuestionInstance; plugin: AnyQuestionType; place: BlockPlace }>(function Feedback({ question, plugin, place }, ref) {
    const t = useT();
    const data = question.data;
    const survey = question.isSurvey;
    const correct = question.isAnsweredCorrectly;
    const tone = survey ? 'neutral' : correct ? 'correct' : 'incorrect';
    const title = verdictOf(question, t);
    const feedbackBlocks = data.isGeneralFeedback
      ? data.correctFeedback
      : survey
        ? []
        : correct
          ? data.hasCorrectFeedback ? data.correctFeedback : []
          : data.hasIncorrectFeedback ? data.incorrectFeedback : [];
    const explanations = plugin.explanations?.(data, question.response) ?? [];
    return (
      <div ref={ref} className={`feedback feedback-${tone}`} tabIndex={-1} role="region" aria-label={title}>
        <p className="feedback-title">
          <Icon name={survey ? 'check' : correct ? 'check' : 'cross'} />
          <span>{title}</span>
        </p>
        <Blocks blocks={feedbackBlocks} place={place} className="feedback-blocks" />
        <Blocks blocks={explanations} place={place} className="explanation-blocks" />
      </div>
    );
  }),
);
