import type { ReactNode, Ref } from 'react';
import { EMAIL_MAX_LENGTH, FULL_NAME_MAX_LENGTH } from '@core';
import './formField.css';

type T = (key: string) => string;

/**
 * One labelled field of the learner's forms (name and e-mail step, login, sign-up): the label, the
 * input, and the SPEC 5.2 message under it, tied to the input by aria-describedby.
 */
export function FormField({ id, label, problem, t, children }: { id: string; label: string; problem: string | null; t: T; children: ReactNode }) {
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {problem ? (
        <p className="form-error" id={`${id}-error`}>
          {t(problem)}
        </p>
      ) : null}
    </div>
  );
}

interface InputProps {
  id: string;
  t: T;
  value: string;
  onChange: (value: string) => void;
  problem: string | null;
  inputRef?: Ref<HTMLInputElement>;
}

/** What ties an input to its message: invalid and described by it only while there is one. */
const described = (id: string, problem: string | null) => ({ 'aria-invalid': problem ? true : undefined, 'aria-describedby': problem ? `${id}-error` : undefined });

/** The full name (SPEC 5.2), in its own direction: a Latin name reads left to right in an RTL course. */
export function NameField({ id, t, value, onChange, problem, inputRef }: InputProps) {
  return (
    <FormField id={id} label={t('[full name]')} problem={problem} t={t}>
      <input ref={inputRef} id={id} name="name" dir="auto" autoComplete="name" required maxLength={FULL_NAME_MAX_LENGTH} placeholder={t('[enter full name]')} value={value} onChange={(e) => onChange(e.target.value)} {...described(id, problem)} />
    </FormField>
  );
}

/** The e-mail (SPEC 5.2): always left to right; the browser's type=email check counts too. */
export function EmailField({ id, t, value, onChange, problem, inputRef, autoComplete = 'email' }: InputProps & { autoComplete?: string }) {
  return (
    <FormField id={id} label={t('[email]')} problem={problem} t={t}>
      <input ref={inputRef} id={id} name="email" type="email" dir="ltr" autoComplete={autoComplete} required maxLength={EMAIL_MAX_LENGTH} placeholder={t('[enter email]')} value={value} onChange={(e) => onChange(e.target.value)} {...described(id, problem)} />
    </FormField>
  );
}
