import type { CommentAnchor, CourseAnchor, ReviewChange, ReviewChangeKind, ReviewCommentsApi, ReviewFailure, ReviewLiveFeed, ReviewPerson, ReviewResult, ReviewThread } from '@core';

interface Who {
  email: string;
  name: string;
  isOwner?: boolean;
}

interface StoredPost {
  id: string;
  createdOn: string;
  by: Who;
  text: string;
  deletedBy: Who | null;
  deletedSeen: string[];
}

interface StoredThread extends StoredPost {
  anchor: CommentAnchor;
  resolvedBy: Who | null;
  resolvedSeen: string[];
  replies: StoredPost[];
}

interface Change {
  id: string;
  kind: ReviewChangeKind;
  commentId: string;
  replyId: string | null;
  at: string;
  actor: string;
}

/**
 * The comments of one course as the learner service keeps them (docs/service.md, Review), in memory:
 * several FakeCommentsApi (one per reviewer) share it, so a test sees one reviewer's change reach
 * the other's live channel. Ids are counters, change ids a cursor as the service's.
 */
export class FakeCommentStore {
  readonly threads = new Map<string, StoredThread>();
  readonly changes: Change[] = [];
  private readonly listeners = new Set<() => void>();
  private n = 0;

  nextId(prefix: string): string {
    return `${prefix}-${++this.n}`;
  }

  record(kind: ReviewChangeKind, commentId: string, replyId: string | null, actor: string): void {
    this.changes.push({ id: String(this.changes.length + 1), kind, commentId, replyId, at: new Date(0).toISOString(), actor });
    this.listeners.forEach((l) => l());
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get cursor(): string {
    return String(this.changes.length);
  }
}

/** One reviewer's comment calls over a FakeCommentStore; `fail(call)` makes the next such call fail. */
export class FakeCommentsApi implements ReviewCommentsApi {
  readonly calls: string[] = [];
  /** The anchors the last listing placed threads against (undefined: listed as stored). */
  lastAnchors: CourseAnchor[] | undefined;
  private readonly failures = new Map<string, { failure: ReviewFailure; status: number }>();

  constructor(
    readonly store: FakeCommentStore,
    private readonly who: () => Who,
  ) {}

  fail(call: keyof ReviewCommentsApi, failure: ReviewFailure, status = 400): void {
    this.failures.set(call, { failure, status });
  }

  async listComments(anchors?: CourseAnchor[]): Promise<ReviewResult<{ comments: ReviewThread[]; cursor: string }>> {
    this.calls.push('list');
    this.lastAnchors = anchors;
    const failed = this.failed('listComments');
    if (failed) return failed;
    return { ok: true, value: { comments: [...this.store.threads.values()].map((t) => this.view(t)), cursor: this.store.cursor } };
  }

  async postComment(input: { text: string; anchor: CommentAnchor; pageUrl?: string }): Promise<ReviewResult<ReviewThread>> {
    this.calls.push(`post ${input.text}`);
    const failed = this.failed('postComment');
    if (failed) return failed;
    if (!input.text.trim()) return { ok: false, failure: 'emptyComment', status: 400 };
    const thread: StoredThread = { id: this.store.nextId('c'), createdOn: new Date(0).toISOString(), by: this.who(), text: input.text, anchor: input.anchor, deletedBy: null, deletedSeen: [], resolvedBy: null, resolvedSeen: [], replies: [] };
    this.store.threads.set(thread.id, thread);
    return this.changed(thread, 'commentAdded', null);
  }

  async postReply(commentId: string, text: string): Promise<ReviewResult<ReviewThread>> {
    this.calls.push(`reply ${commentId} ${text}`);
    const thread = this.store.threads.get(commentId);
    const failed = this.failed('postReply') ?? (thread ? null : this.notFound());
    if (failed) return failed;
    const reply: StoredPost = { id: this.store.nextId('r'), createdOn: new Date(0).toISOString(), by: this.who(), text, deletedBy: null, deletedSeen: [] };
    thread!.replies.push(reply);
    return this.changed(thread!, 'replyAdded', reply.id);
  }

  async setResolved(commentId: string, resolved: boolean): Promise<ReviewResult<ReviewThread>> {
    this.calls.push(`${resolved ? 'resolve' : 'unresolve'} ${commentId}`);
    const thread = this.store.threads.get(commentId);
    const failed = this.failed('setResolved') ?? (thread ? null : this.notFound());
    if (failed) return failed;
    thread!.resolvedBy = resolved ? this.who() : null;
    thread!.resolvedSeen = [];
    return this.changed(thread!, resolved ? 'commentResolved' : 'commentUnresolved', null);
  }

  async setCommentDeleted(commentId: string, deleted: boolean): Promise<ReviewResult<ReviewThread>> {
    this.calls.push(`${deleted ? 'delete' : 'restore'} ${commentId}`);
    const thread = this.store.threads.get(commentId);
    const failed = this.failed('setCommentDeleted') ?? (thread ? this.mine(thread) : this.notFound());
    if (failed) return failed;
    thread!.deletedBy = deleted ? this.who() : null;
    thread!.deletedSeen = [];
    return this.changed(thread!, deleted ? 'commentDeleted' : 'commentRestored', null);
  }

