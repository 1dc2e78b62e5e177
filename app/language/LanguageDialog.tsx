import { useEffect, useRef, type ReactNode } from 'react';
import { Icon } from '../components/Icon';

interface Props {
  titleId: string;
  title: string;
  closeLabel: string;
  onClose: () => void;
  /** The candidate language's direction and locale: the popup reads in the language being chosen (SPEC 2.8). */
  dir: 'ltr' | 'rtl';
  lang: string;
  busy: boolean;
  children: ReactNode;
}

/**
 * SPEC 2.8's language popup frame: a modal <dialog> (the page behind is inert, so focus stays
 * inside) on a black backdrop that is not dismissable: Escape and a tap outside do nothing; only
 * its close button (and its own buttons) end it. Focus starts on the chosen tile.
 */
export function LanguageDialog({ titleId, title, closeLabel, onClose, dir, lang, busy, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const leaving = useRef(false);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const opener = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal?.();
    // The chosen tile, not the close button that comes first: the learner starts where the choice is.
    (dialog.querySelector<HTMLElement>('input:checked') ?? dialog.querySelector<HTMLElement>('button:not([disabled])'))?.focus();
    leaving.current = false;
    return () => {
      leaving.current = true;
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className="popup language-popup"
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
      dir={dir}
      lang={lang}
      onCancel={(e) => e.preventDefault()}
      // Chrome closes a modal dialog on a second Escape whatever the cancel handler says: shown again.
      onClose={() => {
        if (!leaving.current && ref.current && !ref.current.open) ref.current.showModal?.();
      }}
    >
      <div className="popup-box">
        <div className="popup-head">
          <h2 className="popup-title" id={titleId}>
            {title}
          </h2>
          <button type="button" className="icon-button" onClick={onClose} aria-label={closeLabel} disabled={busy}>
            <Icon name="cross" />
          </button>
        </div>
        <div className="popup-body">{children}</div>
      </div>
    </dialog>
  );
}
