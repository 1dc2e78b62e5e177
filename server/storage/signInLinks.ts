import type { Queryable } from './Database';

export async function insertSignInLink(db: Queryable, codeHash: string, learnerId: string, courseId: string, expiresAt: Date): Promise<void> {
  await db.query('INSERT INTO sign_in_links (code_hash, learner_id, course_id, expires_at) VALUES ($1, $2, $3, $4)', [codeHash, learnerId, courseId, expiresAt]);
}

/**
 * Marks a live, unused code of this course as used and returns its learner; undefined for an unknown,
 * used, expired or cancelled code, or one sent for another course. One UPDATE: two tabs opening the
 * same link at once cannot both get a session.
 */
export async function consumeSignInLink(db: Queryable, codeHash: string, courseId: string, now: Date): Promise<string | undefined> {
  const [row] = await db.query<{ learnerId: string }>(
    `UPDATE sign_in_links SET used_at = $3 WHERE code_hash = $1 AND course_id = $2 AND used_at IS NULL AND expires_at > $3
     RETURNING learner_id AS "learnerId"`,
    [codeHash, courseId, now],
  );
  return row?.learnerId;
}

/** A password reset or "sign out everywhere": no link e-mailed before it signs in or sets a password any more. */
export async function cancelLearnerLinks(db: Queryable, learnerId: string): Promise<void> {
  await db.query('DELETE FROM sign_in_links WHERE learner_id = $1', [learnerId]);
  await db.query('DELETE FROM password_resets WHERE learner_id = $1', [learnerId]);
}
