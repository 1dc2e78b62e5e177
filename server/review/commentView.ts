import type { CommentRow } from '../storage/reviewComments';
import type { Placement } from './anchors';

/** Who reads: SPEC 3.8 records carry e-mails, which another reviewer sees only when the course says so (REVIEW_SHOW_EMAILS). */
export interface Viewer {
  email: string;
  /** Owners see every address of their course; so does everyone on a course that shows them. */
  seesEmails: boolean;
}

export interface PersonView {
  name: string;
  /** Only when the viewer may see it (Viewer), else absent. */
  email?: string;
  isOwner: boolean;
  isMe: boolean;
}

const person = (viewer: Viewer, name: string, email: string, isOwner: boolean): PersonView => {
  const isMe = email === viewer.email;
  return { name, ...(viewer.seesEmails || isMe ? { email } : {}), isOwner, isMe };
};

const seen = (viewer: Viewer, emails: string[]) => ({
  emails: viewer.seesEmails ? emails : emails.filter((e) => e === viewer.email),
  byMe: emails.includes(viewer.email),
});

function stateOf(viewer: Viewer, row: CommentRow, ownerEmails: ReadonlySet<string>) {
  const deletedSeen = seen(viewer, row.deletedSeen);
  return {
    isDeleted: row.isDeleted,
    deletedBy: row.isDeleted && row.deletedByEmail ? person(viewer, row.deletedBy ?? '', row.deletedByEmail, ownerEmails.has(row.deletedByEmail)) : null,
    deletedSeenEmails: deletedSeen.emails,
    deletedSeenByMe: deletedSeen.byMe,
  };
}

/** SPEC 3.8's comment record as the review API answers it: the comment, its state, its replies, its anchor. */
export function threadView(viewer: Viewer, rows: CommentRow[], ownerEmails: ReadonlySet<string>, placement?: Placement) {
  const comment = rows.find((r) => r.parentId === null);
  if (!comment) return null;
  const resolvedSeen = seen(viewer, comment.resolvedSeen);
  return {
    id: comment.id,
    createdOn: comment.createdAt,
    createdBy: person(viewer, comment.authorName, comment.authorEmail, comment.authorKind === 'owner'),
    text: comment.body,
    anchor: {
      type: comment.anchorType,
      ...(comment.sectionId ? { sectionId: comment.sectionId } : {}),
      ...(comment.pageId ? { pageId: comment.pageId } : {}),
      ...(comment.blockId ? { blockId: comment.blockId } : {}),
      quote: comment.quote ?? '',
      checksum: comment.checksum ?? '',
    },
    ...(placement ? { placement } : {}),
    isResolved: comment.isResolved,
    resolvedBy: comment.isResolved && comment.resolvedByEmail ? person(viewer, comment.resolvedBy ?? '', comment.resolvedByEmail, ownerEmails.has(comment.resolvedByEmail)) : null,
    resolvedSeenEmails: resolvedSeen.emails,
    resolvedSeenByMe: resolvedSeen.byMe,
    ...stateOf(viewer, comment, ownerEmails),
    replies: rows.filter((r) => r.parentId === comment.id).map((reply) => ({
      id: reply.id,
      createdOn: reply.createdAt,
      createdBy: person(viewer, reply.authorName, reply.authorEmail, reply.authorKind === 'owner'),
      text: reply.body,
      ...stateOf(viewer, reply, ownerEmails),
    })),
  };
}

export type ThreadView = NonNullable<ReturnType<typeof threadView>>;

/** Rows of a course grouped into threads, oldest first. */
export function groupThreads(rows: CommentRow[]): CommentRow[][] {
  const byComment = new Map<string, CommentRow[]>();
  for (const row of rows) {
    const key = row.parentId ?? row.id;
    const thread = byComment.get(key) ?? [];
    thread.push(row);
    byComment.set(key, thread);
  }
  return [...byComment.values()].filter((thread) => thread.some((r) => r.parentId === null));
}
