import { useId } from 'react';
import type { QuestionViewProps } from '@core';
import { normalizeResponse, numericData, type Response } from './model';

/** One number field; the unit, when the author gave one, follows it. */
export default function NumericView({ question, response, onChange, disabled, labelledBy, t, showCorrectAnswers }: QuestionViewProps<Response>) {
  const id = useId();
  const { correctValue, unit } = numericData(question);
  const { text } = normalizeResponse(response);
  return (
    <div className="numeric-answer" role="group" aria-labelledby={labelledBy}>
      <input
        id={id}
        className="numeric-input"
        type="text"
        inputMode="decimal"
        maxLength={255}
        value={text}
        disabled={disabled}
        aria-labelledby={labelledBy}
        placeholder={t('[placeholder text input]')}
        onChange={(e) => onChange({ text: e.target.value })}
        style={{ font: 'inherit', padding: '0.6rem 0.8rem', border: '1px solid var(--line)', borderRadius: 'var(--radius)', maxWidth: '12rem' }}
      />
      {unit ? <span style={{ marginInlineStart: '0.5rem' }}>{unit}</span> : null}
      {showCorrectAnswers && correctValue !== null ? (
        <p className="numeric-correct">
          {t('correctOption')}: {correctValue} {unit}
        </p>
      ) : null}
    </div>
  );
}
