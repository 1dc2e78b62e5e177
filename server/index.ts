import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { PASSWORD_MAX_LENGTH } from './auth/inputRules';
import { tokenSigner } from './auth/tokens';
import { DEFAULTS, type ServiceOptions } from './config';
import type { ServiceContext } from './context';
import { readCourseAccess } from './courses/readCourseAccess';
import { normaliseOrigin } from './http/origins';
import { lrsLimitsOf } from './lrs/limits';
import { chooseMailer } from './mail/chooseMailer';
import { Outbox } from './mail/outbox';
import type { Database } from './storage/Database';
import { putCourseAccess } from './storage/courses';
import { replaceReviewOwners } from './storage/reviewOwners';
import { migrate } from './storage/migrate';
import { openPgliteDatabase } from './storage/pgliteDatabase';
import { openPostgresDatabase } from './storage/postgresDatabase';
import { sharedSecret } from './storage/secrets';

export type { ServiceOptions } from './config';

export interface RunningService {
  /** http://127.0.0.1:PORT, without a trailing slash: the player's authServiceUrl, learnServiceUrl and defaultLRSUrl. */
  url: string;
  database: Database['kind'];
  close(): Promise<void>;
}

async function openDatabase(options: ServiceOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgresDatabase(options.databaseUrl, options.databasePoolSize);
  if (!options.dataDir) throw new Error('startService: give dataDir (PGlite) or databaseUrl (PostgreSQL)');
  return openPgliteDatabase(options.dataDir);
}

async function signingKey(db: Database, jwtSecret: string | undefined): Promise<Uint8Array> {
  if (jwtSecret !== undefined) {
    if (jwtSecret.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
    return new TextEncoder().encode(jwtSecret);
  }
  return new TextEncoder().encode(await sharedSecret(db, 'jwt-signing-key', randomBytes(32).toString('base64url')));
}

function passwordMinLength(configured: number = DEFAULTS.passwordMinLength): number {
  if (!Number.isInteger(configured) || configured < 1 || configured > PASSWORD_MAX_LENGTH) throw new Error(`PASSWORD_MIN_LENGTH must be a whole number from 1 to ${PASSWORD_MAX_LENGTH}`);
  return configured;
}

/**
 * Starts the learner service: opens the database (PGlite in dataDir, or PostgreSQL at databaseUrl),
 * applies the migrations, loads the access limitation of the given courses and listens.
 */
export async function startService(options: ServiceOptions): Promise<RunningService> {
  const now = options.now ?? (() => new Date());
  const development = options.development ?? false;
  const playerOrigins = (Array.isArray(options.playerOrigin) ? options.playerOrigin : [options.playerOrigin]).map(normaliseOrigin);
  if (playerOrigins.length === 0) throw new Error('startService: playerOrigin is required (the origin the player is served from)');

  const db = await openDatabase(options);
  try {
    await migrate(db);
    // Titles are kept in memory, not in the database: every instance is started with the same packages.
    const courseTitles = new Map<string, string>();
    const courseDirs = new Map<string, string>();
    for (const dir of options.courses ?? []) {
      const course = await readCourseAccess(dir);
      await db.transaction(async (tx) => putCourseAccess(tx, course, now()));
      if (course.title) courseTitles.set(course.courseId, course.title);
      courseDirs.set(course.courseId, dir);
    }
    await db.transaction(async (tx) => replaceReviewOwners(tx, options.reviewOwners ?? []));
    let publicUrl = '';
    // A failed e-mail is reported without its message's text: links are credentials.
    const baseMailer = options.mailer ?? chooseMailer(options.smtp, development);
    const outbox = new Outbox(
      baseMailer,
      (e) => console.error(`[learner service] an e-mail could not be sent: ${e instanceof Error ? e.message : String(e)}`),
    );
    const ctx: ServiceContext = {
      db,
      tokens: tokenSigner(await signingKey(db, options.jwtSecret), now),
      mailer: outbox.queuedMailer(),
      outbox,
      verification: { ttlSeconds: DEFAULTS.emailVerificationTtlSeconds, resendIntervalSeconds: DEFAULTS.emailVerificationResendSeconds },
      now,
      playerOrigins,
      courseTitles,
      publicUrl: () => publicUrl,
      review: {
        courseDirs,
        showEmails: new Set(options.reviewShowEmails ?? []),
        pollMs: options.reviewPollMs ?? DEFAULTS.reviewPollMs,
        mailDelaySeconds: options.reviewMailDelaySeconds ?? DEFAULTS.reviewMailDelaySeconds,
        commentRateLimit: options.reviewCommentRateLimit ?? DEFAULTS.reviewCommentRateLimit,
      },
      settings: {
        accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? DEFAULTS.accessTokenTtlSeconds,
        longTermSessionTtlSeconds: options.longTermSessionTtlSeconds ?? DEFAULTS.longTermSessionTtlSeconds,
        secretLinkTtlSeconds: options.secretLinkTtlSeconds ?? DEFAULTS.secretLinkTtlSeconds,
        passwordResetTtlSeconds: options.passwordResetTtlSeconds ?? DEFAULTS.passwordResetTtlSeconds,
        passwordMinLength: passwordMinLength(options.passwordMinLength),
        authRateLimit: options.authRateLimit ?? DEFAULTS.authRateLimit,
        bodyLimitBytes: options.bodyLimitBytes ?? DEFAULTS.bodyLimitBytes,
        cookieSecure: options.cookieSecure ?? true,
        cookieSameSite: options.cookieSameSite ?? 'lax',
        lrsReader: options.lrsReader,
        lrsWriters: new Map((options.lrsWriters ?? []).map((w) => [w.username, w])),
        lrsLimits: lrsLimitsOf(options.lrsLimits),
      },
    };
    const app = await buildApp(ctx, options);
    await app.listen({ host: options.host ?? DEFAULTS.host, port: options.port ?? 0 });
    const address = app.server.address() as AddressInfo;
    const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    const url = `http://${host}:${address.port}`;
    publicUrl = options.publicUrl ?? url;
    return {
      url,
      database: db.kind,
      async close() {
        await app.close();
        // What was posted is sent, then the mailer waits for what it has on its way.
        await outbox.drain();
        await baseMailer.close?.();
        await db.close();
      },
    };
  } catch (e) {
    await db.close().catch(() => undefined);
    throw e;
  }
}
