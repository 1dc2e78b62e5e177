import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from './Database';
import { lockDataDir } from './dataDirLock';

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
 * PostgreSQL in-process, kept in `dataDir`/pglite (created when missing), so the service needs nothing
 * installed. One process only (the folder is locked): several service instances need DATABASE_URL
 * instead (docs/service.md).
 */
export async function openPgliteDatabase(dataDir: string): Promise<Database> {
  const release = lockDataDir(dataDir);
  let db: PGlite;
  try {
    db = await PGlite.create(path.join(dataDir, 'pglite'));
  } catch (e) {
    release();
    throw e;
  }
  return {
    kind: 'pglite',
    ...queryable(db),
    transaction: (work) => db.transaction((tx) => work(queryable(tx))),
    async close() {
      try {
        await db.close();
      } finally {
        release();
      }
    },
  };
}
