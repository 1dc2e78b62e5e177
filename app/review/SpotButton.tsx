import { observer } from 'mobx-react-lite';
import type { CommentTarget, ReviewThreads } from '@core';

type T = (key: string, values?: Record<string, unknown>) => string;

/**
 * A place's comment control (issue 25 §2): a real button named 'Comment on: {what}' (the packages'
 * reviewSpotContextDescription), in the Tab order where its place is. review.css shows it on hover and
 * on focus (the place's or its own) and always where comments stand: then its marker counts the open
 * threads (SPEC 4.7: neither resolved nor deleted), which is also its description.
 */
export const SpotButton = observer(function SpotButton({ comments, target, name, spotKey, expanded, controls, onPress, t }: {
  comments: ReviewThreads;
  target: CommentTarget;
  /** What the place is, in words ("Section “Safety basics”"). */
  name: string;
  spotKey: string;
  expanded: boolean;
  controls?: string;
  onPress: () => void;
  t: T;
}) {
  const count = comments.countAt(target);
  const countId = `${spotKey}-count`;
  return (
    <>
      <button
        type="button"
        className={`review-spot-button ${count > 0 ? 'has-comments' : ''}`}
        data-spot={spotKey}
        aria-expanded={expanded}
        aria-controls={expanded ? controls : undefined}
        aria-describedby={count > 0 ? countId : undefined}
        onClick={onPress}
      >
        <svg className="review-spot-icon" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
          <path d="M4 5h16v11H9l-5 4z" />
          {count > 0 ? null : <path d="M12 8v5M9.5 10.5h5" />}
        </svg>
        <span className="visually-hidden">{t('reviewSpotContextDescription', { contextType: name })}</span>
        {count > 0 ? (
          <span className="review-spot-count" aria-hidden="true">
            {count}
          </span>
        ) : null}
      </button>
      {/* The marker's count, read after the control's name (its description). */}
      {count > 0 ? (
        <span id={countId} className="visually-hidden">
          {t('player:open comments', { count })}
        </span>
      ) : null}
    </>
  );
});
