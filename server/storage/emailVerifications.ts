import type { Queryable } from './Database';

export interface NewEmailVerification {
  tokenHash: string;
  learnerId: string;
  email: string;
  expiresAt: Date;
}

export async function insertEmailVerification(db: Queryable, v: NewEmailVerification, now: Date): Promise<void> {
  await db.query('INSERT INTO email_verifications (token_hash, learner_id, email, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)', [v.tokenHash, v.learnerId, v.email, now, v.expiresAt]);
}

/** When the learner's last link was sent, for the resend limit. */
export async function lastEmailVerificationAt(db: Queryable, learnerId: string): Promise<Date | undefined> {
  const [row] = await db.query<{ at: Date | null }>('SELECT max(created_at) AS at FROM email_verifications WHERE learner_id = $1', [learnerId]);
  return row?.at ?? undefined;
}

/**
 * Uses a live link of this learner: the address it was sent to, or undefined (unknown, used, expired,
 * or another learner's: that one stays usable by its owner). Single use even under concurrent requests.
 */
export async function consumeEmailVerification(db: Queryable, tokenHash: string, learnerId: string, now: Date): Promise<string | undefined> {
  const [row] = await db.query<{ email: string }>(
    `UPDATE email_verifications SET used_at = $3 WHERE token_hash = $1 AND learner_id = $2 AND used_at IS NULL AND expires_at > $3 RETURNING email`,
    [tokenHash, learnerId, now],
  );
  return row?.email;
}

/** Once the address is proven, the learner's other outstanding links have nothing left to prove. */
export async function retireEmailVerifications(db: Queryable, learnerId: string, now: Date): Promise<void> {
  await db.query('UPDATE email_verifications SET used_at = $2 WHERE learner_id = $1 AND used_at IS NULL', [learnerId, now]);
}
