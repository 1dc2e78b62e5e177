import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { anchorKey, quoteOf, type CourseAnchorIndex } from './anchors';
import type { CommentAnchor, CommentContext, CommentContextType, CommentOutcome, CommentTarget, ReviewAnnouncement, ReviewChange, ReviewChangeKind, ReviewCommentsApi, ReviewLiveFeed, ReviewThread, ReviewThreads } from './comments';
import type { ReviewFailure, ReviewResult } from './ReviewApi';
import type { ReviewEvents } from './reviewEvents';

/** The course as review mode reads it: its anchors and what the reviewer sees on each. */
export interface ReviewCourse {
  anchors: CourseAnchorIndex;
  /** The text shown on a target now (a title in the course language, a block's text): the comment's quote. */
  shownText(target: CommentTarget): Promise<string>;
}

export interface ReviewCommentsDeps {
  api: ReviewCommentsApi;
  /** Resolves once the course is built (the reviewer may be signed in before). */
  course: Promise<ReviewCourse>;
  t(key: string, values?: Record<string, unknown>): string;
  /** SPEC 2.1 `commentContext`: the comment the address names. */
  commentContext: string | null;
  /** The page's address for the e-mail of an owner's answer (docs/service.md, `pageUrl`); undefined when none. */
  pageUrl(): string | undefined;
  events: ReviewEvents;
  /** The token is no longer taken: the reviewer starts again from the login form. */
  signedOut(): void;
}

/** SPEC 8.2 outcomes as what the reviewer reads beside the form (label keys). */
const PROBLEM: Partial<Record<ReviewFailure, string>> = {
  commentSendingFailed: '[error comment sending]',
  replySendingFailed: 'player:review reply sending failed',
  commentDeletingFailed: 'player:review deleting failed',
  replyDeletingFailed: 'player:review deleting failed',
  commentsListingFailed: 'player:review comments listing failed',
  notYourComment: 'player:review not your comment',
  notFound: 'player:review comment gone',
  emptyComment: 'player:review empty comment',
  reviewerNotAuthenticated: 'player:review follow the link first',
  rateLimited: 'player:review try later',
  offline: 'player:review try later',
};
const problemOf = (failure: ReviewFailure): string => PROBLEM[failure] ?? 'player:review call failed';

/** SPEC 4.8 received events worth telling (acknowledgements are not news) and who is named in them. */
const ANNOUNCED: Partial<Record<ReviewChangeKind, { key: string; by?: (c: ReviewChange) => { name: string; isMe: boolean } | null | undefined }>> = {
  commentAdded: { key: 'player:review announce comment added', by: (c) => c.comment.createdBy },
  replyAdded: { key: 'player:review announce reply added', by: (c) => c.comment.replies.find((r) => r.id === c.replyId)?.createdBy },
  commentResolved: { key: 'player:review announce comment resolved', by: (c) => c.comment.resolvedBy },
  commentUnresolved: { key: 'player:review announce comment reopened' },
  commentDeleted: { key: 'player:review announce comment deleted', by: (c) => c.comment.deletedBy },
  commentRestored: { key: 'player:review announce comment restored' },
  replyDeleted: { key: 'player:review announce reply deleted', by: (c) => c.comment.replies.find((r) => r.id === c.replyId)?.deletedBy },
  replyRestored: { key: 'player:review announce reply restored' },
};

/**
 * The comment layer of review mode (SPEC 2.11 ADD_COMMENT / ADD_COMMENT_WITH_HISTORY, 3.8, 4.7, 4.8;
 * issue 25 §2, §3): the threads of the course placed against it as published now, live from the
 * listing's cursor, and the reviewer's calls. Made by ReviewerSession once the reviewer is
 * authenticated, dropped when the session ends. React-free; app/review/ renders it.
 */
export class ReviewComments implements ReviewThreads {
  state: 'loading' | 'ready' | 'failed' = 'loading';
  threads: readonly ReviewThread[] = [];
  openTarget: CommentTarget | null = null;
  announcement: ReviewAnnouncement | null = null;
  private announced = 0;
  problem: string | null = null;
  commentContext: CommentContext | null = null;
  private feed: ReviewLiveFeed | null = null;
  private course: ReviewCourse | null = null;
  private stopped = false;

  constructor(private readonly deps: ReviewCommentsDeps) {
    makeObservable<ReviewComments, 'upsert'>(this, {
      state: observable,
      threads: observableRef,
      openTarget: observableRef,
      announcement: observableRef,
      problem: observable,
      commentContext: observableRef,
      open: action,
      close: action,
      contextOpened: action,
      upsert: action,
    });
  }

