import type { Queryable } from './Database';

export interface Learner {
  id: string;
  email: string;
  name: string;
  passwordHash: string;
}

const COLUMNS = 'id, email, name, password_hash AS "passwordHash"';

export async function findLearnerByEmail(db: Queryable, email: string): Promise<Learner | undefined> {
  const [row] = await db.query<Learner>(`SELECT ${COLUMNS} FROM learners WHERE email = $1`, [email]);
  return row;
}

export async function findLearnerById(db: Queryable, id: string): Promise<Learner | undefined> {
  const [row] = await db.query<Learner>(`SELECT ${COLUMNS} FROM learners WHERE id = $1`, [id]);
  return row;
}

/** Undefined when the e-mail is taken (the unique index decides, so two registrations at once cannot both win). */
export async function insertLearner(db: Queryable, learner: Learner, now: Date): Promise<Learner | undefined> {
  const [row] = await db.query<Learner>(
    `INSERT INTO learners (id, email, name, password_hash, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (email) DO NOTHING RETURNING ${COLUMNS}`,
    [learner.id, learner.email, learner.name, learner.passwordHash, now],
  );
  return row;
}

export async function updatePasswordHash(db: Queryable, learnerId: string, passwordHash: string): Promise<void> {
  await db.query('UPDATE learners SET password_hash = $2 WHERE id = $1', [learnerId, passwordHash]);
}
