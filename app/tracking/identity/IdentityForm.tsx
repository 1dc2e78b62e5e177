import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FULL_NAME_MAX_LENGTH, identityProblems, type IdentityAnswer, type IdentityRequest } from '@core';
import './identityForm.css';

/** SPEC 5.2: an address is at most 100 characters. */
const EMAIL_MAX_LENGTH = 100;

/**
 * SPEC 6.3's name-and-e-mail step before the course: a modal dialog (nothing behind it is usable
 * yet) with the two fields of SPEC 5.2, its messages under the field they are about, and '[skip step]'
 * when the settings allow skipping. Everything the learner types stays text.
 */
export function IdentityForm({ request, onDone }: { request: IdentityRequest; onDone: (answer: IdentityAnswer) => void }) {
  const { t } = request;
  const id = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [checked, setChecked] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  useEffect(() => nameRef.current?.focus(), []);

  // The browser's own check of type=email counts too (SPEC 5.2 "native type and pattern validity").
  const problems = identityProblems(name, email);
  const emailProblem = problems.email ?? (emailRef.current && !emailRef.current.validity.valid ? '[error email input]' : null);
  const shown = { name: checked ? problems.name : null, email: checked ? emailProblem : null };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setChecked(true);
    if (problems.name) return nameRef.current?.focus();
    if (emailProblem) return emailRef.current?.focus();
    onDone({ name: name.trim(), email: email.trim() });
  };

  return (
    <div className="identity-backdrop" dir={request.rtl ? 'rtl' : 'ltr'} lang={request.locale}>
      <div className="identity-dialog" role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} aria-describedby={`${id}-intro`}>
        {request.courseTitle ? <p className="identity-course">{request.courseTitle}</p> : null}
        <h1 id={`${id}-title`}>{t('[please identify yourself]')}</h1>
        <p id={`${id}-intro`}>{t('[welcome without LS]')}</p>
        <form noValidate onSubmit={submit}>
          <div className="identity-field">
            <label htmlFor={`${id}-name`}>{t('[full name]')}</label>
            <input
              ref={nameRef}
              id={`${id}-name`}
              name="name"
              autoComplete="name"
              required
              maxLength={FULL_NAME_MAX_LENGTH}
              placeholder={t('[enter full name]')}
              value={name}
              onChange={(e) => setName(e.target.value)}
              aria-invalid={shown.name ? true : undefined}
              aria-describedby={shown.name ? `${id}-name-error` : undefined}
            />
            {shown.name ? (
              <p className="identity-error" id={`${id}-name-error`}>
                {t(shown.name)}
              </p>
            ) : null}
          </div>
          <div className="identity-field">
            <label htmlFor={`${id}-email`}>{t('[email]')}</label>
            <input
              ref={emailRef}
              id={`${id}-email`}
              name="email"
              type="email"
              dir="ltr"
              autoComplete="email"
              required
              maxLength={EMAIL_MAX_LENGTH}
              placeholder={t('[enter email]')}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={shown.email ? true : undefined}
              aria-describedby={shown.email ? `${id}-email-error` : undefined}
            />
            {shown.email ? (
              <p className="identity-error" id={`${id}-email-error`}>
                {t(shown.email)}
              </p>
            ) : null}
          </div>
          <div className="identity-actions">
            <button type="submit" className="btn btn-primary btn-large">
              {t('[continue]')}
            </button>
            {request.skippable ? (
              <button type="button" className="btn btn-quiet" onClick={() => onDone({ skipped: true })}>
                {t('[skip step]')}
              </button>
            ) : null}
          </div>
        </form>
      </div>
    </div>
  );
}
