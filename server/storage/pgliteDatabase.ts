import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from './Database';
import { lockDataDir } from './dataDirLock';

/** `lost()`: the data folder's lock went to another process, which now writes it: nothing more is sent. */
function queryable(db: Pick<PGlite, 'query' | 'exec'>, lost: () => boolean): Queryable {
  const refuseWhenLost = () => {
    if (lost()) throw new Error('the PGlite data folder was taken over by another process: this one no longer writes it');
  };
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      refuseWhenLost();
      const result = await db.query<Row>(sql, params as unknown[]);
      return result.rows;
    },
    async exec(sql: string) {
      refuseWhenLost();
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
  let lost = false;
  const release = lockDataDir(dataDir, () => {
    lost = true;
    console.error(`[learner service] another process took over ${dataDir}: this one stops using it (docs/service.md, Storage)`);
  });
  let db: PGlite;
  try {
    db = await PGlite.create(path.join(dataDir, 'pglite'));
  } catch (e) {
    release();
    throw e;
  }
  return {
    kind: 'pglite',
    ...queryable(db, () => lost),
    transaction: (work) => db.transaction((tx) => work(queryable(tx, () => lost))),
    async close() {
      try {
        // Closing writes (a checkpoint): not into a folder another process now owns.
        if (!lost) await db.close();
      } finally {
        release();
      }
    },
  };
}
