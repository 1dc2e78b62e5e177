import { useId, useRef, useState } from 'react';
import type { ReviewReply, ReviewThreads } from '@core';
import { ConfirmDelete } from './ConfirmDelete';
import { Notice } from './Notice';
import { deletedNotice, formatWhen, mayManage } from './threadWords';

type T = (key: string, values?: Record<string, unknown>) => string;

/**
 * One reply of a thread (SPEC 3.8 replies[]): author, time and text (as text, never markup); deleted, it
 * says so ([reply was deleted]), its author or an owner may restore it; someone else's deletion is a
 * notice until acknowledged. Delete asks first ([delete reply question]).
 */
export function ReplyItem({ reply, threadId, comments, t, language, isOwner }: { reply: ReviewReply; threadId: string; comments: ReviewThreads; t: T; language: string; isOwner: boolean }) {
  const id = useId();
  const self = useRef<HTMLLIElement>(null);
  const [confirming, setConfirming] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const manage = mayManage(reply.createdBy, isOwner);
  const notice = deletedNotice(reply, 'reply', t);
  const setDeleted = async (deleted: boolean) => {
    setConfirming(false);
    const outcome = await comments.setReplyDeleted(threadId, reply.id, deleted);
    setProblem(outcome.ok ? null : outcome.problem);
  };
  return (
    <li ref={self} className={`review-reply ${reply.isDeleted ? 'is-deleted' : ''}`} aria-labelledby={`${id}-by`} tabIndex={-1}>
      <p id={`${id}-by`} className="review-meta">
        <span className="review-author" dir="auto">
          {reply.createdBy.name}
        </span>{' '}
        <time dateTime={reply.createdOn}>{formatWhen(reply.createdOn, language)}</time>
      </p>
      {reply.isDeleted ? <p className="review-state">{t('[reply was deleted]')}</p> : null}
      {!reply.isDeleted || manage ? (
        <p className="review-text" dir="auto">
          {reply.text}
        </p>
      ) : null}
      {notice ? <Notice t={t} text={notice} onAcknowledge={() => comments.acknowledgeReply(threadId, reply.id)} afterwards={() => self.current?.focus()} /> : null}
      {manage ? (
        <div className="review-actions">
          {/* One button that turns into the other, so focus stays on it across the change. */}
          <button type="button" className="btn btn-quiet" ref={deleteButton} aria-describedby={`${id}-by`} onClick={() => (reply.isDeleted ? void setDeleted(false) : setConfirming(true))}>
            {t(reply.isDeleted ? 'player:restore' : '[delete reply]')}
          </button>
        </div>
      ) : null}
      {problem ? (
        <p className="review-problem" role="alert">
          {t(problem)}
        </p>
      ) : null}
      {confirming ? <ConfirmDelete t={t} what="reply" returnTo={deleteButton} onConfirm={() => void setDeleted(true)} onCancel={() => setConfirming(false)} /> : null}
    </li>
  );
}
