import { useContext, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { SessionContext } from '../hooks/session';
import { Icon } from './Icon';

interface PopupProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** SPEC 2.8 popupAriaLabelKey: the dialog's name when it differs from its visible title. */
  ariaLabel?: string;
  children: ReactNode;
  /** SPEC 2.8 disablePopupClosing: no Escape, no tap outside, no close button. */
  disableClosing?: boolean;
  /** Where focus goes after closing; the element that had it before opening, when that still exists. */
  returnFocusTo?: RefObject<HTMLElement | null>;
  /** The close button's name, for a popup shown where the session's labels are not in context (the sign-in screens). */
  closeLabel?: string;
}

/**
 * A modal popup on the native <dialog>: focus stays inside, Escape closes unless closing is
 * disabled, and a tap outside the box closes it (SPEC 2.8). Focus returns to the opener on close.
 */
export function Popup({ open, onClose, title, ariaLabel, children, disableClosing = false, returnFocusTo, closeLabel }: PopupProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const t = useContext(SessionContext)?.translator.t;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!open) return undefined;
    const opener = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal?.();
    return () => {
      // Close first: while the modal is open everything else is inert and cannot take focus.
      if (dialog.open) dialog.close();
      const target = returnFocusTo?.current ?? (opener?.isConnected ? opener : null);
      target?.focus();
    };
  }, [open, returnFocusTo]);
  return (
    <dialog
      ref={ref}
      className="popup"
      aria-label={ariaLabel ?? title}
      onCancel={(e) => {
        e.preventDefault();
        if (!disableClosing) onClose();
      }}
      onClick={(e) => {
        if (!disableClosing && e.target === ref.current) onClose();
      }}
      // Chrome closes a modal dialog on a second Escape without a click in between, whatever the
      // cancel handler says; a popup that must not close is shown again.
      onClose={() => {
        if (disableClosing && open && !ref.current?.open) ref.current?.showModal?.();
      }}
    >
      {open ? (
        <div className="popup-box">
          <div className="popup-head">
            <h2 className="popup-title">{title}</h2>
            {disableClosing ? null : (
              <button type="button" className="icon-button" onClick={onClose} aria-label={closeLabel ?? t?.('[close popup]')}>
                <Icon name="cross" />
              </button>
            )}
          </div>
          <div className="popup-body">{children}</div>
        </div>
      ) : null}
    </dialog>
  );
}
