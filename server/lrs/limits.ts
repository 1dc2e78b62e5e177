import type { Queryable } from '../storage/Database';

/** The default LRS's rate limits and quotas (docs/service.md, "Default LRS"). */
export interface LrsLimits {
  /** Length of a rate window. */
  windowSeconds: number;
  /** Statements per window from one learner (their token), or from one client address with a course's shared credentials. */
  writerStatementsPerWindow: number;
  /** Statements per window into one course, whoever sends them. */
  courseStatementsPerWindow: number;
  /** Bytes of statements (as stored, JSON) one learner may have sent in all. */
  learnerQuotaBytes: number;
  /** Bytes of statements one course may hold in all. */
  courseQuotaBytes: number;
}

/**
 * A course sends a few hundred statements per learner and attempt, about 1 KB each, spread over the
 * time the learner takes; a relaunch replays what the outbox kept, 50 a request. Ten 1,000-statement
 * batches from one client (the flood) pass the writer rate at the fourth.
 */
export const DEFAULT_LRS_LIMITS: LrsLimits = {
  windowSeconds: 60,
  writerStatementsPerWindow: 3000,
  courseStatementsPerWindow: 60_000,
  learnerQuotaBytes: 50 * 1024 * 1024,
  courseQuotaBytes: 5 * 1024 * 1024 * 1024,
};

/** The limits given, each unset (or undefined: an environment variable not set) one at its default. */
export function lrsLimitsOf(given: Partial<LrsLimits> = {}): LrsLimits {
  const limits = { ...DEFAULT_LRS_LIMITS };
  for (const key of Object.keys(limits) as (keyof LrsLimits)[]) {
    const value = given[key];
    if (value !== undefined) limits[key] = value;
  }
  return limits;
}

/** 429 or 413, with the JSON message the route answers. */
export class LrsLimitExceeded extends Error {
  constructor(
    readonly status: 413 | 429,
    readonly code: 'lrsRateLimited' | 'lrsQuotaExceeded',
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export interface RateCharge {
  scope: string;
  statements: number;
  limit: number;
}

export interface QuotaCharge {
  scope: string;
  bytes: number;
  limit: number;
}

const byScope = <T extends { scope: string }>(charges: T[]) => [...charges].sort((a, b) => (a.scope < b.scope ? -1 : a.scope > b.scope ? 1 : 0));

/**
 * Counts the statements of a request in each scope's fixed window, in the database so that every
 * instance counts together. A refused request counts too: a client that keeps pushing stays refused
 * until the window ends. One statement for every scope, outside the batch's transaction (no row stays
 * locked while a batch is stored); its rows are taken in scope order, as chargeQuota takes them, so
 * no two requests wait on each other in a cycle.
 */
export async function countRate(db: Queryable, charges: RateCharge[], now: Date, windowSeconds: number): Promise<void> {
  if (charges.length === 0) return;
  const sorted = byScope(charges);
  const rows = await db.query<{ scope: string; start: Date; count: number }>(
    `INSERT INTO lrs_usage AS u (scope, stored_bytes, window_start, window_count)
     SELECT scope, 0, $3, n FROM unnest($1::text[], $2::int[]) WITH ORDINALITY AS t(scope, n, i) ORDER BY i
     ON CONFLICT (scope) DO UPDATE SET
       window_start = CASE WHEN u.window_start > $3::timestamptz - make_interval(secs => $4) THEN u.window_start ELSE $3 END,
       window_count = CASE WHEN u.window_start > $3::timestamptz - make_interval(secs => $4) THEN u.window_count + EXCLUDED.window_count ELSE EXCLUDED.window_count END
     RETURNING scope, window_start AS start, window_count AS count`,
    [sorted.map((c) => c.scope), sorted.map((c) => c.statements), now, windowSeconds],
  );
  for (const row of rows) {
    const limit = sorted.find((c) => c.scope === row.scope)!.limit;
    if (row.count > limit) {
      const left = Math.ceil((new Date(row.start).getTime() + windowSeconds * 1000 - now.getTime()) / 1000);
      throw new LrsLimitExceeded(429, 'lrsRateLimited', `more than ${limit} statements in ${windowSeconds} s`, Math.max(1, left));
    }
  }
}

/**
 * Adds the bytes of the statements a batch newly stored to each scope, inside the batch's
 * transaction: over a quota, the throw rolls the batch back, so nothing of it stays. The row locks
 * the update takes make concurrent batches of one scope add up one after the other.
 */
export async function chargeQuota(tx: Queryable, charges: QuotaCharge[], now: Date): Promise<void> {
  const sorted = byScope(charges.filter((c) => c.bytes > 0));
  if (sorted.length === 0) return;
  const rows = await tx.query<{ scope: string; bytes: number }>(
    `INSERT INTO lrs_usage AS u (scope, stored_bytes, window_start, window_count)
     SELECT scope, bytes, $3, 0 FROM unnest($1::text[], $2::bigint[]) WITH ORDINALITY AS t(scope, bytes, i) ORDER BY i
     ON CONFLICT (scope) DO UPDATE SET stored_bytes = u.stored_bytes + EXCLUDED.stored_bytes
     RETURNING scope, stored_bytes::float8 AS bytes`,
    [sorted.map((c) => c.scope), sorted.map((c) => c.bytes), now],
  );
  for (const row of rows) {
    const charge = sorted.find((c) => c.scope === row.scope)!;
    if (row.bytes > charge.limit) throw new LrsLimitExceeded(413, 'lrsQuotaExceeded', `the default LRS holds at most ${charge.limit} bytes of statements for this ${charge.scope.split(':')[0]}`);
  }
}

/** Rows that only counted a window long past (client addresses that never came back). */
export async function forgetOldWindows(db: Queryable, now: Date, windowSeconds: number): Promise<void> {
  await db.query(`DELETE FROM lrs_usage WHERE stored_bytes = 0 AND window_start < $1::timestamptz - make_interval(secs => $2)`, [now, windowSeconds * 2]);
}
