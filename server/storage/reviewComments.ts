import type { Queryable } from './Database';

export type AnchorType = 'course' | 'section' | 'page' | 'block';

/** One row of review_comments: a comment (parentId null) or a reply. */
export interface CommentRow {
  id: string;
  courseId: string;
  parentId: string | null;
  anchorType: AnchorType | null;
  sectionId: string | null;
  pageId: string | null;
  blockId: string | null;
  quote: string | null;
  checksum: string | null;
  body: string;
  authorKind: 'reviewer' | 'owner';
  authorReviewerId: string | null;
  authorEmail: string;
  authorName: string;
  pageUrl: string | null;
  createdAt: Date;
  isResolved: boolean;
  resolvedBy: string | null;
  resolvedByEmail: string | null;
  resolvedSeen: string[];
  isDeleted: boolean;
  deletedBy: string | null;
  deletedByEmail: string | null;
  deletedSeen: string[];
}

const COLUMNS = `id, course_id AS "courseId", parent_id AS "parentId", anchor_type AS "anchorType", section_id AS "sectionId",
  page_id AS "pageId", block_id AS "blockId", quote, checksum, body, author_kind AS "authorKind",
  author_reviewer_id AS "authorReviewerId", author_email AS "authorEmail", author_name AS "authorName", page_url AS "pageUrl",
  created_at AS "createdAt", is_resolved AS "isResolved", resolved_by AS "resolvedBy", resolved_by_email AS "resolvedByEmail",
  resolved_seen AS "resolvedSeen", is_deleted AS "isDeleted", deleted_by AS "deletedBy", deleted_by_email AS "deletedByEmail",
  deleted_seen AS "deletedSeen"`;

export type NewComment = Pick<CommentRow, 'id' | 'courseId' | 'parentId' | 'anchorType' | 'sectionId' | 'pageId' | 'blockId' | 'quote' | 'checksum' | 'body' | 'authorKind' | 'authorReviewerId' | 'authorEmail' | 'authorName' | 'pageUrl' | 'createdAt'>;

export async function insertComment(db: Queryable, c: NewComment): Promise<void> {
  await db.query(
    `INSERT INTO review_comments (id, course_id, parent_id, anchor_type, section_id, page_id, block_id, quote, checksum, body,
       author_kind, author_reviewer_id, author_email, author_name, page_url, created_at,
       owners_notified_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, CASE WHEN $11 = 'owner' THEN $16::timestamptz END)`,
    [c.id, c.courseId, c.parentId, c.anchorType, c.sectionId, c.pageId, c.blockId, c.quote, c.checksum, c.body, c.authorKind, c.authorReviewerId, c.authorEmail, c.authorName, c.pageUrl, c.createdAt],
  );
}

/** Every comment and reply of the course, oldest first: deleted and resolved ones too (they are never dropped). */
export async function listCourseComments(db: Queryable, courseId: string): Promise<CommentRow[]> {
  return db.query<CommentRow>(`SELECT ${COLUMNS} FROM review_comments WHERE course_id = $1 ORDER BY created_at, id`, [courseId]);
}

/** A comment or reply of this course; another course's id is not found. */
export async function findComment(db: Queryable, courseId: string, id: string): Promise<CommentRow | undefined> {
  const [row] = await db.query<CommentRow>(`SELECT ${COLUMNS} FROM review_comments WHERE course_id = $1 AND id = $2`, [courseId, id]);
  return row;
}

/** The comment and its replies. */
export async function findThread(db: Queryable, courseId: string, commentId: string): Promise<CommentRow[]> {
  return db.query<CommentRow>(`SELECT ${COLUMNS} FROM review_comments WHERE course_id = $1 AND (id = $2 OR parent_id = $2) ORDER BY created_at, id`, [courseId, commentId]);
}

