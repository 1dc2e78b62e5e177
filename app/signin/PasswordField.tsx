import { useState, type RefObject } from 'react';
import { PASSWORD_MAX_LENGTH, type Translate } from '@core';
import { FormField } from '../components/formFields/FormField';

interface Props {
  id: string;
  t: Translate;
  value: string;
  onChange: (value: string) => void;
  problem: string | null;
  autoComplete: 'current-password' | 'new-password';
  inputRef: RefObject<HTMLInputElement | null>;
}

/**
 * SPEC 2.11: the password with a show/hide toggle. The toggle is a real button with a pressed state
 * and a label that says what it does next; the value lives in this input and the form's call only.
 */
export function PasswordField({ id, t, value, onChange, problem, autoComplete, inputRef }: Props) {
  const [shown, setShown] = useState(false);
  return (
    <FormField id={id} label={t('[password]')} problem={problem} t={t}>
      <div className="signin-password">
        <input
          ref={inputRef}
          id={id}
          name="password"
          type={shown ? 'text' : 'password'}
          dir="ltr"
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={PASSWORD_MAX_LENGTH}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
        />
        <button type="button" className="signin-eye" aria-pressed={shown} aria-controls={id} aria-label={t(shown ? '[label eye icon hide]' : '[label eye icon show]')} onClick={() => setShown(!shown)}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path fill="none" stroke="currentColor" strokeWidth="2" d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
            <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
            {shown ? null : <path stroke="currentColor" strokeWidth="2" d="M4 4l16 16" />}
          </svg>
        </button>
      </div>
    </FormField>
  );
}
