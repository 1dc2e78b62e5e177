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
 * statement, or null, and the statements this call newly stored. Two statements whatever the batch's
 * size: a 1,000-statement batch is not 1,000 round trips.
 */
export async function insertStatements(tx: Queryable, batch: readonly StoredStatement[], stored: Date): Promise<{ conflict: string | null; inserted: StoredStatement[] }> {
  const column = <T>(pick: (s: StoredStatement) => T) => batch.map(pick);
  const json = column((s) => JSON.stringify(s.statement));
  const rows = await tx.query<{ id: string }>(
    `INSERT INTO statements (id, statement, verb_id, actor_key, course_id, object_type, learner_id, credential, stored)
     SELECT * , $9::timestamptz FROM unnest($1::uuid[], $2::jsonb[], $3::text[], $4::text[], $5::text[], $6::text[], $7::uuid[], $8::text[])
     ON CONFLICT (id) DO NOTHING RETURNING id`,
    [column((s) => s.id), json, column((s) => s.verbId), column((s) => s.actorKey), column((s) => s.courseId), column((s) => s.objectType), column((s) => s.learnerId), column((s) => s.credential), stored],
  );
  const fresh = new Set(rows.map((r) => String(r.id).toLowerCase()));
  const inserted = batch.filter((s) => fresh.has(s.id));
  if (inserted.length === batch.length) return { conflict: null, inserted };
  const again = batch.map((s, i) => ({ id: s.id, json: json[i] })).filter((s) => !fresh.has(s.id));
  const [different] = await tx.query<{ id: string }>(
    `SELECT t.id FROM unnest($1::uuid[], $2::jsonb[]) WITH ORDINALITY AS t(id, statement, i) JOIN statements s ON s.id = t.id
     WHERE s.statement - 'authority' <> t.statement - 'authority' ORDER BY t.i LIMIT 1`,
    [again.map((s) => s.id), again.map((s) => s.json)],
  );
  return { conflict: different ? String(different.id).toLowerCase() : null, inserted };
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
