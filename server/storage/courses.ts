import type { Queryable } from './Database';

export interface CourseAccess {
  courseId: string;
  limited: boolean;
  /** Lower-cased e-mails. */
  allowedEmails: string[];
}

/** Replaces a course's access limitation (SPEC 6.2) with the one its package carries now. */
export async function putCourseAccess(db: Queryable, access: CourseAccess, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO courses (course_id, access_limited, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (course_id) DO UPDATE SET access_limited = EXCLUDED.access_limited, updated_at = EXCLUDED.updated_at`,
    [access.courseId, access.limited, now],
  );
  await db.query('DELETE FROM course_allowed_learners WHERE course_id = $1', [access.courseId]);
  if (access.allowedEmails.length > 0) {
    await db.query(
      'INSERT INTO course_allowed_learners (course_id, email) SELECT $1, e FROM unnest($2::text[]) AS e ON CONFLICT DO NOTHING',
      [access.courseId, access.allowedEmails],
    );
  }
}

/**
 * SPEC 6.2: a course the service knows nothing about, or whose limitation is off, admits everyone; a
 * limited one admits a learner whose address is on its list and proven (issue 21 §1: an address
 * only claimed at registration is treated as not on the list). The address is the account's, not
 * the token's claim.
 */
export async function learnerHasAccessToCourse(db: Queryable, courseId: string, learnerId: string): Promise<boolean> {
  const [row] = await db.query<{ allowed: boolean }>(
    `SELECT NOT c.access_limited OR EXISTS (
       SELECT 1 FROM learners l JOIN course_allowed_learners a ON a.email = l.email
       WHERE l.id = $2 AND l.email_verified_at IS NOT NULL AND a.course_id = c.course_id
     ) AS allowed
     FROM courses c WHERE c.course_id = $1`,
    [courseId, learnerId],
  );
  return !row || row.allowed;
}
