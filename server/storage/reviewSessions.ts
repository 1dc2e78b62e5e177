import type { Queryable } from './Database';

/** A review session (migration 007): pending while `reviewerId` is null. */
export interface ReviewSession {
  id: string;
  courseId: string;
  reviewerId: string | null;
  /** Pending: the address and name claimed. Authenticated: the reviewer's own (read from `reviewers`). */
  email: string;
  name: string;
  returnUrl: string;
  lastLinkAt: Date | null;
}

const SESSION_COLUMNS = `s.id, s.course_id AS "courseId", s.reviewer_id AS "reviewerId",
  COALESCE(r.email, s.email) AS email, COALESCE(r.name, s.name) AS name, s.return_url AS "returnUrl", s.last_link_at AS "lastLinkAt"`;

export async function insertReviewSession(db: Queryable, s: Omit<ReviewSession, 'lastLinkAt'> & { expiresAt: Date }, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO review_sessions (id, course_id, reviewer_id, email, name, return_url, expires_at, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [s.id, s.courseId, s.reviewerId, s.email, s.name, s.returnUrl, s.expiresAt, now],
  );
}

/** The live session a token names; undefined once ended or expired. */
export async function findReviewSession(db: Queryable, id: string, now: Date): Promise<ReviewSession | undefined> {
  const [row] = await db.query<ReviewSession>(
    `SELECT ${SESSION_COLUMNS} FROM review_sessions s LEFT JOIN reviewers r ON r.id = s.reviewer_id WHERE s.id = $1 AND s.expires_at > $2`,
    [id, now],
  );
  return row;
}

export async function updatePendingClaim(db: Queryable, id: string, email: string, name: string): Promise<void> {
  await db.query('UPDATE review_sessions SET email = $2, name = $3 WHERE id = $1 AND reviewer_id IS NULL', [id, email, name]);
  // A link already sent to the old address proves nothing about the new one; to the same address it
  // stays good and brings the new name.
  await db.query('DELETE FROM review_login_links WHERE session_id = $1 AND email <> $2', [id, email]);
  await db.query('UPDATE review_login_links SET name = $2 WHERE session_id = $1', [id, name]);
}

export async function deleteReviewSession(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM review_sessions WHERE id = $1', [id]);
}

/**
 * Records a link sent now, unless one went less than `intervalSeconds` ago: one UPDATE, so two
 * instances asked at once send one link between them. True when this caller may send.
 */
export async function claimLinkSlot(db: Queryable, id: string, now: Date, intervalSeconds: number): Promise<boolean> {
  const rows = await db.query(
    `UPDATE review_sessions SET last_link_at = $2 WHERE id = $1 AND (last_link_at IS NULL OR last_link_at <= $2::timestamptz - $3::integer * interval '1 second') RETURNING 1`,
    [id, now, intervalSeconds],
  );
  return rows.length > 0;
}

export async function insertLoginLink(db: Queryable, link: { codeHash: string; sessionId: string; courseId: string; email: string; name: string; expiresAt: Date }): Promise<void> {
  await db.query(
    'INSERT INTO review_login_links (code_hash, session_id, course_id, email, name, expires_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [link.codeHash, link.sessionId, link.courseId, link.email, link.name, link.expiresAt],
  );
}

/** Uses up a live code of this course; what it was sent for. One UPDATE: two tabs cannot both use it. */
export async function consumeLoginLink(db: Queryable, codeHash: string, courseId: string, now: Date): Promise<{ email: string; name: string; returnUrl: string } | undefined> {
  const [row] = await db.query<{ email: string; name: string; returnUrl: string }>(
    `UPDATE review_login_links l SET used_at = $3 FROM review_sessions s
     WHERE l.code_hash = $1 AND l.course_id = $2 AND l.used_at IS NULL AND l.expires_at > $3 AND s.id = l.session_id
     RETURNING l.email, l.name, s.return_url AS "returnUrl"`,
    [codeHash, courseId, now],
  );
  return row;
}

/** The reviewer of a proven address, made or renamed to the name they gave with the link. */
export async function upsertReviewer(db: Queryable, id: string, email: string, name: string, now: Date): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO reviewers (id, email, name, verified_at, created_at) VALUES ($1, $2, $3, $4, $4)
     ON CONFLICT (email) DO UPDATE SET name = EXCLUDED.name RETURNING id`,
    [id, email, name, now],
  );
  return row.id;
}

export async function renameReviewer(db: Queryable, reviewerId: string, name: string): Promise<void> {
  await db.query('UPDATE reviewers SET name = $2 WHERE id = $1', [reviewerId, name]);
}
