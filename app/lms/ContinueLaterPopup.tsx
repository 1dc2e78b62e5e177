import { observer } from 'mobx-react-lite';
import type { RefObject } from 'react';
import { LazyPopup as Popup } from '../components/LazyPopup';
import { useSession, useT } from '../hooks/session';
import { continueLater } from './lmsExit';

interface Props {
  open: boolean;
  onCancel: () => void;
  /** The user menu's button: where focus goes back when the learner returns to the course. */
  buttonRef: RefObject<HTMLButtonElement | null>;
}

/**
 * SPEC 2.8 continue-later-in-LMS popup: a note, 'OK, close the course' (the attempt is suspended in
 * the LMS and the window closed; the close-course overlay takes over) and a way back to the course.
 * It closes itself as soon as the session is closed, leaving the overlay alone on screen.
 */
export const ContinueLaterPopup = observer(function ContinueLaterPopup({ open, onCancel, buttonRef }: Props) {
  const session = useSession();
  const t = useT();
  return (
    <Popup open={open && !session.exit.closedReason} onClose={onCancel} returnFocusTo={buttonRef} title={t('[note that]')}>
      <p>{t('[note use same course]')}</p>
      <div className="page-actions">
        <button type="button" className="btn btn-primary" onClick={() => void continueLater(session)}>
          {t('[ok close course]')}
        </button>
        <button type="button" className="link-button" onClick={onCancel}>
          {t('[cancel go back to the course]')}
        </button>
      </div>
    </Popup>
  );
});
