import { socialProvidersFromEnvironment } from './auth/socialProviders';
import path from 'node:path';
import type { ServiceOptions } from './config';
import { trustProxyFrom } from './http/trustProxy';
import { smtpSettingsFromEnvironment } from './mail/smtpSettings';
import { parseWriters } from './lrs/credentials';
import { parseReviewOwners } from './review/ownerConfig';

/** Environment variables → options (docs/service.md, Configuration). Unknown values fail loudly, never silently default. */
export function optionsFromEnvironment(env: NodeJS.ProcessEnv, cwd: string): ServiceOptions {
  const int = (name: string): number | undefined => {
    const raw = env[name];
    if (raw === undefined || raw === '') return undefined;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number >= 0, not "${raw}"`);
    return n;
  };
  const bool = (name: string): boolean | undefined => {
    const raw = env[name];
    if (raw === undefined || raw === '') return undefined;
    if (raw === 'true' || raw === '1') return true;
    if (raw === 'false' || raw === '0') return false;
    throw new Error(`${name} must be true or false, not "${raw}"`);
  };
  const list = (name: string, separator: string) => (env[name] ?? '').split(separator).map((s) => s.trim()).filter(Boolean);

  const playerOrigin = list('PLAYER_ORIGIN', ',');
  if (playerOrigin.length === 0) throw new Error('PLAYER_ORIGIN is required: the origin the player is served from, e.g. http://127.0.0.1:8080');
  const sameSite = env.COOKIE_SAME_SITE;
  if (sameSite !== undefined && sameSite !== 'lax' && sameSite !== 'strict' && sameSite !== 'none') throw new Error('COOKIE_SAME_SITE must be lax, strict or none');
  const rateMax = int('AUTH_RATE_LIMIT_PER_MINUTE');
  const readerUser = env.XAPI_READER_USERNAME;
  const reviewRate = int('REVIEW_COMMENT_RATE_LIMIT_PER_MINUTE');

  return {
    port: int('PORT') ?? 0,
    host: env.HOST || undefined,
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: int('DATABASE_POOL_SIZE'),
    dataDir: path.resolve(cwd, env.DATA_DIR || '.service-data'),
    publicUrl: env.PUBLIC_URL || undefined,
    playerOrigin,
    courses: list('COURSES', path.delimiter).map((dir) => path.resolve(cwd, dir)),
    jwtSecret: env.JWT_SECRET || undefined,
    accessTokenTtlSeconds: int('ACCESS_TOKEN_TTL_SECONDS'),
    longTermSessionTtlSeconds: int('LONG_TERM_SESSION_TTL_SECONDS'),
    secretLinkTtlSeconds: int('SECRET_LINK_TTL_SECONDS'),
    passwordMinLength: int('PASSWORD_MIN_LENGTH'),
    authRateLimit: rateMax === undefined ? undefined : { max: rateMax, windowMs: 60_000 },
    bodyLimitBytes: int('BODY_LIMIT_BYTES'),
    lrsReader: readerUser ? { username: readerUser, password: env.XAPI_READER_PASSWORD ?? '' } : undefined,
    lrsWriters: parseWriters(env.XAPI_WRITERS ?? ''),
    lrsLimits: {
      writerStatementsPerWindow: int('XAPI_RATE_PER_MINUTE'),
      courseStatementsPerWindow: int('XAPI_COURSE_RATE_PER_MINUTE'),
      learnerQuotaBytes: int('XAPI_LEARNER_QUOTA_BYTES'),
      courseQuotaBytes: int('XAPI_COURSE_QUOTA_BYTES'),
    },
    reviewOwners: parseReviewOwners(env.REVIEW_OWNERS ?? ''),
    reviewShowEmails: list('REVIEW_SHOW_EMAILS', ','),
    reviewPollMs: int('REVIEW_POLL_MS'),
    reviewMailDelaySeconds: int('REVIEW_MAIL_DELAY_SECONDS'),
    reviewCommentRateLimit: reviewRate === undefined ? undefined : { max: reviewRate, windowMs: 60_000 },
    certificateIssuer: { name: env.CERTIFICATE_ISSUER_NAME || undefined, url: env.CERTIFICATE_ISSUER_URL || undefined },
    certificateSigningKey: env.CERTIFICATE_SIGNING_KEY || undefined,
    cookieSecure: bool('COOKIE_SECURE'),
    cookieSameSite: sameSite,
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    // Production unless asked: a forgotten NODE_ENV must not print reset and sign-in links to a log.
    development: env.NODE_ENV === 'development',
    logStream: bool('LOG_REQUESTS') === false ? undefined : process.stdout,
    socialProviders: socialProvidersFromEnvironment(env),
    smtp: smtpSettingsFromEnvironment(env),
  };
}
