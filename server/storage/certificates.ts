import type { Queryable } from './Database';

/** Issue 26: one certificate as stored (migration 008). */
export interface CertificateRecord {
  id: string;
  code: string;
  courseId: string;
  learnerId: string;
  attemptId: string;
  learnerName: string;
  courseTitle: string;
  score: number | null;
  status: 'passed' | 'completed';
  completedAt: Date;
  issuedAt: Date;
  identityType: string;
  identityHash: string;
  identitySalt: string;
  revokedAt: Date | null;
  revokedBy: string | null;
  revokeReason: string | null;
}

export type NewCertificate = Omit<CertificateRecord, 'revokedAt' | 'revokedBy' | 'revokeReason'>;

const COLUMNS = `id, code, course_id AS "courseId", learner_id AS "learnerId", attempt_id AS "attemptId", learner_name AS "learnerName",
  course_title AS "courseTitle", score, status, completed_at AS "completedAt", issued_at AS "issuedAt", identity_type AS "identityType",
  identity_hash AS "identityHash", identity_salt AS "identitySalt", revoked_at AS "revokedAt", revoked_by AS "revokedBy", revoke_reason AS "revokeReason"`;

export async function findCertificateByCode(db: Queryable, code: string): Promise<CertificateRecord | undefined> {
  const [row] = await db.query<CertificateRecord>(`SELECT ${COLUMNS} FROM certificates WHERE code = $1`, [code]);
  return row;
}

export async function findCertificateOfAttempt(db: Queryable, learnerId: string, courseId: string, attemptId: string): Promise<CertificateRecord | undefined> {
  const [row] = await db.query<CertificateRecord>(
    `SELECT ${COLUMNS} FROM certificates WHERE learner_id = $1 AND course_id = $2 AND attempt_id = $3`,
    [learnerId, courseId, attemptId],
  );
  return row;
}

/**
 * Stores a new certificate, or finds the one of that attempt when another request stored it first
 * (two clicks, two instances): the unique (learner, course, attempt) decides, never a read-then-write.
 */
export async function insertCertificate(db: Queryable, c: NewCertificate): Promise<{ certificate: CertificateRecord; created: boolean }> {
  const [row] = await db.query<CertificateRecord>(
    `INSERT INTO certificates (id, code, course_id, learner_id, attempt_id, learner_name, course_title, score, status, completed_at, issued_at,
       identity_type, identity_hash, identity_salt)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
     ON CONFLICT (learner_id, course_id, attempt_id) DO NOTHING RETURNING ${COLUMNS}`,
    [c.id, c.code, c.courseId, c.learnerId, c.attemptId, c.learnerName, c.courseTitle, c.score, c.status, c.completedAt, c.issuedAt,
      c.identityType, c.identityHash, c.identitySalt],
  );
  if (row) return { certificate: row, created: true };
  const existing = await findCertificateOfAttempt(db, c.learnerId, c.courseId, c.attemptId);
  if (!existing) throw new Error('certificate insert conflicted but no certificate of the attempt exists');
  return { certificate: existing, created: false };
}

/** The owner's page lists at most this many (newest first); the page says when there are more. */
export const OWNER_LIST_LIMIT = 500;

export async function listCourseCertificates(db: Queryable, courseId: string): Promise<{ certificates: CertificateRecord[]; total: number }> {
  const certificates = await db.query<CertificateRecord>(
    `SELECT ${COLUMNS} FROM certificates WHERE course_id = $1 ORDER BY issued_at DESC, code LIMIT $2`,
    [courseId, OWNER_LIST_LIMIT],
  );
  const [{ total }] = await db.query<{ total: number }>('SELECT count(*)::int AS total FROM certificates WHERE course_id = $1', [courseId]);
  return { certificates, total };
}

/**
 * Revokes (or, with `revoke` null, restores) a certificate of this course only: a code of another
 * course changes nothing and answers false, so an owner reaches only their own course's certificates.
 */
export async function setCertificateRevocation(
  db: Queryable,
  courseId: string,
  code: string,
  revoke: { at: Date; by: string; reason: string | null } | null,
): Promise<boolean> {
  const rows = await db.query(
    'UPDATE certificates SET revoked_at = $3, revoked_by = $4, revoke_reason = $5 WHERE course_id = $1 AND code = $2 RETURNING 1',
    [courseId, code, revoke?.at ?? null, revoke?.by ?? null, revoke?.reason ?? null],
  );
  return rows.length > 0;
}

/** A learner without a name (a provider gave none) names themself once, when they first ask for a certificate. */
export async function setNameWhenMissing(db: Queryable, learnerId: string, name: string): Promise<void> {
  await db.query("UPDATE learners SET name = $2 WHERE id = $1 AND btrim(name) = ''", [learnerId, name]);
}