/** A change of state empties who has seen it: SPEC 3.8's *SeenEmails are about the current state. */
export async function setResolved(db: Queryable, id: string, resolved: boolean, by: { name: string; email: string }): Promise<void> {
  await db.query(
    `UPDATE review_comments SET is_resolved = $2, resolved_by = CASE WHEN $2 THEN $3 END, resolved_by_email = CASE WHEN $2 THEN $4 END, resolved_seen = '{}' WHERE id = $1`,
    [id, resolved, by.name, by.email],
  );
}

export async function setDeleted(db: Queryable, id: string, deleted: boolean, by: { name: string; email: string }): Promise<void> {
  await db.query(
    `UPDATE review_comments SET is_deleted = $2, deleted_by = CASE WHEN $2 THEN $3 END, deleted_by_email = CASE WHEN $2 THEN $4 END, deleted_seen = '{}' WHERE id = $1`,
    [id, deleted, by.name, by.email],
  );
}

/** Adds the address to who has seen the deletion or resolution; false when there is none to see. */
export async function addSeen(db: Queryable, id: string, what: 'deleted' | 'resolved', email: string): Promise<boolean> {
  const sql = what === 'deleted'
    ? `UPDATE review_comments SET deleted_seen = CASE WHEN $2 = ANY(deleted_seen) THEN deleted_seen ELSE array_append(deleted_seen, $2) END WHERE id = $1 AND is_deleted RETURNING 1`
    : `UPDATE review_comments SET resolved_seen = CASE WHEN $2 = ANY(resolved_seen) THEN resolved_seen ELSE array_append(resolved_seen, $2) END WHERE id = $1 AND is_resolved RETURNING 1`;
  return (await db.query(sql, [id, email])).length > 0;
}

export interface ChangeRow {
  id: string;
  commentId: string;
  replyId: string | null;
  kind: string;
  /** Who made it (an e-mail): never shown, only compared with the reader's. */
  actor: string;
  at: Date;
}

/**
 * Appends to the course's change log. The course's advisory lock is taken before the id is drawn and
 * held to commit, so a course's ids become visible in order: a reader past id N never misses one below.
 */
export async function recordChange(db: Queryable, change: { courseId: string; commentId: string; replyId: string | null; kind: string; actor: string; at: Date }): Promise<void> {
  await db.query('SELECT pg_advisory_xact_lock(7310413, hashtext($1))', [change.courseId]);
  await db.query(
    'INSERT INTO review_changes (course_id, comment_id, reply_id, kind, actor, at) VALUES ($1, $2, $3, $4, $5, $6)',
    [change.courseId, change.commentId, change.replyId, change.kind, change.actor, change.at],
  );
}

export async function changesAfter(db: Queryable, courseId: string, after: number, limit = 200): Promise<ChangeRow[]> {
  // Ordered by the column, not by the text alias `id`: as text, '10' sorts before '9' and a cursor would skip.
  return db.query<ChangeRow>(
    `SELECT id::text AS id, comment_id AS "commentId", reply_id AS "replyId", kind, actor, at FROM review_changes WHERE course_id = $1 AND review_changes.id > $2 ORDER BY review_changes.id LIMIT $3`,
    [courseId, after, limit],
  );
}

export async function lastChangeId(db: Queryable, courseId: string): Promise<number> {
  const [row] = await db.query<{ id: string | null }>('SELECT max(id)::text AS id FROM review_changes WHERE course_id = $1', [courseId]);
  return Number(row?.id ?? 0);
}

/**
 * Claims the reviewers' comments and replies written before `before` whose owners were not told
 * yet: one UPDATE with SKIP LOCKED, so of several instances sweeping at once each claims its own.
 */
export async function claimUnnotified(db: Queryable, before: Date, now: Date): Promise<Array<{ courseId: string; count: number }>> {
  return db.query<{ courseId: string; count: number }>(
    `WITH claimed AS (
       UPDATE review_comments SET owners_notified_at = $2 WHERE id IN (
         SELECT id FROM review_comments WHERE owners_notified_at IS NULL AND created_at <= $1 FOR UPDATE SKIP LOCKED
       ) RETURNING course_id
     ) SELECT course_id AS "courseId", count(*)::integer AS count FROM claimed GROUP BY course_id`,
    [before, now],
  );
}
