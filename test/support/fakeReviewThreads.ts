import { action, computed, makeObservable, observable, observableRef, observableShallow } from 'mobx';
import type { CommentAnchor, CommentContext, CommentContextType, CommentTarget, ReviewAnnouncement, ReviewPerson, ReviewReply, ReviewThread, ReviewThreads } from '@core';

type Outcome = { ok: true } | { ok: false; problem: string };

/** The reviewer of the tests, and others who comment beside them. */
export const ME: ReviewPerson = { name: 'Ann Lee', isOwner: false, isMe: true };
export const OTHER: ReviewPerson = { name: 'Bo Chen', isOwner: false, isMe: false };
export const OWNER: ReviewPerson = { name: 'Course author', isOwner: true, isMe: false };

/** The anchor's own id decides where a thread stands (docs/service.md, "Anchors and checksums"). */
export function anchorMatches(anchor: CommentAnchor | CommentTarget, target: CommentTarget): boolean {
  if (anchor.type !== target.type) return false;
  if (target.type === 'course') return true;
  if (target.type === 'section') return anchor.sectionId === target.sectionId;
  if (target.type === 'page') return anchor.pageId === target.pageId;
  return anchor.blockId === target.blockId;
}

let n = 0;
/** A thread as the service would answer it, with what a test names. */
export function thread(input: Partial<ReviewThread> & { anchor: CommentAnchor; text: string }): ReviewThread {
  n += 1;
  return {
    id: `c${n}`,
    createdOn: '2026-03-02T10:15:00.000Z',
    createdBy: OTHER,
    placement: 'inPlace',
    isResolved: false,
    resolvedBy: null,
    resolvedSeenEmails: [],
    resolvedSeenByMe: false,
    isDeleted: false,
    deletedBy: null,
    deletedSeenEmails: [],
    deletedSeenByMe: false,
    replies: [],
    ...input,
  };
}

export function reply(input: Partial<ReviewReply> & { text: string }): ReviewReply {
  n += 1;
  return { id: `r${n}`, createdOn: '2026-03-02T11:00:00.000Z', createdBy: OTHER, isDeleted: false, deletedBy: null, deletedSeenEmails: [], deletedSeenByMe: false, ...input };
}

/**
 * An in-memory ReviewThreads (core/review/comments.ts), MobX-observable as the real model is: the
 * comment UI's tests post, reply, resolve, delete and acknowledge against it and read `calls`.
 * `receive` stands for another reviewer's change arriving on the live channel (SPEC 4.8).
 */
export class FakeReviewThreads implements ReviewThreads {
  state: 'loading' | 'ready' | 'failed' = 'ready';
  threads: ReviewThread[];
  openTarget: CommentTarget | null = null;
  announcement: ReviewAnnouncement | null = null;
  private announced = 0;
  problem: string | null = null;
  /** SPEC 2.1 commentContext as the model gives it once its threads are in. */
  commentContext: CommentContext | null = null;
  readonly calls: string[] = [];
  /** The next call fails with this label key (once). */
  failNext: string | null = null;

  constructor(threads: ReviewThread[] = []) {
    this.threads = threads;
    makeObservable(this, { state: observable, problem: observable, commentContext: observableRef, contextOpened: action, threads: observableShallow, openTarget: observableRef, elsewhere: computed, announcement: observableRef, open: action, close: action, receive: action, replace: action });
  }

  get elsewhere(): ReviewThread[] {
    return this.threads.filter((t) => t.placement === 'elsewhere');
  }

  threadsAt(target: CommentTarget): ReviewThread[] {
    return this.threads.filter((t) => t.placement !== 'elsewhere' && anchorMatches(t.anchor, target));
  }

  countAt(target: CommentTarget): number {
    return this.threadsAt(target).filter((t) => !t.isDeleted && !t.isResolved).length;
  }

  /** SessionComments' lifecycle (core/review/ReviewerSession.ts): the fake is loaded already, and nothing runs to stop. */
  async start(): Promise<void> {
    this.calls.push('start');
  }

