import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from './Database';

function queryable(db: Pick<PGlite, 'query' | 'exec'>): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await db.query<Row>(sql, params as unknown[]);
      return result.rows;
    },
    async exec(sql: string) {
      await db.exec(sql);
    },
  };
}

/**
 * PostgreSQL in-process, kept in `dataDir` (created when missing), so the service needs nothing
 * installed. One process only: PGlite holds the folder exclusively, which is why several service
 * instances need DATABASE_URL instead (docs/service.md).
 */
export async function openPgliteDatabase(dataDir: string): Promise<Database> {
  const db = await PGlite.create(dataDir);
  return {
    kind: 'pglite',
    ...queryable(db),
    transaction: (work) => db.transaction((tx) => work(queryable(tx))),
    close: () => db.close(),
  };
}
