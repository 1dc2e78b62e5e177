import type { ReviewFailure, ReviewResult } from './reviewResult';

/**
 * The comment record of SPEC 3.8 as the learner service answers it (docs/service.md, Review, "A thread").
 * Reviewer and owner text in it is always rendered as text.
 */
export type AnchorType = 'course' | 'section' | 'page' | 'block';

/** Where a comment was made (issue 25 §1): the course title, a section, a page (question or content page) or a block. */
export interface CommentAnchor {
  type: AnchorType;
  sectionId?: string;
  pageId?: string;
  blockId?: string;
  /** The text the comment was written on (≤ 1000 characters): shown when the thread is outdated. */
  quote?: string;
  /** docs/service.md "Anchors and checksums", version 1: SHA-256 hex of the anchored content. */
  checksum?: string;
}

/** Issue 25 §3: where a thread stands in the course as published now. */
export type Placement = 'inPlace' | 'outdated' | 'elsewhere';

/** A person of a thread: `email` only for oneself, to owners, or on a course that shows addresses. */
export interface ReviewPerson {
  name: string;
  email?: string;
  isOwner: boolean;
  isMe: boolean;
}

export interface ReviewReply {
  id: string;
  createdOn: string;
  createdBy: ReviewPerson;
  text: string;
  isDeleted: boolean;
  deletedBy: ReviewPerson | null;
  deletedSeenEmails: string[];
  /** The reviewer has acknowledged this reply's deletion (SPEC 3.8): the notice is shown once. */
  deletedSeenByMe: boolean;
}

export interface ReviewThread {
  id: string;
  createdOn: string;
  createdBy: ReviewPerson;
  text: string;
  anchor: CommentAnchor;
  placement?: Placement;
  isResolved: boolean;
  resolvedBy: ReviewPerson | null;
  resolvedSeenEmails: string[];
  resolvedSeenByMe: boolean;
  isDeleted: boolean;
  deletedBy: ReviewPerson | null;
  deletedSeenEmails: string[];
  deletedSeenByMe: boolean;
  replies: ReviewReply[];
}

/** SPEC 4.8's received review events, as the live channel names them. */
export type ReviewChangeKind =
  | 'commentAdded'
  | 'commentResolved'
  | 'commentUnresolved'
  | 'commentDeleted'
  | 'commentRestored'
  | 'replyAdded'
  | 'replyDeleted'
  | 'replyRestored'
  | 'commentDeletedAck'
  | 'commentResolvedAck'
  | 'replyDeletedAck';

/** One change of the live channel: the thread as it stands after it. */
export interface ReviewChange {
  id: string;
  kind: ReviewChangeKind;
  commentId: string;
  replyId?: string | null;
  at: string;
  comment: ReviewThread;
  /** The reader made this change (docs/service.md, live channel): no announcement for one's own. */
  byMe?: boolean;
}

/** An anchor of the course as the player has it now (for `POST comments/placement`). */
export interface CourseAnchor {
  type: AnchorType;
  sectionId?: string;
  pageId?: string;
  blockId?: string;
  checksum: string;
}

/** The live channel's handle: stop it when the reviewer leaves or the session ends. */
export interface ReviewLiveFeed {
  /** How changes arrive now: the event stream, or polling `changes` where a stream cannot be held. */
  readonly transport: 'stream' | 'polling';
  stop(): void;
}

/** What the live channel tells besides changes. */
export interface ReviewLiveOptions {
  /** The channel gave up for good: the token is no longer taken ('unauthorized') or not for this (403). */
  onStopped?(failure: ReviewFailure): void;
}

/**
 * The review API's comment calls (SPEC 7.7; docs/service.md, Review). A failure is SPEC 8.2's outcome
 * (commentSendingFailed, replySendingFailed, …) mapped by the client to a ReviewFailure.
 */
