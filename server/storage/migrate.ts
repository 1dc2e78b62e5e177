import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './Database';

const MIGRATIONS_DIR = path.join(__dirname, 'migrations');
/** Any constant: instances starting together on one PostgreSQL apply the migrations one at a time. */
const MIGRATION_LOCK = 7_310_412;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** server/storage/migrations/NNN_name.sql, in version order. Files are never edited once released: a change is a new file. */
export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d{3}_[a-z0-9_]+\.sql$/.test(file))
    .sort()
    .map((file) => ({ version: Number(file.slice(0, 3)), name: file.replace(/\.sql$/, ''), sql: readFileSync(path.join(dir, file), 'utf8') }));
}

/** Applies, in one transaction, every migration the database has not seen; returns the versions applied. */
export async function migrate(db: Database, migrations = readMigrations()): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())');
    const done = new Set((await tx.query<{ version: number }>('SELECT version FROM schema_migrations')).map((r) => r.version));
    const applied: number[] = [];
    for (const migration of migrations) {
      if (done.has(migration.version)) continue;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      applied.push(migration.version);
    }
    return applied;
  });
}
