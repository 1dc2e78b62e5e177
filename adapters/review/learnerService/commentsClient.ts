import type { CommentAnchor, CourseAnchor, ReviewChange, ReviewCommentsApi, ReviewFailure, ReviewLiveFeed, ReviewLiveOptions, ReviewResult, ReviewThread } from '@core';
import { LiveChannel, LIVE_DEFAULTS, type LiveTuning } from './liveFeed';
import type { ReviewTransport } from './transport';

export type { LiveTuning } from './liveFeed';

type Threads = { comments: ReviewThread[]; cursor: string };

/**
 * The comment calls of the learner service's review API (docs/service.md, Review; SPEC 3.8, 7.7),
 * each failure mapped to its SPEC 8.2 outcome (commentSendingFailed, replySendingFailed, …). Every
 * answer that changes a thread is the thread as it now stands (`{comment}`).
 */
export class LearnerServiceComments implements ReviewCommentsApi {
  private readonly tuning: LiveTuning;

  constructor(
    private readonly http: ReviewTransport,
    tuning: Partial<LiveTuning> = {},
  ) {
    this.tuning = { ...LIVE_DEFAULTS, ...tuning };
  }

  listComments(anchors?: CourseAnchor[]): Promise<ReviewResult<Threads>> {
    const rule = { ok: 200, failed: 'commentsListingFailed' } as const;
    return anchors ? this.http.call<Threads>('POST', '/comments/placement', { anchors }, rule) : this.http.call<Threads>('GET', '/comments', undefined, rule);
  }

  postComment(input: { text: string; anchor: CommentAnchor; pageUrl?: string }): Promise<ReviewResult<ReviewThread>> {
    return this.thread('POST', '/comments', { text: input.text, anchor: input.anchor, ...(input.pageUrl ? { pageUrl: input.pageUrl } : {}) }, 201, 'commentSendingFailed');
  }

  postReply(commentId: string, text: string): Promise<ReviewResult<ReviewThread>> {
    return this.thread('POST', `${at(commentId)}/replies`, { text }, 201, 'replySendingFailed');
  }

  setResolved(commentId: string, resolved: boolean): Promise<ReviewResult<ReviewThread>> {
    return this.thread('POST', `${at(commentId)}/${resolved ? 'resolve' : 'unresolve'}`, undefined, 200, 'commentResolvingFailed');
  }

  setCommentDeleted(commentId: string, deleted: boolean): Promise<ReviewResult<ReviewThread>> {
    return deleted ? this.thread('DELETE', at(commentId), undefined, 200, 'commentDeletingFailed') : this.thread('POST', `${at(commentId)}/restore`, undefined, 200, 'commentDeletingFailed');
  }

  setReplyDeleted(commentId: string, replyId: string, deleted: boolean): Promise<ReviewResult<ReviewThread>> {
    const path = `${at(commentId)}/replies/${encodeURIComponent(replyId)}`;
    return deleted ? this.thread('DELETE', path, undefined, 200, 'replyDeletingFailed') : this.thread('POST', `${path}/restore`, undefined, 200, 'replyDeletingFailed');
  }

  acknowledge(commentId: string, what: 'deleted' | 'resolved'): Promise<ReviewResult<ReviewThread>> {
    return this.thread('POST', `${at(commentId)}/acknowledge`, { what }, 200, 'acknowledgingFailed');
  }

  acknowledgeReply(commentId: string, replyId: string): Promise<ReviewResult<ReviewThread>> {
    return this.thread('POST', `${at(commentId)}/replies/${encodeURIComponent(replyId)}/acknowledge`, undefined, 200, 'acknowledgingFailed');
  }

  live(cursor: string, onChange: (change: ReviewChange) => void, options: ReviewLiveOptions = {}): ReviewLiveFeed {
    return new LiveChannel(this.http, cursor, onChange, options, this.tuning);
  }

  private async thread(method: string, path: string, body: unknown, ok: number, failed: ReviewFailure): Promise<ReviewResult<ReviewThread>> {
    const result = await this.http.call<{ comment: ReviewThread }>(method, path, body, { ok, failed });
    return result.ok ? { ok: true, value: result.value.comment } : result;
  }
}

const at = (commentId: string) => `/comments/${encodeURIComponent(commentId)}`;
