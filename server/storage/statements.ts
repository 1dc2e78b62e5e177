import type { Queryable } from './Database';

export interface StoredStatement {
  id: string;
  statement: Record<string, unknown>;
  verbId: string;
  actorKey: string | null;
  courseId: string | null;
  objectType: string | null;
  /** The signed-in learner who sent it with their token (issue 21: only they prove who the actor is); else null. */
  learnerId: string | null;
  /** The username of the issued credentials that sent it; else null. */
  credential: string | null;
}

/**
 * Stores a batch atomically (xAPI 1.0.3 part 3, 2.1.2): an id already stored with the same
 * statement is accepted again, with a different one it is a conflict and nothing of the batch is stored.
 * The authority is the LRS's and not compared (part 2, 2.4.9). Returns the id of the first conflicting
 * statement, or null, and the statements this call newly stored.
 */
export async function insertStatements(tx: Queryable, batch: readonly StoredStatement[], stored: Date): Promise<{ conflict: string | null; inserted: StoredStatement[] }> {
  const inserted: StoredStatement[] = [];
  for (const s of batch) {
    const rows = await tx.query(
      `INSERT INTO statements (id, statement, verb_id, actor_key, course_id, object_type, stored, learner_id, credential)
       VALUES ($1, $2::jsonb, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (id) DO NOTHING RETURNING id`,
      [s.id, JSON.stringify(s.statement), s.verbId, s.actorKey, s.courseId, s.objectType, stored, s.learnerId, s.credential],
    );
    if (rows.length > 0) {
      inserted.push(s);
      continue;
    }
    const [same] = await tx.query<{ same: boolean }>(`SELECT statement - 'authority' = $2::jsonb - 'authority' AS same FROM statements WHERE id = $1`, [s.id, JSON.stringify(s.statement)]);
    if (!same?.same) return { conflict: s.id, inserted };
  }
  return { conflict: null, inserted };
}

export async function findStatement(db: Queryable, id: string): Promise<{ statement: Record<string, unknown>; stored: Date } | undefined> {
  const [row] = await db.query<{ statement: Record<string, unknown>; stored: Date }>('SELECT statement, stored FROM statements WHERE id = $1', [id]);
  return row;
}

/** SPEC 7.5 feedback check: has this actor already evaluated this course (the satisfaction survey's statement)? */
export async function hasEvaluatedCourse(db: Queryable, courseId: string, actorKeys: readonly string[], verbId: string, courseType: string): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM statements WHERE course_id = $1 AND actor_key = ANY($2::text[]) AND verb_id = $3 AND object_type = $4 LIMIT 1',
    [courseId, actorKeys, verbId, courseType],
  );
  return rows.length > 0;
}

/** SPEC 7.5 for a signed-in learner: an evaluation of this course they sent themselves, with their token. */
export async function learnerHasEvaluatedCourse(db: Queryable, courseId: string, learnerId: string, verbId: string, courseType: string): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM statements WHERE course_id = $1 AND learner_id = $2 AND verb_id = $3 AND object_type = $4 LIMIT 1',
    [courseId, learnerId, verbId, courseType],
  );
  return rows.length > 0;
}
