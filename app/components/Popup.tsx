import { useEffect, useRef, type ReactNode } from 'react';
import { useT } from '../hooks/session';
import { Icon } from './Icon';

interface PopupProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** SPEC 2.8 disablePopupClosing: no Escape, no tap outside, no close button. */
  disableClosing?: boolean;
}

/**
 * A modal popup on the native <dialog>: focus stays inside, Escape closes unless closing is
 * disabled, and a tap outside the box closes it (SPEC 2.8). Focus returns to the opener on close.
 */
export function Popup({ open, onClose, title, children, disableClosing = false }: PopupProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const t = useT();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const opener = document.activeElement as HTMLElement | null;
      dialog.showModal?.();
      return () => opener?.focus?.();
    }
    if (!open && dialog.open) dialog.close();
    return undefined;
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="popup"
      aria-label={title}
      onCancel={(e) => {
        e.preventDefault();
        if (!disableClosing) onClose();
      }}
      onClick={(e) => {
        if (!disableClosing && e.target === ref.current) onClose();
      }}
    >
      {open ? (
        <div className="popup-box">
          <div className="popup-head">
            <h2 className="popup-title">{title}</h2>
            {disableClosing ? null : (
              <button type="button" className="icon-button" onClick={onClose} aria-label={t('[close popup]')}>
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
