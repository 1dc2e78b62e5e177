import type { Queryable } from './Database';

export interface Session {
  id: string;
  learnerId: string;
  shortTerm: boolean;
  expiresAt: Date;
}

export async function insertSession(db: Queryable, session: Session, cookieHash: string | null, now: Date): Promise<void> {
  await db.query(
    'INSERT INTO sessions (id, learner_id, cookie_hash, short_term, expires_at, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [session.id, session.learnerId, cookieHash, session.shortTerm, session.expiresAt, now],
  );
}

/** True while the session exists and has not expired: the check every authenticated request makes. */
export async function sessionIsLive(db: Queryable, sessionId: string, learnerId: string, now: Date): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM sessions WHERE id = $1 AND learner_id = $2 AND expires_at > $3', [sessionId, learnerId, now]);
  return rows.length > 0;
}

export async function findSessionByCookie(db: Queryable, cookieHash: string, now: Date): Promise<Session | undefined> {
  const [row] = await db.query<Session>(
    `SELECT id, learner_id AS "learnerId", short_term AS "shortTerm", expires_at AS "expiresAt"
     FROM sessions WHERE cookie_hash = $1 AND expires_at > $2`,
    [cookieHash, now],
  );
  return row;
}

export async function deleteSession(db: Queryable, sessionId: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE id = $1', [sessionId]);
}

export async function deleteSessionByCookie(db: Queryable, cookieHash: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE cookie_hash = $1', [cookieHash]);
}

/** After a password reset no earlier sign-in stays valid. */
export async function deleteLearnerSessions(db: Queryable, learnerId: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE learner_id = $1', [learnerId]);
}
