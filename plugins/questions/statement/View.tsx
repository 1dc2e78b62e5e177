import { useId } from 'react';
import { inOptionOrder, type QuestionViewProps } from '@core';
import { judge, normalizeResponse, statementsOf, type Response } from './model';
import './statement.css';

/**
 * Each statement with a True / False pair of real radio buttons (one radio group per statement):
 * Tab goes from statement to statement, the arrow keys or Space choose within one, and screen
 * readers announce the choice natively (SPEC 2.12).
 */
export default function StatementView({ question, response, onChange, disabled, labelledBy, t, showCorrectAnswers, optionOrder }: QuestionViewProps<Response>) {
  const base = useId();
  // The course may show the statements in a random order (SPEC 4.3); the response keeps the author's.
  const statements = inOptionOrder(statementsOf(question), optionOrder);
  const judged = new Map(normalizeResponse(question, response).map((j) => [j.id, j.isCorrect]));
  return (
    <div role="group" aria-labelledby={labelledBy} aria-disabled={disabled || undefined} className="statement-list">
      {statements.map((s, index) => {
        const textId = `${base}-${index}-text`;
        return (
          <div key={s.id} className={`statement ${disabled ? 'is-disabled' : ''}`}>
            <p id={textId} className="statement-text">
              {s.text}
            </p>
            <div role="radiogroup" aria-labelledby={textId} className="statement-options">
              {[true, false].map((value) => {
                const id = `${base}-${index}-${value ? 'true' : 'false'}`;
                const checked = judged.get(s.id) === value;
                const markCorrect = showCorrectAnswers && s.isCorrect === value;
                return (
                  <label key={String(value)} htmlFor={id} className={`statement-option ${checked ? 'is-checked' : ''} ${markCorrect ? 'is-correct-option' : ''}`}>
                    <input
                      id={id}
                      type="radio"
                      name={`${base}-${index}`}
                      className="statement-input"
                      checked={checked}
                      disabled={disabled}
                      onChange={() => {
                        if (!disabled) onChange(judge(question, response, s.id, value));
                      }}
                    />
                    <span className="statement-mark" aria-hidden="true" />
                    <span>{value ? t('[statement question true text]') : t('[statement question false text]')}</span>
                    {checked && disabled ? <span className="visually-hidden">{t('[label your choice is]')}</span> : null}
                    {markCorrect ? <span className="correct-option-label">{t('correctOption')}</span> : null}
                  </label>
                );
              })}
            </div>
          </div>
        );
      })}
    </div>
  );
}
