import pg from 'pg';
import type { Database, Queryable } from './Database';

type Client = Pick<pg.PoolClient, 'query'>;

/**
 * Each distinct statement is prepared once per connection under a name, then only bound and run:
 * parsing and planning every statement again doubled PostgreSQL's CPU per progress save (issue 21
 * §6). The repositories' SQL is fixed text, so there are a few dozen; the cap keeps a statement built
 * from data (none today) from preparing without end on every connection.
 */
const PREPARED_LIMIT = 200;
const statementNames = new Map<string, string>();
function statementName(sql: string): string | undefined {
  let name = statementNames.get(sql);
  if (name === undefined && statementNames.size < PREPARED_LIMIT) {
    name = `ocp_${statementNames.size}`;
    statementNames.set(sql, name);
  }
  return name;
}

function queryable(client: Client): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query({ name: statementName(sql), text: sql, values: params as unknown[] });
      return result.rows as Row[];
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

/** A PostgreSQL server through a connection pool (DATABASE_URL). Any number of service instances may share it. */
export async function openPostgresDatabase(connectionString: string, poolSize = 10): Promise<Database> {
  if (!Number.isInteger(poolSize) || poolSize < 1) throw new Error(`DATABASE_POOL_SIZE must be a whole number >= 1, not ${poolSize}`);
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle client that loses its server emits 'error' on the pool; unhandled, that would end the process.
  pool.on('error', () => undefined);
  // Fail at start, not at the first learner's request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  return {
    kind: 'postgres',
    ...queryable(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(queryable(client));
        await client.query('COMMIT');
        return result;
      } catch (e) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw e;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