export interface ReviewCommentsApi {
  /**
   * Every thread, and the cursor to go live from: with `anchors`, each placed against the course as
   * the player has it now (`POST comments/placement`); without, as stored (`GET comments`), for a
   * caller that places them itself (core/review/anchors.ts `placementOf`, the service's rule).
   */
  listComments(anchors?: CourseAnchor[]): Promise<ReviewResult<{ comments: ReviewThread[]; cursor: string }>>;
  postComment(input: { text: string; anchor: CommentAnchor; pageUrl?: string }): Promise<ReviewResult<ReviewThread>>;
  postReply(commentId: string, text: string): Promise<ReviewResult<ReviewThread>>;
  setResolved(commentId: string, resolved: boolean): Promise<ReviewResult<ReviewThread>>;
  setCommentDeleted(commentId: string, deleted: boolean): Promise<ReviewResult<ReviewThread>>;
  setReplyDeleted(commentId: string, replyId: string, deleted: boolean): Promise<ReviewResult<ReviewThread>>;
  acknowledge(commentId: string, what: 'deleted' | 'resolved'): Promise<ReviewResult<ReviewThread>>;
  acknowledgeReply(commentId: string, replyId: string): Promise<ReviewResult<ReviewThread>>;
  /**
   * Others' changes after `cursor`, as they happen: the event stream read with fetch (the token cannot
   * go on an EventSource), reconnecting with Last-Event-ID, falling back to polling `changes`.
   */
  live(cursor: string, onChange: (change: ReviewChange) => void, options?: ReviewLiveOptions): ReviewLiveFeed;
}

/** What a comment control stands on: an anchor without its checksum (the store computes it when posting). */
export interface CommentTarget {
  type: AnchorType;
  sectionId?: string;
  pageId?: string;
  blockId?: string;
}

/** 'Comments on the {contextType}': the kind of thing the form comments, as a label key of the player's table. */
export type CommentContextType = 'course title' | 'section' | 'page' | 'question' | 'block';

/**
 * SPEC 2.1 `commentContext`: the address names a comment (the link of an owner's answer). Once the
 * threads are in, the thread and where it stands; the UI goes there, opens it, then calls
 * `contextOpened()`. `target` is null when its anchor is gone from the course ('elsewhere').
 */
export interface CommentContext {
  threadId: string;
  target: CommentTarget | null;
}

/** One announcement of the live region: its words, and a number of its own (`id`) that tells it from the last. */
export interface ReviewAnnouncement {
  text: string;
  id: number;
}

/** What a call of the comment UI ends in: done, or the label key of the problem to show beside it. */
export type CommentOutcome = { ok: true } | { ok: false; problem: string };

/**
 * The comment UI's model (SPEC 2.11 ADD_COMMENT / ADD_COMMENT_WITH_HISTORY, 3.8, 4.7, 4.8), observable
 * (MobX) and React-free: core/review/ReviewComments.ts implements it; app/review/ renders it.
 */
export interface ReviewThreads {
  readonly state: 'loading' | 'ready' | 'failed';
  /** Every thread the reviewer sees, oldest first, resolved and deleted ones included. */
  readonly threads: readonly ReviewThread[];
  /** The target whose form is open (beside it), or null. */
  readonly openTarget: CommentTarget | null;
  /** Threads anchored on a target (in place or outdated there), oldest first. */
  threadsAt(target: CommentTarget): ReviewThread[];
  /** The marker's count on a target: its threads neither deleted nor resolved. */
  countAt(target: CommentTarget): number;
  /** Issue 25 §3: threads whose anchor is gone from the course, never hidden. */
  readonly elsewhere: readonly ReviewThread[];
  /**
   * The last change by someone else, as text for a polite live region (SPEC 4.8 received events); null
   * when none. A new object for each change, so the same words twice (a reviewer's second comment) are
   * two announcements, not one.
   */
  readonly announcement: ReviewAnnouncement | null;
  /** When `state` is 'failed': the label key of why (commentsListingFailed, try later). */
  readonly problem: string | null;
  /** SPEC 2.1 commentContext, until the UI has opened it. */
  readonly commentContext: CommentContext | null;
  contextOpened(): void;
  /** 'Comments on the {contextType}' for a target: a content page is a 'page', any other a 'question'. */
  contextTypeOf(target: CommentTarget): CommentContextType;
  open(target: CommentTarget): void;
  close(): void;
  /** Posts on the open target; the outcome's problem is a label key. */
  post(text: string): Promise<{ ok: true } | { ok: false; problem: string }>;
  reply(threadId: string, text: string): Promise<{ ok: true } | { ok: false; problem: string }>;
  setResolved(threadId: string, resolved: boolean): Promise<{ ok: true } | { ok: false; problem: string }>;
  setDeleted(threadId: string, deleted: boolean): Promise<{ ok: true } | { ok: false; problem: string }>;
  setReplyDeleted(threadId: string, replyId: string, deleted: boolean): Promise<{ ok: true } | { ok: false; problem: string }>;
  acknowledge(threadId: string, what: 'deleted' | 'resolved'): Promise<{ ok: true } | { ok: false; problem: string }>;
  acknowledgeReply(threadId: string, replyId: string): Promise<{ ok: true } | { ok: false; problem: string }>;
}
