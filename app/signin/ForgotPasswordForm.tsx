import { useId, useRef, useState, type FormEvent } from 'react';
import { identityProblems, type ResetOutcome, type SignInRequest } from '@core';
import { EmailField } from '../components/formFields/FormField';
import { SignInCard } from './SignInCard';

/** SPEC 8.1's password-reset outcomes as the message under the form. */
const OUTCOME_MESSAGE: Record<ResetOutcome, string> = {
  statusOk: '[reset password link sent success]',
  passwordResetSendingFailed: 'player:reset link failed',
};

/**
 * "Forgot password" on the login screen (SPEC 2.11, 7.3): the e-mail, checked as SPEC 5.2 says, goes
 * to the service, which e-mails a link to its reset page; that page leads back to the course link.
 * The screen says the link was sent whether or not the address has an account (the service does not tell).
 */
export function ForgotPasswordForm({ request, initialEmail, onBack }: { request: SignInRequest; initialEmail: string; onBack: (email: string) => void }) {
  const { t, prompt } = request;
  const id = useId();
  const [email, setEmail] = useState(initialEmail);
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ResetOutcome | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const problem = checked ? identityProblems('', email.trim()).email : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setChecked(true);
    setOutcome(null);
    if (identityProblems('', email.trim()).email) return input.current?.focus();
    if (!prompt.forgotPassword) return setOutcome('passwordResetSendingFailed');
    setBusy(true);
    setOutcome(await prompt.forgotPassword({ email, lang: request.locale, rtl: request.rtl }));
    setBusy(false);
  };

  return (
    <SignInCard request={request} title={t('[forgot pass]')}>
      <p className="signin-intro">{t('[enter email]')}</p>
      <form noValidate onSubmit={(e) => void submit(e)} aria-busy={busy}>
        <EmailField id={`${id}-email`} t={t} value={email} onChange={setEmail} problem={problem} inputRef={input} autoComplete="username" />
        <div className="signin-outcome" role="alert">
          {outcome ? <p className={outcome === 'statusOk' ? 'signin-sent' : 'signin-error'}>{t(OUTCOME_MESSAGE[outcome])}</p> : null}
        </div>
        <button type="submit" className="btn btn-primary btn-large signin-submit" disabled={busy}>
          {t('[send me the link]')}
        </button>
      </form>
      <p className="signin-switch">
        <button type="button" className="signin-link" onClick={() => onBack(email)}>
          {t('[back to login]')}
        </button>
      </p>
    </SignInCard>
  );
}
