import { observer } from 'mobx-react-lite';
import { useCallback, useId, useRef, useState } from 'react';
import { userMenuItems, type MenuItem, type ReviewerSession } from '@core';
import { useSession } from '../hooks/session';
import { useMenuDismiss } from '../userMenu/menuDismiss';

type T = (key: string, values?: Record<string, unknown>) => string;

/**
 * SPEC 2.4's review items, by the same rule as the learner's menu (core/rules/userMenu.ts): the
 * reviewer's name and e-mail; 'Change name' (authenticated) or 'Change email or name' and 'Resend
 * link' (not yet); 'Change course language' (a multi-language course, an authenticated reviewer; the
 * popup's review branch of SPEC 2.8); 'End session'. No accessibility section (SPEC 2.11). A
 * disclosure of buttons that goes away as the learner's menu does (useMenuDismiss: Escape, with focus back
 * on its button; a press outside; focus leaving it).
 */
export const ReviewerMenu = observer(function ReviewerMenu({ review, t, onChangeName }: { review: ReviewerSession; t: T; onChangeName: (withEmail: boolean) => void }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const session = useSession();
  const reviewer = review.reviewer;
  const panel = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const dismiss = useMenuDismiss(open, panel, button, close);
  if (!reviewer) return null;
  const authenticated = reviewer.isAuthenticatedReviewer;
  const items = new Set(
    userMenuItems({ context: 'review', reviewerAuthenticated: authenticated, authenticated, multiLanguage: session.courseLanguage.languages.length > 1, trackingOn: false, anonymous: false, guest: false, crossDevice: false, finalized: false, failed: false }),
  );
  const initial = ([...reviewer.name.trim()][0] ?? [...reviewer.email][0] ?? 'A').toUpperCase();
  // SPEC 2.4's review rows in the menu's order, each with its label and what it does.
  const actions: [MenuItem, string, () => void][] = [
    ['change-name', '[change name]', () => onChangeName(false)],
    ['change-email-or-name', '[change email or name]', () => onChangeName(true)],
    ['resend-link', '[resend link]', () => void review.resendLoginLink()],
    ['change-language', '[change course language]', () => session.courseLanguage.askChange()],
    ['end-session', '[end session]', () => void review.endSession()],
  ];
  const entries = actions.filter(([item]) => items.has(item));
  const act = (run: () => void) => () => {
    setOpen(false);
    run();
  };
  return (
    <div className="review-menu">
      <button ref={button} type="button" className="review-menu-button" aria-expanded={open} aria-controls={open ? id : undefined} aria-label={t('[user menu]')} onClick={() => setOpen(!open)} onKeyDown={(e) => e.key === 'Escape' && open && close()}>
        <span aria-hidden="true">{initial}</span>
      </button>
      {open ? (
        <div id={id} ref={panel} className="review-menu-list" onKeyDown={dismiss.onKeyDown} onBlur={dismiss.onBlur}>
          <p className="review-menu-identity">
            <span dir="auto">{reviewer.name}</span>
            <span dir="ltr">{reviewer.email}</span>
          </p>
          <ul>
            {entries.map(([item, label, run]) => (
              <li key={item}>
                <button type="button" onClick={act(run)}>
                  {t(label)}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
});
