import { observer } from 'mobx-react-lite';
import { useState, type RefObject } from 'react';
import { LazyPopup as Popup } from '../components/LazyPopup';
import { useSession, useT } from '../hooks/session';
import { loadCloseOverlay } from '../lms/lmsExit';
import { SecretLinkIllustration } from './SecretLinkIllustration';
import './hosted.css';

interface Props {
  open: boolean;
  onClose: () => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
}

type Sending = 'idle' | 'sending' | 'sent' | 'failed';

/**
 * SPEC 2.8 continue-later popup (secret link): the learner service e-mails the signed-in learner a
 * link that signs them in on any device (SPEC 7.3 send-secret-link), or the learner closes the
 * course here. The outcome is a tooltip under the button, announced (SPEC 8.1 secret-link outcomes).
 */
export const SecretLinkPopup = observer(function SecretLinkPopup({ open, onClose, buttonRef }: Props) {
  const session = useSession();
  const t = useT();
  const [sending, setSending] = useState<Sending>('idle');
  const email = session.delivery?.backend.learner?.email ?? '';
  const send = async () => {
    if (sending === 'sending') return;
    setSending('sending');
    const sent = await session.delivery?.backend.sendSecretLink?.(session.language).catch(() => false);
    setSending(sent ? 'sent' : 'failed');
  };
  const closeCourse = async () => {
    await loadCloseOverlay().catch(() => undefined);
    await session.exit.close('suspended', true).catch((e: unknown) => console.error('The course could not be closed cleanly:', e));
  };
  const dismiss = () => {
    setSending('idle');
    onClose();
  };
  return (
    <Popup open={open && !session.exit.closedReason} onClose={dismiss} returnFocusTo={buttonRef} title={t('[continue on this device]')} ariaLabel={t('[continue later aria label]')}>
      <div className="secret-link">
        <SecretLinkIllustration label={t('[aria label secret link]')} />
        {/* The e-mail is the learner's own text: a placeholder value, rendered as text. */}
        <p className="secret-link-to">{t('[get secret link to]', { email })}</p>
        <p className="secret-link-explanation">{t('[get a secret link to explanation]')}</p>
        {/* aria-disabled, not disabled, while sending: a disabled button would drop the keyboard focus out of the popup. */}
        <div className="secret-link-send">
          <button type="button" className="btn btn-primary" aria-describedby="secret-link-outcome" aria-disabled={sending === 'sending'} onClick={() => void send()}>
            {t('[send me the link]')}
          </button>
          {/* The outcome's place is as tall as the longer of the two messages from the start (both laid
              out, hidden, in the same grid cell), so neither grows the popup nor moves it when it shows. */}
          <div className="secret-link-outcome">
            <p className="secret-link-tooltip is-sent" aria-hidden="true">{t('[secret link email sent success]')}</p>
            <p className="secret-link-tooltip is-failed" aria-hidden="true">{t('[error secret link email sending]')}</p>
            <p id="secret-link-outcome" role="status" className={`secret-link-tooltip is-${sending}`}>
              {sending === 'sent' ? t('[secret link email sent success]') : sending === 'failed' ? t('[error secret link email sending]') : ''}
            </p>
          </div>
        </div>
        <button type="button" className="link-button secret-link-close" onClick={() => void closeCourse()}>
          {t('[close course]')}
        </button>
      </div>
    </Popup>
  );
});
