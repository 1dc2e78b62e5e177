import { useEffect, useId, useRef, useState } from 'react';
import { certificateName } from '@core';
import { Popup } from '../components/Popup';
import { FormField } from '../components/formFields/FormField';
import { useT } from '../hooks/session';

/**
 * Issue 26: the name for a certificate, asked once when no delivery knows it. A modal dialog
 * (components/Popup: focus stays inside, Escape and the close button cancel, focus goes back to the
 * button that opened it); one labelled field whose message is tied to it, 1–100 characters once
 * trimmed (core certificateName); Done keeps it, Cancel leaves without one. The field takes the
 * name's own direction, so a Latin name reads left to right in a right-to-left course.
 */
export function NameModal({ onDone, onCancel, initial = '' }: { onDone: (name: string) => void; onCancel: () => void; initial?: string }) {
  const t = useT();
  const id = useId();
  const [value, setValue] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // After the dialog opened (its effect runs first): the field, not the close button, has focus.
    input.current?.focus();
  }, []);
  const submit = () => {
    const name = certificateName(value);
    if (name === null) {
      setProblem('player:certificate name invalid');
      input.current?.focus();
      return;
    }
    onDone(name);
  };
  return (
    <Popup open onClose={onCancel} title={t('player:certificate name title')}>
      <form
        className="certificate-name"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <p id={`${id}-hint`}>{t('player:certificate name hint')}</p>
        <FormField id={id} label={t('[full name]')} problem={problem} t={t}>
          <input
            ref={input}
            id={id}
            name="name"
            dir="auto"
            autoComplete="name"
            value={value}
            onChange={(e) => {
              setValue(e.target.value);
              if (problem) setProblem(null);
            }}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-error ${id}-hint` : `${id}-hint`}
          />
        </FormField>
        <div className="page-actions">
          <button type="submit" className="btn btn-primary">
            {t('[done]')}
          </button>
          <button type="button" className="btn btn-secondary" onClick={onCancel}>
            {t('[cancel]')}
          </button>
        </div>
      </form>
    </Popup>
  );
}
