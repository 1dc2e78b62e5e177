import type { Queryable } from './Database';

/** The shared value named `name`: the one already stored, or `candidate`, stored by whichever instance came first. */
export async function sharedSecret(db: Queryable, name: string, candidate: string): Promise<string> {
  await db.query('INSERT INTO service_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, candidate]);
  const [row] = await db.query<{ value: string }>('SELECT value FROM service_secrets WHERE name = $1', [name]);
  return row.value;
}
