import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { identityProblems, type IdentityAnswer, type IdentityRequest } from '@core';
import { EmailField, NameField } from '../../components/formFields/FormField';
import './identityForm.css';

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
          <NameField id={`${id}-name`} t={t} value={name} onChange={setName} problem={shown.name} inputRef={nameRef} />
          <EmailField id={`${id}-email`} t={t} value={email} onChange={setEmail} problem={shown.email} inputRef={emailRef} />
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
