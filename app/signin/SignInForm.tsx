import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { signUpProblems, type AuthOutcome, type Credentials, type SignInRequest } from '@core';
import { CheckEmailStep } from './CheckEmailStep';
import { EmailField, NameField } from '../components/formFields/FormField';
import { PasswordField } from './PasswordField';
import { SocialLinks } from './SocialLinks';
import { SignInCard } from './SignInCard';

type Mode = 'login' | 'signup';

/** SPEC 8.1's outcomes as the message under the form: the wrong combination has its own. */
const OUTCOME_MESSAGE: Record<Exclude<AuthOutcome, 'statusOk'>, Record<Mode, string>> = {
  emailPasswordCombinationNotExists: { login: '[error login pass]', signup: '[error signup common]' },
  unknownError: { login: 'player:sign in failed', signup: '[error signup common]' },
  // The service refused the password (SPEC 5.2): its count may be configured above the form's check.
  invalidPassword: { login: '[validation pass count char]', signup: '[validation pass count char]' },
  commonPassword: { login: 'player:password too common', signup: 'player:password too common' },
};

/**
 * The login and sign-up screens of SPEC 2.11: e-mail and password (with show/hide), the full name on
 * sign-up, the course logo on login, SPEC 5.2's checks with their messages under each field, and
 * SPEC 8.1's outcome in a live region. Everything typed stays text; the password goes only to the call.
 */
interface Props {
  mode: Mode;
  request: SignInRequest;
  /** Signed out mid-course: no routes of its own, so the switch to the other screen is a button. */
  onSwitch?: () => void;
  /** Login only: "forgot password", with what the learner typed as the e-mail. */
  onForgot?: (email: string) => void;
  initialEmail?: string;
}

export function SignInForm({ mode, request, onSwitch, onForgot, initialEmail = '' }: Props) {
  const { t, prompt } = request;
  const id = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Signed up: the service e-mailed the rest; the "check your e-mail" step, with what was typed.
  const [sent, setSent] = useState<Credentials | null>(null);
  const refs = { name: useRef<HTMLInputElement>(null), email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };

  const problems = signUpProblems({ ...(mode === 'signup' ? { name } : {}), email: email.trim(), password });
  const shown = checked ? problems : { name: null, email: null, password: null };
  const logo = mode === 'login' ? request.logoUrl : '';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setChecked(true);
    setFailure(null);
    const first = (['name', 'email', 'password'] as const).find((field) => problems[field]);
    if (first) return refs[first].current?.focus();
    setBusy(true);
    const outcome = mode === 'login' ? await prompt.signIn({ email, password, remember }) : await prompt.register({ name, email, password, remember, lang: request.locale });
    if (outcome === 'verificationSent') return setSent({ email, password, remember });
    // On success the session opens the course and this screen goes away; a failure keeps what was typed.
    if (outcome !== 'statusOk') {
      setBusy(false);
      setFailure(OUTCOME_MESSAGE[outcome][mode]);
    }
  };

  // SPEC 6.3: going on without an account, where the course allows it; the course opens with progress on this device.
  const skip = async () => {
    setBusy(true);
    await request.prompt.skip?.();
  };

  if (sent) return <CheckEmailStep request={request} credentials={sent} onBack={onSwitch} />;

  return (
    <SignInCard request={request} title={t(mode === 'login' ? '[login]' : '[signup]')} before={logo ? <img className="signin-logo" src={logo} alt={t('[alt logo login]')} /> : null} focusKey={mode}>
      <p className="signin-intro">{t(mode === 'login' ? '[login form text]' : '[sign up form text]')}</p>
      <SocialLinks request={request} mode={mode} />
      <form noValidate onSubmit={(e) => void submit(e)} aria-busy={busy}>
        {mode === 'signup' ? <NameField id={`${id}-name`} t={t} value={name} onChange={setName} problem={shown.name} inputRef={refs.name} /> : null}
        <EmailField id={`${id}-email`} t={t} value={email} onChange={setEmail} problem={shown.email} inputRef={refs.email} autoComplete={mode === 'login' ? 'username' : 'email'} />
        <PasswordField id={`${id}-password`} t={t} value={password} onChange={setPassword} problem={shown.password} autoComplete={mode === 'login' ? 'current-password' : 'new-password'} inputRef={refs.password} />
        {mode === 'login' && onForgot && request.prompt.forgotPassword ? (
          <p className="signin-forgot">
            <button type="button" className="signin-link" onClick={() => onForgot(email)}>
              {t('[forgot pass]')}
            </button>
          </p>
        ) : null}
        <label className="signin-remember">
          <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
          {t('[remember me]')}
        </label>
        <div className="signin-outcome" role="alert">
          {failure ? <p className="signin-error">{t(failure)}</p> : null}
        </div>
        <button type="submit" className="btn btn-primary btn-large signin-submit" disabled={busy}>
          {t(mode === 'login' ? '[login button]' : '[sign up button]')}
        </button>
      </form>
      <p className="signin-switch">
        {t(mode === 'login' ? '[dont have account]' : '[have account]')}{' '}
        {onSwitch ? (
          <button type="button" className="signin-link" onClick={onSwitch}>
            {t(mode === 'login' ? '[signup here]' : '[login]')}
          </button>
        ) : (
          <Link to={mode === 'login' ? '/signup' : '/login'}>{t(mode === 'login' ? '[signup here]' : '[login]')}</Link>
        )}
      </p>
      {request.prompt.skip ? (
        <p className="signin-skip">
          <button type="button" className="btn btn-quiet" disabled={busy} onClick={() => void skip()}>
            {t('[skip step]')}
          </button>
        </p>
      ) : null}
    </SignInCard>
  );
}
