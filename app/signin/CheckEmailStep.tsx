import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { AuthOutcome, Credentials, SignInRequest } from '@core';
import { SignInCard } from './SignInCard';

/**
 * After sign-up (issue 21 §1): the service answered alike whether or not the address had an account,
 * and e-mailed the rest: a link that confirms the address (it opens the course; signing in there
 * confirms it), or "you already have an account". This step says so, offers the link again, and,
 * where the course is not access-limited (SPEC 6.3, 6.2), going on before confirming: signing in
 * with what the learner typed. Everything shown is text; the password stays in memory for that call.
 */
interface Props {
  request: SignInRequest;
  /** What the learner typed on sign-up: "continue without verification" signs in with it. */
  credentials: Credentials;
  /** Signed out mid-course (no routes): back to the login screen by this; else the /login route. */
  onBack?: () => void;
}

export function CheckEmailStep({ request, credentials, onBack }: Props) {
  const { t, prompt } = request;
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [resent, setResent] = useState<boolean | null>(null);
  const [failure, setFailure] = useState<AuthOutcome | null>(null);
  const email = credentials.email.trim();

  const resend = async () => {
    if (!prompt.resendVerification) return;
    setBusy(true);
    setResent(await prompt.resendVerification(email));
    setBusy(false);
  };

  // On success the session opens the course and this screen goes away. A refusal means the address
  // had an account with another password: the e-mail says so, and the message here is the login's.
  const goOn = async () => {
    setBusy(true);
    setFailure(null);
    const outcome = await prompt.signIn(credentials);
    if (outcome !== 'statusOk') {
      setBusy(false);
      setFailure(outcome);
    }
  };

  return (
    <SignInCard request={request} title={t('[verify email]')}>
      <p className="signin-intro signin-check-email">{t('[login link sent to email]', { email })}</p>
      <p className="signin-spam">{t('[check spam folder]')}</p>
      <div className="signin-outcome" role="status">
        {resent === true ? <p className="signin-sent">{t('[login link resent]', { email })}</p> : null}
        {resent === false ? <p className="signin-error">{t('player:reset link failed')}</p> : null}
      </div>
      <div className="signin-outcome" role="alert">
        {failure ? <p className="signin-error">{t(failure === 'emailPasswordCombinationNotExists' ? '[error login pass]' : 'player:sign in failed')}</p> : null}
      </div>
      {prompt.continueUnverified ? (
        <p className="signin-continue">
          <button type="button" className="btn btn-primary btn-large signin-submit" disabled={busy} aria-describedby={`${id}-continue`} onClick={() => void goOn()}>
            {t('[continue without verification]')}
          </button>
          <span id={`${id}-continue`} className="signin-continue-note">
            {t('[continue without verification tooltip description]')}
          </span>
        </p>
      ) : null}
      {prompt.resendVerification ? (
        <p className="signin-resend">
          <button type="button" className={`btn ${prompt.continueUnverified ? 'btn-secondary' : 'btn-primary'} btn-large signin-submit`} disabled={busy} onClick={() => void resend()}>
            {t('[resend link]')}
          </button>
        </p>
      ) : null}
      <p className="signin-switch">
        {onBack ? (
          <button type="button" className="signin-link" onClick={onBack}>
            {t('[back to login]')}
          </button>
        ) : (
          <Link to="/login">{t('[back to login]')}</Link>
        )}
      </p>
    </SignInCard>
  );
}
