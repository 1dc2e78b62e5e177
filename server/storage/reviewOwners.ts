import type { Queryable } from './Database';

/** REVIEW_OWNERS is the whole truth: at start the table becomes exactly what the configuration says. */
export async function replaceReviewOwners(db: Queryable, owners: ReadonlyArray<{ courseId: string; emails: string[] }>): Promise<void> {
  await db.query('DELETE FROM review_owners');
  for (const { courseId, emails } of owners) {
    await db.query('INSERT INTO review_owners (course_id, email) SELECT $1, e FROM unnest($2::text[]) AS e ON CONFLICT DO NOTHING', [courseId, emails]);
  }
}

export async function coursesOwnedBy(db: Queryable, email: string): Promise<string[]> {
  const rows = await db.query<{ courseId: string }>('SELECT course_id AS "courseId" FROM review_owners WHERE email = $1 ORDER BY course_id', [email]);
  return rows.map((r) => r.courseId);
}

export async function ownersOf(db: Queryable, courseId: string): Promise<string[]> {
  const rows = await db.query<{ email: string }>('SELECT email FROM review_owners WHERE course_id = $1 ORDER BY email', [courseId]);
  return rows.map((r) => r.email);
}

export async function isOwner(db: Queryable, courseId: string, email: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM review_owners WHERE course_id = $1 AND email = $2', [courseId, email])).length > 0;
}

export async function insertOwnerLink(db: Queryable, codeHash: string, email: string, expiresAt: Date): Promise<void> {
  await db.query('INSERT INTO review_owner_links (code_hash, email, expires_at) VALUES ($1, $2, $3)', [codeHash, email, expiresAt]);
}

export async function consumeOwnerLink(db: Queryable, codeHash: string, now: Date): Promise<string | undefined> {
  const [row] = await db.query<{ email: string }>(
    'UPDATE review_owner_links SET used_at = $2 WHERE code_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING email',
    [codeHash, now],
  );
  return row?.email;
}

export async function insertOwnerSession(db: Queryable, cookieHash: string, email: string, expiresAt: Date, now: Date): Promise<void> {
  await db.query('INSERT INTO review_owner_sessions (cookie_hash, email, expires_at, created_at) VALUES ($1, $2, $3, $4)', [cookieHash, email, expiresAt, now]);
}

export async function findOwnerSession(db: Queryable, cookieHash: string, now: Date): Promise<string | undefined> {
  const [row] = await db.query<{ email: string }>('SELECT email FROM review_owner_sessions WHERE cookie_hash = $1 AND expires_at > $2', [cookieHash, now]);
  return row?.email;
}

export async function deleteOwnerSession(db: Queryable, cookieHash: string): Promise<void> {
  await db.query('DELETE FROM review_owner_sessions WHERE cookie_hash = $1', [cookieHash]);
}
