import type { RefObject } from 'react';
import { Popup } from '../components/Popup';

type T = (key: string, values?: Record<string, unknown>) => string;

/**
 * The packages' confirmation before a comment or a reply is deleted ([delete comment question],
 * [delete reply question]): a modal dialog (app/components/Popup.tsx: named by its question, focus kept
 * inside, Escape cancels, focus back on the button that asked, `returnTo`: some browsers do not focus a
 * button on a click). Cancel comes first, so a hurried Enter deletes nothing.
 */
export function ConfirmDelete({ t, what, onConfirm, onCancel, returnTo }: { t: T; what: 'comment' | 'reply'; onConfirm: () => void; onCancel: () => void; returnTo: RefObject<HTMLElement | null> }) {
  return (
    <Popup open title={t(what === 'comment' ? '[delete comment question]' : '[delete reply question]')} onClose={onCancel} returnFocusTo={returnTo}>
      <div className="review-confirm">
        {what === 'comment' ? <p>{t('[delete comment confirmation]')}</p> : null}
        <div className="review-actions">
          <button type="button" className="btn btn-secondary" onClick={onCancel}>
            {t('[cancel]')}
          </button>
          <button type="button" className="btn btn-primary review-danger" onClick={onConfirm}>
            {t('[delete]')}
          </button>
        </div>
      </div>
    </Popup>
  );
}
