import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import type { ReviewThread, ReviewThreads } from '@core';
import { ConfirmDelete } from './ConfirmDelete';
import { Notice } from './Notice';
import { ReplyItem } from './ReplyItem';
import { TextForm } from './TextForm';
import { deletedNotice, formatWhen, mayManage, resolvedNotice } from './threadWords';

type T = (key: string, values?: Record<string, unknown>) => string;

export interface ThreadContext {
  comments: ReviewThreads;
  t: T;
  language: string;
  /** The reviewer is one of the course's owners (they may delete and restore anyone's comments). */
  isOwner: boolean;
  /** Why posting waits (a reviewer who has not followed the e-mailed link), or null. */
  blocked: string | null;
}

/**
 * One thread (SPEC 3.8): author, time and text, always as text; its replies and 'Post reply'
 * (SPEC 2.11); resolve and reopen (every reviewer); delete, asked first, and restore (its author or an
 * owner); notices of someone else's resolution or deletion until acknowledged; and, when the course
 * changed under it (issue 25 §3), the text it was written on.
 */
export const ThreadView = observer(function ThreadView({ thread, ctx }: { thread: ReviewThread; ctx: ThreadContext }) {
  const { comments, t, language, isOwner } = ctx;
  const id = useId();
  const self = useRef<HTMLElement>(null);
  const [replying, setReplying] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const replyText = useRef<HTMLTextAreaElement>(null);
  // 'Reply' opens the reply's field and takes the reviewer there.
  useEffect(() => {
    if (replying) replyText.current?.focus();
  }, [replying]);
  const manage = mayManage(thread.createdBy, isOwner);
  const run = async (call: Promise<{ ok: true } | { ok: false; problem: string }>) => {
    const outcome = await call;
    setProblem(outcome.ok ? null : outcome.problem);
  };
  const deletedText = deletedNotice(thread, 'comment', t);
  const resolvedText = resolvedNotice(thread, t);
  const focusSelf = () => self.current?.focus();
  const state = thread.isDeleted ? 'deleted' : thread.isResolved ? 'resolved' : 'open';
  return (
    <article ref={self} className={`review-thread is-${state}`} aria-labelledby={`${id}-by`} tabIndex={-1}>
      <p id={`${id}-by`} className="review-meta">
        <span className="review-author" dir="auto">
          {thread.createdBy.name}
        </span>{' '}
        <time dateTime={thread.createdOn}>{formatWhen(thread.createdOn, language)}</time>
        {thread.isResolved && !thread.isDeleted ? <span className="review-badge">{t('player:comment resolved')}</span> : null}
      </p>
      <WrittenOn thread={thread} t={t} />
      {thread.isDeleted ? <p className="review-state">{t('player:comment deleted')}</p> : null}
      {!thread.isDeleted || manage ? (
        <p className="review-text" dir="auto">
          {thread.text}
        </p>
      ) : null}
      {deletedText ? <Notice t={t} text={deletedText} onAcknowledge={() => comments.acknowledge(thread.id, 'deleted')} afterwards={focusSelf} /> : null}
      {resolvedText && !thread.isDeleted ? <Notice t={t} text={resolvedText} onAcknowledge={() => comments.acknowledge(thread.id, 'resolved')} afterwards={focusSelf} /> : null}
      {thread.replies.length > 0 && (!thread.isDeleted || manage) ? (
        <ul className="review-replies">
          {thread.replies.map((reply) => (
            <ReplyItem key={reply.id} reply={reply} threadId={thread.id} comments={comments} t={t} language={language} isOwner={isOwner} />
          ))}
        </ul>
      ) : null}
      <div className="review-actions">
        {!thread.isDeleted ? (
          <>
            <button type="button" className="btn btn-quiet" aria-expanded={replying} aria-describedby={`${id}-by`} onClick={() => setReplying(!replying)}>
              {t('[reply]')}
            </button>
            <button type="button" className="btn btn-quiet" aria-describedby={`${id}-by`} onClick={() => void run(comments.setResolved(thread.id, !thread.isResolved))}>
              {t(thread.isResolved ? 'player:reopen' : 'player:resolve')}
            </button>
          </>
        ) : null}
        {manage ? (
          // One button that turns into the other (Delete ↔ Restore), so focus stays on it across the change.
          <button type="button" className="btn btn-quiet" ref={deleteButton} aria-describedby={`${id}-by`} onClick={() => (thread.isDeleted ? void run(comments.setDeleted(thread.id, false)) : setConfirming(true))}>
            {t(thread.isDeleted ? 'player:restore' : '[delete comment]')}
          </button>
        ) : null}
      </div>
      {problem ? (
        <p className="review-problem" role="alert">
          {t(problem)}
        </p>
      ) : null}
      {replying && !thread.isDeleted ? (
        <TextForm
          t={t}
          label={t('[add reply]')}
          placeholder={t('[placeholder reply input]')}
          submit={t('[post reply]')}
          blocked={ctx.blocked}
          onSubmit={(text) => comments.reply(thread.id, text)}
          textareaRef={replyText}
        />
      ) : null}
      {confirming ? (
        <ConfirmDelete
          t={t}
          returnTo={deleteButton}
          what="comment"
          onConfirm={() => {
            setConfirming(false);
            void run(comments.setDeleted(thread.id, true));
          }}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </article>
  );
});

/**
 * Issue 25 §3: a thread whose content changed since ('outdated') keeps its place and shows what it was
 * written on; one whose place is gone ('elsewhere') shows it too, in the panel's list.
 */
function WrittenOn({ thread, t }: { thread: ReviewThread; t: T }) {
  const placement = thread.placement;
  if (placement !== 'outdated' && placement !== 'elsewhere') return null;
  const quote = thread.anchor.quote?.trim();
  return (
    <div className="review-written-on">
      {placement === 'outdated' ? <p className="review-badge is-outdated">{t('player:comment outdated')}</p> : null}
      {quote ? (
        <>
          <p>{t('player:comment written on')}</p>
          <blockquote dir="auto">{quote}</blockquote>
        </>
      ) : null}
    </div>
  );
}