  async setReplyDeleted(commentId: string, replyId: string, deleted: boolean): Promise<ReviewResult<ReviewThread>> {
    this.calls.push(`${deleted ? 'delete' : 'restore'} ${commentId}/${replyId}`);
    const thread = this.store.threads.get(commentId);
    const reply = thread?.replies.find((r) => r.id === replyId);
    const failed = this.failed('setReplyDeleted') ?? (reply ? this.mine(reply) : this.notFound());
    if (failed) return failed;
    reply!.deletedBy = deleted ? this.who() : null;
    reply!.deletedSeen = [];
    return this.changed(thread!, deleted ? 'replyDeleted' : 'replyRestored', replyId);
  }

  async acknowledge(commentId: string, what: 'deleted' | 'resolved'): Promise<ReviewResult<ReviewThread>> {
    this.calls.push(`ack ${what} ${commentId}`);
    const thread = this.store.threads.get(commentId);
    const failed = this.failed('acknowledge') ?? (thread ? null : this.notFound());
    if (failed) return failed;
    const seen = what === 'deleted' ? thread!.deletedSeen : thread!.resolvedSeen;
    if (!(what === 'deleted' ? thread!.deletedBy : thread!.resolvedBy)) return { ok: false, failure: 'acknowledgingFailed', status: 409 };
    seen.push(this.who().email);
    return this.changed(thread!, what === 'deleted' ? 'commentDeletedAck' : 'commentResolvedAck', null);
  }

  async acknowledgeReply(commentId: string, replyId: string): Promise<ReviewResult<ReviewThread>> {
    this.calls.push(`ack reply ${commentId}/${replyId}`);
    const thread = this.store.threads.get(commentId);
    const reply = thread?.replies.find((r) => r.id === replyId);
    const failed = this.failed('acknowledgeReply') ?? (reply?.deletedBy ? null : this.notFound());
    if (failed) return failed;
    reply!.deletedSeen.push(this.who().email);
    return this.changed(thread!, 'replyDeletedAck', replyId);
  }

  /** Delivers each change after `cursor` once, a tick after it is recorded, as the service's channel does. */
  live(cursor: string, onChange: (change: ReviewChange) => void): ReviewLiveFeed & { stopped: boolean } {
    this.calls.push(`live ${cursor}`);
    let at = Number(cursor);
    const feed = { transport: 'stream' as const, stopped: false, stop: () => undefined as void };
    const flush = () =>
      queueMicrotask(() => {
        while (!feed.stopped && at < this.store.changes.length) {
          const c = this.store.changes[at++];
          const thread = this.store.threads.get(c.commentId)!;
          onChange({ id: c.id, kind: c.kind, commentId: c.commentId, replyId: c.replyId, at: c.at, comment: this.view(thread), byMe: c.actor === this.who().email });
        }
      });
    const off = this.store.onChange(flush);
    flush();
    feed.stop = () => {
      feed.stopped = true;
      off();
    };
    return feed;
  }

  private view(t: StoredThread): ReviewThread {
    const me = this.who().email;
    const person = (w: Who): ReviewPerson => ({ name: w.isOwner ? 'Course author' : w.name, ...(w.email === me ? { email: w.email } : {}), isOwner: Boolean(w.isOwner), isMe: w.email === me });
    return {
      id: t.id,
      createdOn: t.createdOn,
      createdBy: person(t.by),
      text: t.text,
      anchor: { quote: '', checksum: '', ...t.anchor },
      isResolved: Boolean(t.resolvedBy),
      resolvedBy: t.resolvedBy ? person(t.resolvedBy) : null,
      resolvedSeenEmails: t.resolvedSeen.filter((e) => e === me),
      resolvedSeenByMe: t.resolvedSeen.includes(me),
      isDeleted: Boolean(t.deletedBy),
      deletedBy: t.deletedBy ? person(t.deletedBy) : null,
      deletedSeenEmails: t.deletedSeen.filter((e) => e === me),
      deletedSeenByMe: t.deletedSeen.includes(me),
      replies: t.replies.map((r) => ({
        id: r.id,
        createdOn: r.createdOn,
        createdBy: person(r.by),
        text: r.text,
        isDeleted: Boolean(r.deletedBy),
        deletedBy: r.deletedBy ? person(r.deletedBy) : null,
        deletedSeenEmails: r.deletedSeen.filter((e) => e === me),
        deletedSeenByMe: r.deletedSeen.includes(me),
      })),
    };
  }

  private changed(thread: StoredThread, kind: ReviewChangeKind, replyId: string | null): ReviewResult<ReviewThread> {
    this.store.record(kind, thread.id, replyId, this.who().email);
    return { ok: true, value: this.view(thread) };
  }

  private failed(call: string): ReviewResult<never> | null {
    const f = this.failures.get(call);
    if (!f) return null;
    this.failures.delete(call);
    return { ok: false, ...f };
  }

  private notFound(): ReviewResult<never> {
    return { ok: false, failure: 'notFound', status: 404 };
  }

  private mine(post: StoredPost): ReviewResult<never> | null {
    const who = this.who();
    return who.isOwner || post.by.email === who.email ? null : { ok: false, failure: 'notYourComment', status: 403 };
  }
}
