import type { Queryable } from './Database';

export interface StoredStatement {
  id: string;
  statement: Record<string, unknown>;
  verbId: string;
  actorKey: string | null;
  courseId: string | null;
  objectType: string | null;
}

/**
 * Stores a batch atomically (xAPI 1.0.3 part 3, 2.1.2): an id already stored with the same
 * statement is accepted again, with a different one it is a conflict and nothing of the batch is stored.
 * Returns the id of the first conflicting statement, or null.
 */
export async function insertStatements(tx: Queryable, batch: readonly StoredStatement[], stored: Date): Promise<string | null> {
  for (const s of batch) {
    const inserted = await tx.query(
      `INSERT INTO statements (id, statement, verb_id, actor_key, course_id, object_type, stored)
       VALUES ($1, $2::jsonb, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING RETURNING id`,
      [s.id, JSON.stringify(s.statement), s.verbId, s.actorKey, s.courseId, s.objectType, stored],
    );
    if (inserted.length > 0) continue;
    const [same] = await tx.query<{ same: boolean }>('SELECT statement = $2::jsonb AS same FROM statements WHERE id = $1', [s.id, JSON.stringify(s.statement)]);
    if (!same?.same) return s.id;
  }
  return null;
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
