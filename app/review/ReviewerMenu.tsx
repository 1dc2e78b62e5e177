import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import type { ReviewerSession } from '@core';

type T = (key: string, values?: Record<string, unknown>) => string;

/**
 * SPEC 2.4's review items: the reviewer's name and e-mail; 'Change name' (authenticated) or
 * 'Change email or name' and 'Resend link' (not yet); 'End session'. No accessibility section
 * (SPEC 2.11). A disclosure of buttons: Escape closes it and gives focus back to its button.
 */
export const ReviewerMenu = observer(function ReviewerMenu({ review, t, onChangeName }: { review: ReviewerSession; t: T; onChangeName: (withEmail: boolean) => void }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const reviewer = review.reviewer;
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  if (!reviewer) return null;
  const initial = ([...reviewer.name.trim()][0] ?? [...reviewer.email][0] ?? 'A').toUpperCase();
  const act = (run: () => void) => () => {
    setOpen(false);
    run();
  };
  return (
    <div className="review-menu">
      <button ref={button} type="button" className="review-menu-button" aria-expanded={open} aria-controls={open ? id : undefined} aria-label={t('[user menu]')} onClick={() => setOpen(!open)}>
        <span aria-hidden="true">{initial}</span>
      </button>
      {open ? (
        <div id={id} className="review-menu-list">
          <p className="review-menu-identity">
            <span dir="auto">{reviewer.name}</span>
            <span dir="ltr">{reviewer.email}</span>
          </p>
          <ul>
            {reviewer.isAuthenticatedReviewer ? (
              <li>
                <button type="button" onClick={act(() => onChangeName(false))}>
                  {t('[change name]')}
                </button>
              </li>
            ) : (
              <>
                <li>
                  <button type="button" onClick={act(() => onChangeName(true))}>
                    {t('[change email or name]')}
                  </button>
                </li>
                <li>
                  <button type="button" onClick={act(() => void review.resendLoginLink())}>
                    {t('[resend link]')}
                  </button>
                </li>
              </>
            )}
            <li>
              <button type="button" onClick={act(() => void review.endSession())}>
                {t('[end session]')}
              </button>
            </li>
          </ul>
        </div>
      ) : null}
    </div>
  );
});
