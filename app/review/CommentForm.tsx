import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { CommentTarget } from '@core';
import { Icon } from '../components/Icon';
import { TextForm } from './TextForm';
import { ThreadView, type ThreadContext } from './ThreadView';

/**
 * The comment form of a place (SPEC 2.11 ADD_COMMENT / ADD_COMMENT_WITH_HISTORY): titled 'Comments on
 * the {contextType}', the place named under it, that place's threads oldest first (its history, SPEC
 * 2.11), and 'Post comment'. It opens beside what it comments (review.css: in the page right after it on
 * a wide screen, a bottom sheet on a phone). Escape or Close shuts it and the caller puts focus back on
 * the control that opened it. Opened, it takes focus: the title when there are threads to read, else
 * the new comment's field.
 */
export const CommentForm = observer(function CommentForm({ ctx, target, title, place, onClose, className }: {
  ctx: ThreadContext;
  target: CommentTarget;
  title: string;
  place: string;
  onClose: () => void;
  className?: string;
}) {
  const { comments, t } = ctx;
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const [posted, setPosted] = useState(false);
  const threads = comments.threadsAt(target);
  const first = useRef(threads.length === 0 ? field : heading);
  useEffect(() => {
    first.current.current?.focus();
  }, []);
  const onKeyDown = (e: KeyboardEvent) => {
    // A confirmation dialog inside handles its own Escape (it cancels the deletion, not the form).
    if (e.key !== 'Escape' || (e.target as Element).closest('dialog')) return;
    e.stopPropagation();
    onClose();
  };
  return (
    <section className={`review-form ${className ?? ''}`} aria-labelledby={headingId} onKeyDown={onKeyDown}>
      <div className="review-form-head">
        <h2 id={headingId} ref={heading} tabIndex={-1} className="review-form-title">
          {title}
        </h2>
        <button type="button" className="icon-button" aria-label={t('[close]')} onClick={onClose}>
          <Icon name="cross" />
        </button>
      </div>
      <p className="review-form-place" dir="auto">
        {place}
      </p>
      {threads.length > 0 ? (
        <ol className="review-threads">
          {threads.map((thread) => (
            <li key={thread.id}>
              <ThreadView thread={thread} ctx={ctx} />
            </li>
          ))}
        </ol>
      ) : (
        <p className="review-note">{t('player:no comments yet')}</p>
      )}
      <TextForm
        t={t}
        label={t('[leave a comment]')}
        placeholder={t('[placeholder comment input]')}
        submit={t('[post comment]')}
        blocked={ctx.blocked}
        onSubmit={(text) => comments.post(text)}
        textareaRef={field}
        onPosted={() => setPosted(true)}
      />
      {/* Issue 25 §1: "The author has been notified of your comment", said politely once it is posted. */}
      <p className="review-note" role="status">
        {posted ? t('[author notified of comment]') : ''}
      </p>
    </section>
  );
});
