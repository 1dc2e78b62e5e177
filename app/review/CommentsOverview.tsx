import { observer } from 'mobx-react-lite';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ReviewerSession, ReviewThread, ReviewThreads } from '@core';
import { useNarrowScreen } from '../hooks/narrowScreen';
import { useSession } from '../hooks/session';
import { Icon } from '../components/Icon';
import { useThreadContext } from './CommentLayer';
import { placeName, routeOfTarget, targetOfAnchor } from './commentPlaces';
import { Notice } from './Notice';
import { ThreadView, type ThreadContext } from './ThreadView';
import { deletedNotice, formatWhen, mayManage, resolvedNotice } from './threadWords';
import { useOpener } from './useOpener';

/**
 * The review panel's comments (SPEC 2.11 ADD_COMMENT_WITH_HISTORY): every thread of the course with a
 * link to where it stands (the link opens its form there), and, never hidden, the threads whose place
 * is gone from the course (issue 25 §3 "elsewhere"): those are read, answered and resolved right here.
 */
export const CommentsOverview = observer(function CommentsOverview({ review, comments }: { review: ReviewerSession; comments: ReviewThreads }) {
  const ctx = useThreadContext(review, comments);
  const { t } = ctx;
  const historyId = useId();
  const elsewhereId = useId();
  const history = comments.threads.filter((thread) => thread.placement !== 'elsewhere');
  const elsewhere = comments.elsewhere;
  // Below 1000 px the panel stands above the course: its history starts folded, so the course is not
  // pushed a screen down (a disclosure in the heading). Beside the course it starts open.
  const narrow = useNarrowScreen();
  const [unfolded, setUnfolded] = useState<boolean | null>(null);
  const historyShown = unfolded ?? !narrow;
  return (
    <>
      {comments.state === 'loading' ? (
        <p className="review-note" role="status">
          {t('[aria label loader]')}
        </p>
      ) : null}
      {comments.state === 'failed' ? (
        <p className="review-problem" role="alert">
          {t('player:comments not loaded')}
        </p>
      ) : null}
      {history.length > 0 ? (
        <section className="review-history" aria-labelledby={historyId}>
          <h3 id={historyId}>
            <button type="button" className="review-disclosure" aria-expanded={historyShown} aria-controls={`${historyId}-list`} onClick={() => setUnfolded(!historyShown)}>
              {t('[comments]')} <span className="review-count">({history.length})</span>
              <Icon name="chevron" size={16} />
            </button>
          </h3>
          <ol id={`${historyId}-list`} className="review-threads" hidden={!historyShown}>
            {history.map((thread) => (
              <HistoryItem key={thread.id} thread={thread} ctx={ctx} />
            ))}
          </ol>
        </section>
      ) : null}
      {elsewhere.length > 0 ? (
        <section className="review-elsewhere" aria-labelledby={elsewhereId}>
          <h3 id={elsewhereId}>{t('player:comments elsewhere')}</h3>
          <p className="review-note">{t('player:comments elsewhere hint')}</p>
          <ol className="review-threads">
            {elsewhere.map((thread) => (
              <li key={thread.id} id={`review-thread-${thread.id}`} tabIndex={-1}>
                <ThreadView thread={thread} ctx={ctx} />
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </>
  );
});

/**
 * One thread in the history: where it stands (a link there), who wrote it and when, its first words and
 * its state; the notices of someone else's resolution or deletion, acknowledged here or in the form.
 */
const HistoryItem = observer(function HistoryItem({ thread, ctx }: { thread: ReviewThread; ctx: ThreadContext }) {
  const { t, comments, language } = ctx;
  const course = useSession().course;
  const opener = useOpener();
  const self = useRef<HTMLLIElement>(null);
  const target = targetOfAnchor(thread.anchor);
  const visible = !thread.isDeleted || mayManage(thread.createdBy, ctx.isOwner);
  const deletedText = deletedNotice(thread, 'comment', t);
  const resolvedText = thread.isDeleted ? null : resolvedNotice(thread, t);
  const focusSelf = () => self.current?.focus();
  return (
    <li ref={self} className={`review-history-item ${thread.isDeleted ? 'is-deleted' : thread.isResolved ? 'is-resolved' : ''}`} tabIndex={-1}>
      <Link className="review-place-link" to={routeOfTarget(target, course)} onClick={() => opener?.show(target)}>
        {placeName(target, course, t, thread.anchor.quote)}
      </Link>
      <p className="review-meta">
        <span className="review-author" dir="auto">
          {thread.createdBy.name}
        </span>{' '}
        <time dateTime={thread.createdOn}>{formatWhen(thread.createdOn, language)}</time>
        {thread.isResolved && !thread.isDeleted ? <span className="review-badge">{t('player:comment resolved')}</span> : null}
        {thread.placement === 'outdated' ? <span className="review-badge is-outdated">{t('player:outdated')}</span> : null}
      </p>
      {thread.isDeleted ? <p className="review-state">{t('player:comment deleted')}</p> : null}
      {visible ? (
        <p className="review-text review-excerpt" dir="auto">
          {thread.text}
        </p>
      ) : null}
      {deletedText ? <Notice t={t} text={deletedText} onAcknowledge={() => comments.acknowledge(thread.id, 'deleted')} afterwards={focusSelf} /> : null}
      {resolvedText ? <Notice t={t} text={resolvedText} onAcknowledge={() => comments.acknowledge(thread.id, 'resolved')} afterwards={focusSelf} /> : null}
    </li>
  );
});
