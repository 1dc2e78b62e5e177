import type { Queryable } from './Database';

/** SPEC 3.8 server attempt record, as the routes answer it. */
export interface AttemptRecord {
  attemptId: string;
  courseId: string;
  courseUrl: string;
  jsonProgress: string;
  score: number;
  status: string;
  updatedAt: Date;
}

interface AttemptRow extends AttemptRecord {
  learnerId: string;
}

const COLUMNS = `attempt_id AS "attemptId", learner_id AS "learnerId", course_id AS "courseId", course_url AS "courseUrl",
  json_progress AS "jsonProgress", score, status, updated_at AS "updatedAt"`;

export type AttemptLookup = { kind: 'found'; attempt: AttemptRecord } | { kind: 'missing' } | { kind: 'foreign' };

const record = ({ learnerId: _owner, ...attempt }: AttemptRow): AttemptRecord => attempt;

/**
 * Attempt ids are global: an id of another learner is 'foreign' (the route answers 403), an id of
 * this learner in another course is 'missing', as if it did not exist.
 */
function classify(row: AttemptRow | undefined, learnerId: string, courseId: string): AttemptLookup {
  if (!row) return { kind: 'missing' };
  if (row.learnerId !== learnerId) return { kind: 'foreign' };
  if (row.courseId !== courseId) return { kind: 'missing' };
  return { kind: 'found', attempt: record(row) };
}

export async function findAttempt(db: Queryable, learnerId: string, courseId: string, attemptId: string): Promise<AttemptLookup> {
  const [row] = await db.query<AttemptRow>(`SELECT ${COLUMNS} FROM attempts WHERE attempt_id = $1`, [attemptId]);
  return classify(row, learnerId, courseId);
}

/** SPEC 7.4 '.../attempts/last': the attempt of this learner and course saved most recently. */
export async function findLastAttempt(db: Queryable, learnerId: string, courseId: string): Promise<AttemptRecord | undefined> {
  const [row] = await db.query<AttemptRow>(
    `SELECT ${COLUMNS} FROM attempts WHERE learner_id = $1 AND course_id = $2 ORDER BY updated_at DESC, attempt_id LIMIT 1`,
    [learnerId, courseId],
  );
  return row && record(row);
}

export interface AttemptWrite {
  attemptId: string;
  learnerId: string;
  courseId: string;
  courseUrl: string;
  jsonProgress: string;
  score: number;
  status: string;
}

/** POST: creates the attempt, or finds it when the same learner created it already (a retried POST is harmless). */
export async function createAttempt(db: Queryable, write: AttemptWrite, now: Date): Promise<AttemptLookup & { created?: boolean }> {
  const [row] = await db.query<AttemptRow>(
    `INSERT INTO attempts (attempt_id, learner_id, course_id, course_url, json_progress, score, status, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) ON CONFLICT (attempt_id) DO NOTHING RETURNING ${COLUMNS}`,
    [write.attemptId, write.learnerId, write.courseId, write.courseUrl, write.jsonProgress, write.score, write.status, now],
  );
  if (row) return { kind: 'found', attempt: record(row), created: true };
  return findAttempt(db, write.learnerId, write.courseId, write.attemptId);
}

/**
 * PUT: saves progress in one statement. The update applies only to the learner's own attempt of this
 * course, so a save can never land in someone else's record whatever the request says.
 */
export async function saveAttempt(db: Queryable, write: AttemptWrite, now: Date): Promise<AttemptLookup & { created?: boolean }> {
  const [row] = await db.query<AttemptRow & { created: boolean }>(
    `INSERT INTO attempts AS a (attempt_id, learner_id, course_id, course_url, json_progress, score, status, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)
     ON CONFLICT (attempt_id) DO UPDATE SET json_progress = EXCLUDED.json_progress, score = EXCLUDED.score,
       status = EXCLUDED.status, updated_at = EXCLUDED.updated_at
       WHERE a.learner_id = EXCLUDED.learner_id AND a.course_id = EXCLUDED.course_id
     RETURNING ${COLUMNS}, (xmax = 0) AS created`,
    [write.attemptId, write.learnerId, write.courseId, write.courseUrl, write.jsonProgress, write.score, write.status, now],
  );
  if (row) {
    const { created, ...rest } = row;
    return { kind: 'found', attempt: record(rest), created };
  }
  return findAttempt(db, write.learnerId, write.courseId, write.attemptId);
}