  /** Lists the threads, places them, then goes live from the listing's cursor (a change made meanwhile comes again, once). */
  async start(): Promise<void> {
    const course = await this.deps.course;
    if (this.stopped) return;
    this.course = course;
    const listed = await this.deps.api.listComments();
    if (this.stopped) return;
    if (!listed.ok) {
      if (listed.failure === 'unauthorized') return this.deps.signedOut();
      runInAction(() => {
        this.state = 'failed';
        this.problem = problemOf(listed.failure === 'offline' || listed.failure === 'rateLimited' ? listed.failure : 'commentsListingFailed');
      });
      return;
    }
    const placed = await Promise.all(listed.value.comments.map((t) => this.placed(t)));
    if (this.stopped) return;
    runInAction(() => {
      this.threads = placed;
      this.state = 'ready';
      this.commentContext = this.contextOf(this.deps.commentContext);
    });
    this.deps.events.emit({ type: 'commentsReceived', count: placed.length });
    this.feed = this.deps.api.live(listed.value.cursor, (change) => this.received(change), {
      onStopped: (failure) => {
        if (failure === 'unauthorized') this.deps.signedOut();
      },
    });
  }

  /** The reviewer left (end of session, a token refused, a language switch that starts review again: SPEC 4.7). */
  stop(): void {
    this.stopped = true;
    this.feed?.stop();
    this.feed = null;
  }

  get elsewhere(): readonly ReviewThread[] {
    return this.threads.filter((t) => t.placement === 'elsewhere');
  }

  threadsAt(target: CommentTarget): ReviewThread[] {
    const key = anchorKey(target);
    return this.threads.filter((t) => t.placement !== 'elsewhere' && anchorKey(t.anchor) === key);
  }

  countAt(target: CommentTarget): number {
    return this.threadsAt(target).filter((t) => !t.isDeleted && !t.isResolved).length;
  }

  contextTypeOf(target: CommentTarget): CommentContextType {
    if (target.type === 'course') return 'course title';
    if (target.type !== 'page') return target.type;
    return this.course?.anchors.site(target)?.pageType === 'informationContent' ? 'page' : 'question';
  }

  open(target: CommentTarget): void {
    // The ids around a target (a block's page and section) come from the course, whatever the control passed.
    this.openTarget = this.course?.anchors.site(target)?.target ?? target;
  }

  close(): void {
    this.openTarget = null;
  }

  contextOpened(): void {
    this.commentContext = null;
  }

  async post(text: string): Promise<CommentOutcome> {
    const target = this.openTarget;
    if (!text.trim()) return { ok: false, problem: problemOf('emptyComment') };
    if (!target || !this.course) return { ok: false, problem: problemOf('commentSendingFailed') };
    const anchor = await this.anchorOf(target, this.course);
    const pageUrl = this.deps.pageUrl();
    const result = await this.deps.api.postComment({ text, anchor, ...(pageUrl ? { pageUrl } : {}) });
    return this.settle(result, (thread) => this.deps.events.emit({ type: 'commentSent', commentId: thread.id }));
  }

  async reply(threadId: string, text: string): Promise<CommentOutcome> {
    if (!text.trim()) return { ok: false, problem: problemOf('emptyComment') };
    const before = new Set(this.find(threadId)?.replies.map((r) => r.id));
    const result = await this.deps.api.postReply(threadId, text);
    return this.settle(result, (thread) => {
      const reply = thread.replies.find((r) => !before.has(r.id) && r.createdBy.isMe);
      this.deps.events.emit({ type: 'commentReplySent', commentId: thread.id, replyId: reply?.id ?? null });
    });
  }

  async setResolved(threadId: string, resolved: boolean): Promise<CommentOutcome> {
    return this.settle(await this.deps.api.setResolved(threadId, resolved));
  }

  async setDeleted(threadId: string, deleted: boolean): Promise<CommentOutcome> {
    const result = await this.deps.api.setCommentDeleted(threadId, deleted);
    return this.settle(result, () => deleted && this.deps.events.emit({ type: 'commentDeleted', commentId: threadId }));
  }

  async setReplyDeleted(threadId: string, replyId: string, deleted: boolean): Promise<CommentOutcome> {
    const result = await this.deps.api.setReplyDeleted(threadId, replyId, deleted);
    return this.settle(result, () => deleted && this.deps.events.emit({ type: 'replyDeleted', commentId: threadId, replyId }));
  }

