import type { Queryable } from './Database';

export async function insertPasswordReset(db: Queryable, tokenHash: string, learnerId: string, returnUrl: string, expiresAt: Date): Promise<void> {
  await db.query('INSERT INTO password_resets (token_hash, learner_id, return_url, expires_at) VALUES ($1, $2, $3, $4)', [tokenHash, learnerId, returnUrl, expiresAt]);
}

/** Marks a live, unused reset as used and returns it; undefined for an unknown, used or expired one. Single use even under concurrent submits. */
export async function consumePasswordReset(db: Queryable, tokenHash: string, now: Date): Promise<{ learnerId: string; returnUrl: string } | undefined> {
  const [row] = await db.query<{ learnerId: string; returnUrl: string }>(
    `UPDATE password_resets SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
     RETURNING learner_id AS "learnerId", return_url AS "returnUrl"`,
    [tokenHash, now],
  );
  return row;
}

export async function passwordResetIsUsable(db: Queryable, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM password_resets WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2', [tokenHash, now]);
  return rows.length > 0;
}
