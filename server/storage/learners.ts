import type { Queryable } from './Database';

export interface Learner {
  id: string;
  email: string;
  name: string;
  passwordHash: string;
  /** The learner proved they receive mail at `email` (issue 21 §1); until then the address grants nothing. */
  emailVerified: boolean;
}

/** A learner to create; `emailVerified` when whoever creates it has proof (an OpenID provider that vouches for the address). */
export type NewLearner = Omit<Learner, 'emailVerified'> & { emailVerified?: boolean };

const COLUMNS = 'id, email, name, password_hash AS "passwordHash", email_verified_at IS NOT NULL AS "emailVerified"';

export async function findLearnerByEmail(db: Queryable, email: string): Promise<Learner | undefined> {
  const [row] = await db.query<Learner>(`SELECT ${COLUMNS} FROM learners WHERE email = $1`, [email]);
  return row;
}

export async function findLearnerById(db: Queryable, id: string): Promise<Learner | undefined> {
  const [row] = await db.query<Learner>(`SELECT ${COLUMNS} FROM learners WHERE id = $1`, [id]);
  return row;
}

/** Undefined when the e-mail is taken (the unique index decides, so two registrations at once cannot both win). */
export async function insertLearner(db: Queryable, learner: NewLearner, now: Date): Promise<Learner | undefined> {
  const [row] = await db.query<Learner>(
    `INSERT INTO learners (id, email, name, password_hash, created_at, email_verified_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (email) DO NOTHING RETURNING ${COLUMNS}`,
    [learner.id, learner.email, learner.name, learner.passwordHash, now, learner.emailVerified ? now : null],
  );
  return row;
}

export async function updatePasswordHash(db: Queryable, learnerId: string, passwordHash: string): Promise<void> {
  await db.query('UPDATE learners SET password_hash = $2 WHERE id = $1', [learnerId, passwordHash]);
}

/**
 * Records that the learner proved they receive mail at their address; with `email`, only while that
 * is still the account's address. True when the account is (now) verified.
 */
export async function markEmailVerified(db: Queryable, learnerId: string, now: Date, email?: string): Promise<boolean> {
  const rows = await db.query(
    'UPDATE learners SET email_verified_at = COALESCE(email_verified_at, $2) WHERE id = $1 AND ($3::text IS NULL OR email = $3) RETURNING 1',
    [learnerId, now, email ?? null],
  );
  return rows.length > 0;
}