  async acknowledge(threadId: string, what: 'deleted' | 'resolved'): Promise<CommentOutcome> {
    const result = await this.deps.api.acknowledge(threadId, what);
    return this.settle(result, () => this.deps.events.emit({ type: what === 'deleted' ? 'commentDeletedAcknowledged' : 'commentResolvedAcknowledged', commentId: threadId }));
  }

  async acknowledgeReply(threadId: string, replyId: string): Promise<CommentOutcome> {
    const result = await this.deps.api.acknowledgeReply(threadId, replyId);
    return this.settle(result, () => this.deps.events.emit({ type: 'replyDeletedAcknowledged', commentId: threadId, replyId }));
  }

  /** A change from the live channel: the thread as it stands now replaces ours (or joins), and others' changes are told. */
  private received(change: ReviewChange): void {
    if (this.stopped) return;
    const announced = ANNOUNCED[change.kind];
    const by = announced?.by?.(change);
    // The service says whose change it is (`byMe`); an older one does not, and the record's own person tells where it names one.
    const byMe = change.byMe ?? by?.isMe ?? false;
    this.upsert(change.comment);
    if (announced && !byMe) runInAction(() => (this.announcement = { text: this.deps.t(announced.key, by ? { name: by.name } : undefined), id: ++this.announced }));
    this.deps.events.emit({ type: 'changeReceived', kind: change.kind, commentId: change.commentId, byMe });
  }

  private async settle(result: ReviewResult<ReviewThread>, done?: (thread: ReviewThread) => unknown): Promise<CommentOutcome> {
    if (!result.ok) {
      if (result.failure === 'unauthorized') this.deps.signedOut();
      return { ok: false, problem: problemOf(result.failure) };
    }
    this.upsert(result.value);
    done?.(result.value);
    return { ok: true };
  }

  /**
   * A thread as it now stands, in place of ours by id, placed against the course: its anchor never
   * changes, so a known thread keeps its placement; a new one is placed (at once where that needs no
   * checksum, else in place until its checksum is compared).
   */
  private upsert(thread: ReviewThread): void {
    if (this.stopped) return;
    const known = this.find(thread.id);
    const next = { ...thread, placement: known?.placement ?? thread.placement ?? this.quickPlacement(thread) };
    this.threads = known ? this.threads.map((t) => (t.id === thread.id ? next : t)) : [...this.threads, next];
    if (!known && thread.anchor.checksum && next.placement === 'inPlace') {
      void this.placed(thread).then((placed) => {
        if (placed.placement !== 'inPlace') runInAction(() => (this.threads = this.threads.map((t) => (t.id === thread.id ? { ...t, placement: placed.placement } : t))));
      });
    }
  }

  private quickPlacement(thread: ReviewThread): ReviewThread['placement'] {
    const key = anchorKey(thread.anchor);
    return key !== 'course' && this.course && !this.course.anchors.sites.has(key) ? 'elsewhere' : 'inPlace';
  }

  private async placed(thread: ReviewThread): Promise<ReviewThread> {
    const placement = this.course ? await this.course.anchors.placementOf(thread.anchor) : 'inPlace';
    return { ...thread, placement };
  }

  private find(id: string): ReviewThread | undefined {
    return this.threads.find((t) => t.id === id);
  }

  /** SPEC 2.1: the thread the address names, and where it stands (null target: its anchor is gone). */
  private contextOf(id: string | null): CommentContext | null {
    const thread = id ? this.find(id) : undefined;
    if (!thread) return null;
    const site = thread.placement === 'elsewhere' ? undefined : this.course?.anchors.site(thread.anchor);
    return { threadId: thread.id, target: site?.target ?? (thread.placement === 'elsewhere' ? null : { type: 'course' }) };
  }

  /** The open target's anchor: its ids, the text shown on it now (the quote) and its checksum (docs/service.md, version 1). */
  private async anchorOf(target: CommentTarget, course: ReviewCourse): Promise<CommentAnchor> {
    const [checksum, shown] = await Promise.all([course.anchors.checksum(anchorKey(target)), course.shownText(target).catch(() => '')]);
    const ids = { ...(target.sectionId ? { sectionId: target.sectionId } : {}), ...(target.pageId ? { pageId: target.pageId } : {}), ...(target.blockId ? { blockId: target.blockId } : {}) };
    return { type: target.type, ...ids, quote: quoteOf(shown), ...(checksum ? { checksum } : {}) };
  }
}
