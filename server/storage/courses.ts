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

/** SPEC 6.2: a course the service knows nothing about, or whose limitation is off, admits everyone. */
export async function hasAccessToCourse(db: Queryable, courseId: string, email: string): Promise<boolean> {
  const [row] = await db.query<{ limited: boolean; allowed: boolean }>(
    `SELECT c.access_limited AS limited,
       EXISTS (SELECT 1 FROM course_allowed_learners a WHERE a.course_id = c.course_id AND a.email = $2) AS allowed
     FROM courses c WHERE c.course_id = $1`,
    [courseId, email],
  );
  return !row || !row.limited || row.allowed;
}
