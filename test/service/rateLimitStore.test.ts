/**
 * The rate-limit counts every instance on one PostgreSQL shares (server/storage/rateLimitStore.ts),
 * driven as @fastify/rate-limit drives a store: incr(key, callback, timeWindow, max).
 */
import { migrate } from '../../server/storage/migrate';
import type { Database } from '../../server/storage/Database';
import { openPostgresDatabase } from '../../server/storage/postgresDatabase';
import { deleteEndedWindows, postgresRateLimitStore, type RateCount } from '../../server/storage/rateLimitStore';
import { freshStorage } from './support/serviceHarness';

type Store = {
  incr(key: string, done: (error: Error | null, count?: RateCount) => void, timeWindow: number, max: number): void;
  read(key: string, done: (error: Error | null, count?: RateCount) => void, timeWindow: number, max: number): void;
  child(routeOptions: { routeInfo: { method: string; url: string } }): Store;
};

const WINDOW = 60_000;
/** The store of one route, as the plugin makes it (a child of the store it was given). */
const routeStore = (db: Database, url: string): Store => {
  const Store = postgresRateLimitStore(db);
  return (new Store({}) as unknown as Store).child({ routeInfo: { method: 'POST', url } });
};
const count = (store: Store, key: string, method: 'incr' | 'read' = 'incr') =>
  new Promise<RateCount>((resolve, reject) => store[method](key, (error, result) => (error ? reject(error) : resolve(result!)), WINDOW, 5));

describe('the PostgreSQL rate-limit store', () => {
  let dbs: Database[];
  let stores: Store[];
  beforeAll(async () => {
    const { databaseUrl } = (await freshStorage('PostgreSQL')).options as { databaseUrl: string };
    // Two pools, as two instances have.
    dbs = await Promise.all([1, 2].map(() => openPostgresDatabase(databaseUrl, 5)));
    await migrate(dbs[0]);
    stores = dbs.map((db) => routeStore(db, '/api/auth/credentials'));
  });
  afterAll(async () => {
    await Promise.all(dbs.map((db) => db.close()));
  });

  it('counts concurrent requests from two instances exactly once each (one atomic upsert)', async () => {
    const counts = await Promise.all(Array.from({ length: 40 }, (_, i) => count(stores[i % 2], '198.51.100.1')));
    expect(counts.map((c) => c.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    for (const c of counts) expect(c.ttl).toBeGreaterThan(WINDOW - 5_000);
    expect((await count(stores[1], '198.51.100.1', 'read')).current).toBe(40);
  });

  it('keeps a count per route and per address', async () => {
    const register = routeStore(dbs[0], '/api/credentials/register');
    expect((await count(register, '198.51.100.2')).current).toBe(1);
    expect((await count(stores[0], '198.51.100.2')).current).toBe(1);
    expect((await count(stores[1], '198.51.100.2')).current).toBe(2);
    expect((await count(register, '198.51.100.2')).current).toBe(2);
  });

  it('starts a new window once the last one has ended, and cleans up ended windows', async () => {
    await count(stores[0], '198.51.100.3');
    await count(stores[0], '198.51.100.3');
    // The window ended (moved into the past rather than waiting a minute).
    await dbs[0].query("UPDATE rate_limits SET window_start = window_start - interval '2 minutes', expires_at = expires_at - interval '2 minutes' WHERE key LIKE '%198.51.100.3'");
    expect(await count(stores[1], '198.51.100.3', 'read')).toEqual({ current: 0, ttl: 0 });
    const fresh = await count(stores[1], '198.51.100.3');
    expect(fresh.current).toBe(1);
    expect(fresh.ttl).toBeGreaterThan(WINDOW - 5_000);

    await count(stores[0], '198.51.100.4');
    await dbs[0].query("UPDATE rate_limits SET window_start = window_start - interval '2 minutes', expires_at = expires_at - interval '2 minutes' WHERE key LIKE '%198.51.100.4'");
    expect(await deleteEndedWindows(dbs[0])).toBe(1);
    const left = await dbs[0].query<{ key: string }>('SELECT key FROM rate_limits WHERE expires_at <= now()');
    expect(left).toEqual([]);
    expect((await dbs[0].query("SELECT 1 FROM rate_limits WHERE key LIKE '%198.51.100.1'")).length).toBe(1);
  });
});
