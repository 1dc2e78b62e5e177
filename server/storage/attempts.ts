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
  /** Moved on by every write (issue 21 §5); the routes answer it as the attempt's ETag. */
  revision: string;
}

interface AttemptRow extends AttemptRecord {
  learnerId: string;
}

const COLUMNS = `attempt_id AS "attemptId", learner_id AS "learnerId", course_id AS "courseId", course_url AS "courseUrl",
  json_progress AS "jsonProgress", score, status, updated_at AS "updatedAt", revision::text AS revision`;

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
 * What a PUT asks of the attempt it writes (RFC 9110 13.1): nothing (SPEC 7.4 as written, what players
 * older than revisions send), one of these revisions (If-Match; 'any' for `*`: it must exist), or that
 * it does not exist yet (If-None-Match: *).
 */
export type Precondition = { kind: 'none' } | { kind: 'match'; revisions: string[] | 'any' } | { kind: 'absent' };

/** A conditional write that did not hold: the attempt as it is now (null when there is none), for the player to merge. */
export type SaveOutcome = (AttemptLookup & { created?: boolean }) | { kind: 'stale'; current: AttemptRecord | null };

/** SPEC 4.1's statuses ranked for "the best result the attempt reached": PASSED, then FAILED, then IN_PROGRESS. */
const rank = (status: string) => `(CASE ${status} WHEN 'PASSED' THEN 2 WHEN 'FAILED' THEN 1 ELSE 0 END)`;
/**
 * The SET of every write to an existing attempt: the progress as sent, the revision moved on, and the
 * result (status and score, together) only when it is better than the stored one: a stale or
 * out-of-order write never takes a PASSED back to IN_PROGRESS or a score down. `a` is the stored row.
 */
function writeOver(progress: string, status: string, score: string, now: string): string {
  const better = `(${rank(status)}, ${score}) > (${rank('a.status')}, a.score)`;
  return `json_progress = ${progress}, status = CASE WHEN ${better} THEN ${status} ELSE a.status END,
    score = CASE WHEN ${better} THEN ${score} ELSE a.score END, revision = a.revision + 1, updated_at = ${now}`;
}

/**
 * PUT: saves progress in one statement, so the precondition and the write cannot be separated by
 * another instance's write (a conditional UPDATE, never read-then-write). The write applies only to
 * the learner's own attempt of this course, so a save can never land in someone else's record
 * whatever the request says. A refused precondition reads the attempt afterwards, for the answer only.
 */
export async function saveAttempt(db: Queryable, write: AttemptWrite, now: Date, precondition: Precondition = { kind: 'none' }): Promise<SaveOutcome> {
  if (precondition.kind === 'absent') {
    const created = await createAttempt(db, write, now);
    if (created.kind === 'found' && !created.created) return { kind: 'stale', current: created.attempt };
    return created;
  }
  if (precondition.kind === 'match') {
    const [row] = await db.query<AttemptRow>(
      `UPDATE attempts AS a SET ${writeOver('$4', '$5::text', '$6::float8', '$7')}
       WHERE a.attempt_id = $1 AND a.learner_id = $2 AND a.course_id = $3 AND ($8::bigint[] IS NULL OR a.revision = ANY($8::bigint[]))
       RETURNING ${COLUMNS}`,
      [write.attemptId, write.learnerId, write.courseId, write.jsonProgress, write.status, write.score, now, precondition.revisions === 'any' ? null : precondition.revisions],
    );
    if (row) return { kind: 'found', attempt: record(row) };
    const lookup = await findAttempt(db, write.learnerId, write.courseId, write.attemptId);
    if (lookup.kind === 'foreign') return lookup;
    // RFC 9110 13.1.1: If-Match fails as well when there is no attempt to match.
    return { kind: 'stale', current: lookup.kind === 'found' ? lookup.attempt : null };
  }
  const [row] = await db.query<AttemptRow & { created: boolean }>(
    `INSERT INTO attempts AS a (attempt_id, learner_id, course_id, course_url, json_progress, score, status, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)
     ON CONFLICT (attempt_id) DO UPDATE SET ${writeOver('EXCLUDED.json_progress', 'EXCLUDED.status', 'EXCLUDED.score', 'EXCLUDED.updated_at')}
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
