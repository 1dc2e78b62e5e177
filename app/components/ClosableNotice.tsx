import type { ReactNode } from 'react';

interface ClosableNoticeProps {
  message: string;
  /** SPEC 2.10: what replaces the message once the learner chose '[close course]'. */
  closedText: string;
  closeLabel: string;
  closed: boolean;
  onClose: () => void;
  /** Shown between the message and the button: technical details, the reconnect banner. */
  children?: ReactNode;
}

/**
 * The body of SPEC 2.10's screen, shared by its two uses (the LRS misconfiguration on the error page
 * and the connection-lost screen): a message and a '[close course]' button that replaces the message
 * with '[close course text]'. The title is the caller's: a page heading on the one, a dialog title on
 * the other.
 */
export function ClosableNotice({ message, closedText, closeLabel, closed, onClose, children }: ClosableNoticeProps) {
  return (
    <>
      <p className="error-page-text">{closed ? closedText : message}</p>
      {children}
      {closed ? null : (
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {closeLabel}
        </button>
      )}
    </>
  );
}
