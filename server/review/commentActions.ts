import { randomUUID } from 'node:crypto';
import type { ServiceContext } from '../context';
import type { Queryable } from '../storage/Database';
import { addSeen, findComment, findThread, insertComment, recordChange, setDeleted, setResolved, type CommentRow } from '../storage/reviewComments';
import { ownersOf } from '../storage/reviewOwners';
import type { Anchor } from './anchors';
import { COMMENT_CONTEXT_PARAM } from './paths';
import { reviewerReplyMail } from './reviewMail';

/** Who acts: a proven reviewer of the course, or one of its owners (REVIEW_OWNERS) on the review page. */
export interface Actor {
  kind: 'reviewer' | 'owner';
  email: string;
  name: string;
  reviewerId: string | null;
}

export type Outcome = { ok: true; commentId: string } | { ok: false; status: 403 | 404 | 409; message: string };

const NOT_FOUND = { ok: false, status: 404, message: 'notFound' } as const;
const ok = (commentId: string): Outcome => ({ ok: true, commentId });

/** SPEC 4.8 received comment events, the change log's kinds. */
export type ChangeKind =
  | 'commentAdded' | 'commentResolved' | 'commentUnresolved' | 'commentDeleted' | 'commentRestored'
  | 'replyAdded' | 'replyDeleted' | 'replyRestored' | 'commentDeletedAck' | 'commentResolvedAck' | 'replyDeletedAck';

const change = (tx: Queryable, ctx: ServiceContext, courseId: string, commentId: string, replyId: string | null, kind: ChangeKind, actor: Actor) =>
  recordChange(tx, { courseId, commentId, replyId, kind, actor: actor.email, at: ctx.now() });

export async function postComment(ctx: ServiceContext, actor: Actor, courseId: string, input: { text: string; anchor: Anchor; pageUrl: string | null }): Promise<Outcome> {
  const id = randomUUID();
  const { anchor } = input;
  await ctx.db.transaction(async (tx) => {
    await insertComment(tx, {
      id, courseId, parentId: null, anchorType: anchor.type, sectionId: anchor.sectionId ?? null, pageId: anchor.pageId ?? null, blockId: anchor.blockId ?? null,
      quote: anchor.quote ?? null, checksum: anchor.checksum ?? null, body: input.text, authorKind: actor.kind, authorReviewerId: actor.reviewerId,
      authorEmail: actor.email, authorName: actor.name, pageUrl: input.pageUrl, createdAt: ctx.now(),
    });
    await change(tx, ctx, courseId, id, null, 'commentAdded', actor);
  });
  return ok(id);
}

/** A reply to a comment of this course; an owner's reply tells the thread's reviewers by e-mail (after the answer). */
export async function postReply(ctx: ServiceContext, actor: Actor, courseId: string, commentId: string, text: string): Promise<Outcome> {
  const comment = await findComment(ctx.db, courseId, commentId);
  if (!comment || comment.parentId !== null) return NOT_FOUND;
  const id = randomUUID();
  await ctx.db.transaction(async (tx) => {
    await insertComment(tx, {
      id, courseId, parentId: commentId, anchorType: null, sectionId: null, pageId: null, blockId: null, quote: null, checksum: null, body: text,
      authorKind: actor.kind, authorReviewerId: actor.reviewerId, authorEmail: actor.email, authorName: actor.name, pageUrl: null, createdAt: ctx.now(),
    });
    await change(tx, ctx, courseId, commentId, id, 'replyAdded', actor);
  });
  if (actor.kind === 'owner') ctx.outbox.post(() => tellReviewersOfReply(ctx, courseId, commentId));
  return ok(commentId);
}

async function tellReviewersOfReply(ctx: ServiceContext, courseId: string, commentId: string): Promise<void> {
  const thread = await findThread(ctx.db, courseId, commentId);
  const comment = thread.find((r) => r.parentId === null);
  if (!comment?.pageUrl) return;
  const link = new URL(comment.pageUrl);
  link.searchParams.set(COMMENT_CONTEXT_PARAM, commentId);
  const reviewers = new Set(thread.filter((r) => r.authorKind === 'reviewer').map((r) => r.authorEmail));
  for (const to of reviewers) await ctx.mailer.send(reviewerReplyMail(to, link.href));
}

/** Who may delete or restore: its author, or an owner. Resolving is every reviewer's (SPEC 6.1). */
const mayDelete = (actor: Actor, row: CommentRow) => actor.kind === 'owner' || row.authorEmail === actor.email;

export type StateAction = 'delete' | 'restore' | 'resolve' | 'unresolve';

export async function changeCommentState(ctx: ServiceContext, actor: Actor, courseId: string, commentId: string, action: StateAction, replyId?: string): Promise<Outcome> {
  const row = await findComment(ctx.db, courseId, replyId ?? commentId);
  if (!row || (replyId ? row.parentId !== commentId : row.parentId !== null)) return NOT_FOUND;
  const by = { name: actor.name, email: actor.email };
  if (action === 'delete' || action === 'restore') {
    if (!mayDelete(actor, row)) return { ok: false, status: 403, message: 'notYourComment' };
    const deleting = action === 'delete';
    if (row.isDeleted === deleting) return ok(commentId);
    const kind: ChangeKind = replyId ? (deleting ? 'replyDeleted' : 'replyRestored') : deleting ? 'commentDeleted' : 'commentRestored';
    await ctx.db.transaction(async (tx) => {
      await setDeleted(tx, row.id, deleting, by);
      await change(tx, ctx, courseId, commentId, replyId ?? null, kind, actor);
    });
    return ok(commentId);
  }
  if (replyId) return NOT_FOUND;
  const resolving = action === 'resolve';
  if (row.isResolved === resolving) return ok(commentId);
  await ctx.db.transaction(async (tx) => {
    await setResolved(tx, row.id, resolving, by);
    await change(tx, ctx, courseId, commentId, null, resolving ? 'commentResolved' : 'commentUnresolved', actor);
  });
  return ok(commentId);
}

/** SPEC 3.8 *SeenEmails: the actor has seen the deletion or the resolution. 409 when there is none to see. */
export async function acknowledge(ctx: ServiceContext, actor: Actor, courseId: string, commentId: string, what: 'deleted' | 'resolved', replyId?: string): Promise<Outcome> {
  const row = await findComment(ctx.db, courseId, replyId ?? commentId);
  if (!row || (replyId ? row.parentId !== commentId : row.parentId !== null)) return NOT_FOUND;
  if (replyId && what !== 'deleted') return { ok: false, status: 409, message: 'nothingToAcknowledge' };
  const alreadySeen = (what === 'deleted' ? row.deletedSeen : row.resolvedSeen).includes(actor.email);
  const done = await ctx.db.transaction(async (tx) => {
    if (!(await addSeen(tx, row.id, what, actor.email))) return false;
    if (!alreadySeen) await change(tx, ctx, courseId, commentId, replyId ?? null, replyId ? 'replyDeletedAck' : what === 'deleted' ? 'commentDeletedAck' : 'commentResolvedAck', actor);
    return true;
  });
  return done ? ok(commentId) : { ok: false, status: 409, message: 'nothingToAcknowledge' };
}

export async function ownerEmailsOf(ctx: ServiceContext, courseId: string): Promise<Set<string>> {
  return new Set(await ownersOf(ctx.db, courseId));
}
