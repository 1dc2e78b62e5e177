import { useId } from 'react';
import type { QuestionViewProps } from '@core';
import { MAX_LENGTH, normalizeResponse, type Response } from './model';
import './openQuestion.css';

/**
 * A native textarea (3 rows, SPEC 9.4) of at most 255 characters with a visible count. After
 * submitting it turns read-only rather than disabled, so the answer stays readable and focusable.
 */
export default function OpenQuestionView({ question, response, onChange, disabled, labelledBy, t }: QuestionViewProps<Response>) {
  const countId = useId();
  const { answeredText } = normalizeResponse(question, response);
  return (
    <div className="open-answer">
      <textarea
        className="open-answer-input"
        rows={3}
        // The learner may write in another script than the course's: a text takes its own direction,
        // and an empty field (its placeholder) the page's.
        dir={answeredText ? 'auto' : undefined}
        maxLength={MAX_LENGTH}
        value={answeredText}
        readOnly={disabled}
        // Still focusable and readable, and said to be unavailable like every locked answer.
        aria-disabled={disabled || undefined}
        aria-labelledby={labelledBy}
        aria-describedby={countId}
        placeholder={t('[placeholder textarea]')}
        onChange={(e) => {
          if (!disabled) onChange({ id: question.id, answeredText: e.target.value.slice(0, MAX_LENGTH) });
        }}
      />
      {/* Digits read the same in every language; the words are for screen readers. */}
      <p className="open-answer-count">
        <span aria-hidden="true" dir="ltr">
          {answeredText.length} / {MAX_LENGTH}
        </span>
        <span id={countId} className="visually-hidden">
          {t('player:character count', { count: answeredText.length, max: MAX_LENGTH })}
        </span>
      </p>
    </div>
  );
}
