import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Queryable } from './Database';

/** What @fastify/rate-limit asks of a store: the requests counted in the current window, and the milliseconds it has left. */
export interface RateCount {
  current: number;
  ttl: number;
}

/**
 * One atomic upsert per request: a new key, or a key whose window has ended, starts a window at 1;
 * otherwise the count goes up. Concurrent requests on any instance serialise on the row, so none is
 * lost or counted twice. The database's clock decides the window, the one clock every instance shares.
 */
const COUNT = `
  INSERT INTO rate_limits AS r (key, count, window_start, expires_at)
  VALUES ($1, 1, now(), now() + $2 * interval '1 millisecond')
  ON CONFLICT (key) DO UPDATE SET
    count        = CASE WHEN r.expires_at <= now() THEN 1 ELSE r.count + 1 END,
    window_start = CASE WHEN r.expires_at <= now() THEN now() ELSE r.window_start END,
    expires_at   = CASE WHEN r.expires_at <= now() THEN EXCLUDED.expires_at ELSE r.expires_at END
  RETURNING count AS current, GREATEST(0, CEIL(EXTRACT(EPOCH FROM expires_at - now()) * 1000))::integer AS ttl`;

const READ = `
  SELECT count AS current, GREATEST(0, CEIL(EXTRACT(EPOCH FROM expires_at - now()) * 1000))::integer AS ttl
  FROM rate_limits WHERE key = $1 AND expires_at > now()`;

export async function countRequest(db: Queryable, key: string, windowMs: number): Promise<RateCount> {
  const [row] = await db.query<RateCount>(COUNT, [key, windowMs]);
  return row;
}

/** Deletes the rows of ended windows (a new request would restart them anyway); how many. */
export async function deleteEndedWindows(db: Queryable): Promise<number> {
  return (await db.query('DELETE FROM rate_limits WHERE expires_at <= now() RETURNING 1')).length;
}

/** How often one instance sweeps ended windows: the table holds about one window's worth of clients. */
const SWEEP_EVERY_MS = 60_000;

type Callback = (error: Error | null, result?: RateCount) => void;

/**
 * @fastify/rate-limit's store on PostgreSQL, so several instances on one database share their counts
 * (issue 21 §6). The plugin makes one child per limited route; a child's keys carry the route, so each call
 * keeps its own count, as the plugin's in-memory store does. PGlite keeps the in-memory store: one
 * process holds its folder, so there is nothing to share.
 */
export function postgresRateLimitStore(db: Queryable): FastifyRateLimitStoreCtor {
  let lastSweep = 0;
  const sweep = () => {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    // Off the request's path: a failed sweep only leaves rows the next one removes.
    deleteEndedWindows(db).catch(() => undefined);
  };

  class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(_options: unknown, private readonly prefix = '') {}

    incr(key: string, done: Callback, timeWindow: number): void {
      sweep();
      countRequest(db, this.prefix + key, timeWindow).then((count) => done(null, count), (error: Error) => done(error));
    }

    read(key: string, done: Callback): void {
      db.query<RateCount>(READ, [this.prefix + key]).then(([row]) => done(null, row ?? { current: 0, ttl: 0 }), (error: Error) => done(error));
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      // At run time the plugin passes the route's merged settings, whose routeInfo is the route.
      const { method, url } = (routeOptions as { routeInfo: { method: string | string[]; url: string } }).routeInfo;
      return new PostgresRateLimitStore(null, `${[method].flat().join(',')} ${url}|`);
    }
  }
  return PostgresRateLimitStore;
}
