import { useId } from 'react';
import { inOptionOrder, type QuestionViewProps } from '@core';
import type { ChoiceAnswer } from './choice';
import './choice.css';

interface ChoiceListProps extends QuestionViewProps<string[]> {
  answers: ChoiceAnswer[];
  multiple: boolean;
}

/**
 * Text answer options as real radio buttons or checkboxes: arrow keys move within a radio group,
 * Space toggles a checkbox, and screen readers announce the selection natively (SPEC 2.12).
 */
export function ChoiceList({ answers: authorOrder, multiple, response, onChange, disabled, labelledBy, t, showCorrectAnswers, optionOrder }: ChoiceListProps) {
  const answers = inOptionOrder(authorOrder, optionOrder);
  const name = useId();
  const selected = new Set(response ?? []);
  const toggle = (id: string) => {
    if (disabled) return;
    // Native radios and checkboxes announce their own state (SPEC 2.12): nothing to add here.
    if (!multiple) return onChange([id]);
    onChange(selected.has(id) ? authorOrder.filter((a) => a.id !== id && selected.has(a.id)).map((a) => a.id) : authorOrder.filter((a) => a.id === id || selected.has(a.id)).map((a) => a.id));
  };
  return (
    <div role={multiple ? 'group' : 'radiogroup'} aria-labelledby={labelledBy} aria-disabled={disabled || undefined} className="choice-list">
      {answers.map((answer) => {
        const checked = selected.has(answer.id);
        const markCorrect = showCorrectAnswers && answer.isCorrect;
        const id = `${name}-${answer.id}`;
        return (
          <label key={answer.id} htmlFor={id} className={`choice ${checked ? 'is-checked' : ''} ${disabled ? 'is-disabled' : ''} ${markCorrect ? 'is-correct-option' : ''}`}>
            <input
              id={id}
              type={multiple ? 'checkbox' : 'radio'}
              name={name}
              value={answer.id}
              checked={checked}
              disabled={disabled}
              onChange={() => toggle(answer.id)}
              className="choice-input"
            />
            <span className={`choice-mark ${multiple ? 'is-box' : 'is-round'}`} aria-hidden="true" />
            <span className="choice-text">{answer.text}</span>
            {checked && disabled ? <span className="visually-hidden">{t('[label your choice is]')}</span> : null}
            {markCorrect ? <span className="correct-option-label">{t('correctOption')}</span> : null}
          </label>
        );
      })}
    </div>
  );
}
