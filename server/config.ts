import type { Writable } from 'node:stream';
import type { SocialProvider } from './auth/socialProviders';
import type { LrsWriterCredential } from './lrs/credentials';
import type { LrsLimits } from './lrs/limits';
import type { Mailer } from './mail/Mailer';
import type { SmtpSettings } from './mail/smtpSettings';
import type { CourseOwners } from './review/ownerConfig';

export interface ServiceOptions {
  /** Port to listen on; 0 (the default) picks a free one. */
  port?: number;
  /** Address to listen on: 127.0.0.1 unless a deployment says otherwise (behind a load balancer: 0.0.0.0). */
  host?: string;
  /** PGlite's data folder (created when missing). Used when no databaseUrl is given. */
  dataDir?: string;
  /** PostgreSQL connection string: when set, the service uses that server instead of PGlite. */
  databaseUrl?: string;
  /** Connections each instance keeps to PostgreSQL at most. Default 10. */
  databasePoolSize?: number;
  /** The address in e-mailed links (behind a load balancer: its public https URL). Default: the address listened on. */
  publicUrl?: string;
  /** The origin(s) the player is served from: the only ones CORS admits. */
  playerOrigin: string | string[];
  /** Course package folders whose publishSettings.js accessLimitation the access check applies (SPEC 6.2). */
  courses?: string[];
  /** The token signing key (at least 32 characters). Without it the key is generated once and kept in the database, shared by every instance. */
  jwtSecret?: string;
  /** Lifetime of an access token and of a short-term session (SPEC 7.3 shortTermAccess). Default 8 hours. */
  accessTokenTtlSeconds?: number;
  /** Lifetime of a long-term session (shortTermAccess false): its cookie lets the player get new tokens. Default 30 days. */
  longTermSessionTtlSeconds?: number;
  /** Lifetime of a secret sign-in link's single-use code (SPEC 7.3 send-secret-link). Default 24 hours. */
  secretLinkTtlSeconds?: number;
  /** Lifetime of a password-reset link. Default 1 hour. */
  passwordResetTtlSeconds?: number;
  /** SPEC 5.2's configured character count of a password. Default 8 (NIST SP 800-63B); at most 256. */
  passwordMinLength?: number;
  /** Requests per client address per window on each auth route. Default 10 per minute. */
  authRateLimit?: { max: number; windowMs: number };
  /** Largest request body in bytes (progress, statements). Default 1 MiB. Auth routes take 16 KiB. */
  bodyLimitBytes?: number;
  /** Basic credentials that may read statements back from the LRS endpoint. Without them reading is refused. */
  lrsReader?: { username: string; password: string };
  /** Basic credentials that may write statements, for one course or (courseId null) any: XAPI_WRITERS. Learners write with their token. */
  lrsWriters?: LrsWriterCredential[];
  /** The default LRS's rate limits and quotas; each unset one keeps its default (server/lrs/limits.ts). */
  lrsLimits?: Partial<LrsLimits>;
  /** Secure flag of the session cookie. Default true; false only for plain http on a host that is not loopback. */
  cookieSecure?: boolean;
  /** SameSite of the session cookie: 'lax' when player and service share a site (the default), 'none' across sites (needs Secure). */
  cookieSameSite?: 'lax' | 'strict' | 'none';
  /**
   * The proxies whose X-Forwarded-For is believed, so rate limits count the learner's address: how many
   * stand in front of the service (a load balancer: 1), or their addresses and CIDR ranges. Never `true`
   * (any client could name its own address): refused at start. Default: none.
   */
  trustProxy?: number | string[];
  /** Prints reset and sign-in links to the console: `npm start -- --hosted` and tests only. Default false (production). */
  development?: boolean;
  /** OpenID Connect providers for social login (SPEC 7.3); none by default, so GET /api/auth/{provider} answers 404. */
  socialProviders?: SocialProvider[];
  /** The SMTP server e-mails go through (SMTP_URL or SMTP_HOST…, MAIL_FROM). */
  smtp?: SmtpSettings;
  /** Sends e-mails, instead of `smtp`; default: SMTP when given, the console in development, nothing (with a warning) otherwise. */
  mailer?: Mailer;
  /** Issue 25: the people who own each course (REVIEW_OWNERS); they read and answer its review comments. Default none. */
  reviewOwners?: CourseOwners[];
  /** Courses whose reviewers see each other's e-mail addresses (REVIEW_SHOW_EMAILS). Default none: names only. */
  reviewShowEmails?: string[];
  /** How often each instance reads the review change log for its live streams. Default 1000 ms. */
  reviewPollMs?: number;
  /** How long a new comment waits before its owners' e-mail goes, gathering the comments that follow. Default 60 s. */
  reviewMailDelaySeconds?: number;
  /** Comments and replies per client address per window. Default 30 per minute. */
  reviewCommentRateLimit?: { max: number; windowMs: number };
  /** Issue 26: the issuer named in certificates' Open Badges credentials (CERTIFICATE_ISSUER_NAME, CERTIFICATE_ISSUER_URL). Default: the public URL's host, and the public URL. */
  certificateIssuer?: { name?: string; url?: string };
  /** Issue 26: PEM of the RSA private key (≥ 2048 bits) certificates are signed with (CERTIFICATE_SIGNING_KEY). Without it one is generated once and kept in the database, shared by every instance. */
  certificateSigningKey?: string;
  /** Request log: off by default; a stream to log JSON lines to (never request bodies). */
  logStream?: Writable;
  /** The clock (tests use a manual one to expire tokens without waiting). */
  now?: () => Date;
}

export const DEFAULTS = {
  host: '127.0.0.1',
  accessTokenTtlSeconds: 8 * 3600,
  longTermSessionTtlSeconds: 30 * 24 * 3600,
  secretLinkTtlSeconds: 24 * 3600,
  passwordResetTtlSeconds: 3600,
  passwordMinLength: 8,
  emailVerificationTtlSeconds: 24 * 3600,
  emailVerificationResendSeconds: 60,
  authRateLimit: { max: 10, windowMs: 60_000 },
  bodyLimitBytes: 1024 * 1024,
  authBodyLimitBytes: 16 * 1024,
  reviewPollMs: 1000,
  reviewMailDelaySeconds: 60,
  reviewCommentRateLimit: { max: 30, windowMs: 60_000 },
} as const;
