import type { Queryable } from './Database';

/** One course of a learner's 'My courses' page: the attempt of it saved last. */
export interface LearnerCourse {
  courseId: string;
  courseUrl: string;
  status: string;
  score: number;
  updatedAt: Date;
}

/** The learner's courses, each with its last-saved attempt, most recently saved first. Only this learner's rows are read. */
export async function listLearnerCourses(db: Queryable, learnerId: string): Promise<LearnerCourse[]> {
  return db.query<LearnerCourse>(
    `SELECT course_id AS "courseId", course_url AS "courseUrl", status, score, updated_at AS "updatedAt" FROM (
       SELECT DISTINCT ON (course_id) course_id, course_url, status, score, updated_at
       FROM attempts WHERE learner_id = $1 ORDER BY course_id, updated_at DESC, attempt_id
     ) last ORDER BY updated_at DESC, course_id`,
    [learnerId],
  );
}
