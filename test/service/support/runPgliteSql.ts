/**
 * Runs one SQL statement on a PGlite folder no service holds (the service is stopped): for a test that
 * must set up data no route can make, on PGlite as on PostgreSQL. PGlite cannot load inside Jest's
 * sandbox, so this runs as a Node process of its own.
 * Usage: node --import tsx runPgliteSql.ts <dataDir> <sql> <params as JSON>
 */
import { openPgliteDatabase } from '../../../server/storage/pgliteDatabase';

async function run(): Promise<void> {
  const [dataDir, sql, params] = process.argv.slice(2);
  const db = await openPgliteDatabase(dataDir);
  try {
    await db.query(sql, JSON.parse(params) as unknown[]);
  } finally {
    await db.close();
  }
}

run().catch((e) => {
  process.stderr.write(e instanceof Error ? e.stack ?? e.message : String(e));
  process.exit(1);
});