  stop(): void {
    this.calls.push('stop');
  }

  contextOpened(): void {
    this.calls.push('context opened');
    this.commentContext = null;
  }

  /** The showcase's pages in these tests are questions; a content page's id starts with 'content'. */
  contextTypeOf(target: CommentTarget): CommentContextType {
    if (target.type === 'course') return 'course title';
    if (target.type === 'page') return target.pageId?.startsWith('content') ? 'page' : 'question';
    return target.type;
  }

  open(target: CommentTarget): void {
    this.calls.push(`open ${target.type}`);
    this.openTarget = target;
  }

  close(): void {
    this.openTarget = null;
  }

  receive(changed: ReviewThread, announcement: string | null = null): void {
    const i = this.threads.findIndex((t) => t.id === changed.id);
    if (i >= 0) this.threads[i] = changed;
    else this.threads.push(changed);
    this.announcement = announcement === null ? null : { text: announcement, id: ++this.announced };
  }

  replace(id: string, change: (t: ReviewThread) => ReviewThread): void {
    const i = this.threads.findIndex((t) => t.id === id);
    this.threads[i] = change(this.threads[i]);
  }

  async post(text: string): Promise<Outcome> {
    this.calls.push(`post ${text}`);
    const failed = this.failed();
    if (failed) return failed;
    const target = this.openTarget!;
    this.receive(thread({ text, createdBy: ME, anchor: { ...target } }));
    return { ok: true };
  }

  async reply(threadId: string, text: string): Promise<Outcome> {
    this.calls.push(`reply ${threadId} ${text}`);
    return this.failed() ?? this.change(threadId, (t) => ({ ...t, replies: [...t.replies, reply({ text, createdBy: ME })] }));
  }

  async setResolved(threadId: string, resolved: boolean): Promise<Outcome> {
    this.calls.push(`${resolved ? 'resolve' : 'unresolve'} ${threadId}`);
    return this.failed() ?? this.change(threadId, (t) => ({ ...t, isResolved: resolved, resolvedBy: resolved ? ME : null, resolvedSeenByMe: resolved }));
  }

  async setDeleted(threadId: string, deleted: boolean): Promise<Outcome> {
    this.calls.push(`${deleted ? 'delete' : 'restore'} ${threadId}`);
    return this.failed() ?? this.change(threadId, (t) => ({ ...t, isDeleted: deleted, deletedBy: deleted ? ME : null, deletedSeenByMe: deleted }));
  }

  async setReplyDeleted(threadId: string, replyId: string, deleted: boolean): Promise<Outcome> {
    this.calls.push(`${deleted ? 'delete' : 'restore'} reply ${replyId}`);
    return this.failed() ?? this.change(threadId, (t) => ({ ...t, replies: t.replies.map((r) => (r.id === replyId ? { ...r, isDeleted: deleted, deletedBy: deleted ? ME : null, deletedSeenByMe: deleted } : r)) }));
  }

  async acknowledge(threadId: string, what: 'deleted' | 'resolved'): Promise<Outcome> {
    this.calls.push(`acknowledge ${what} ${threadId}`);
    return this.failed() ?? this.change(threadId, (t) => (what === 'deleted' ? { ...t, deletedSeenByMe: true } : { ...t, resolvedSeenByMe: true }));
  }

  async acknowledgeReply(threadId: string, replyId: string): Promise<Outcome> {
    this.calls.push(`acknowledge reply ${replyId}`);
    return this.failed() ?? this.change(threadId, (t) => ({ ...t, replies: t.replies.map((r) => (r.id === replyId ? { ...r, deletedSeenByMe: true } : r)) }));
  }

  private failed(): Outcome | null {
    if (!this.failNext) return null;
    const problem = this.failNext;
    this.failNext = null;
    return { ok: false, problem };
  }

  private change(id: string, apply: (t: ReviewThread) => ReviewThread): Outcome {
    this.replace(id, apply);
    return { ok: true };
  }
}
