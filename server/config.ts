import type { Writable } from 'node:stream';
import type { SocialProvider } from './auth/socialProviders';
import type { Mailer } from './mail/Mailer';

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
  /** Lifetime of a secret sign-in link's token. Default 7 days. */
  secretLinkTtlSeconds?: number;
  /** Lifetime of a password-reset link. Default 1 hour. */
  passwordResetTtlSeconds?: number;
  /** Requests per client address per window on each auth route. Default 10 per minute. */
  authRateLimit?: { max: number; windowMs: number };
  /** Largest request body in bytes (progress, statements). Default 1 MiB. Auth routes take 16 KiB. */
  bodyLimitBytes?: number;
  /** Basic credentials that may read statements back from the LRS endpoint. Without them reading is refused. */
  lrsReader?: { username: string; password: string };
  /** Secure flag of the session cookie. Default true; false only for plain http on a host that is not loopback. */
  cookieSecure?: boolean;
  /** SameSite of the session cookie: 'lax' when player and service share a site (the default), 'none' across sites (needs Secure). */
  cookieSameSite?: 'lax' | 'strict' | 'none';
  /** Fastify trustProxy: set when a load balancer forwards requests, so rate limits count the learner's address. */
  trustProxy?: boolean | number | string | string[];
  /** Prints reset and sign-in links to the console (development). Default: NODE_ENV !== 'production'. */
  development?: boolean;
  /** OpenID Connect providers for social login (SPEC 7.3); none by default, so GET /api/auth/{provider} answers 404. */
  socialProviders?: SocialProvider[];
  /** Sends e-mails; default: the console in development, nothing (with a warning) otherwise. */
  mailer?: Mailer;
  /** Request log: off by default; a stream to log JSON lines to (never request bodies). */
  logStream?: Writable;
  /** The clock (tests use a manual one to expire tokens without waiting). */
  now?: () => Date;
}

export const DEFAULTS = {
  host: '127.0.0.1',
  accessTokenTtlSeconds: 8 * 3600,
  longTermSessionTtlSeconds: 30 * 24 * 3600,
  secretLinkTtlSeconds: 7 * 24 * 3600,
  passwordResetTtlSeconds: 3600,
  authRateLimit: { max: 10, windowMs: 60_000 },
  bodyLimitBytes: 1024 * 1024,
  authBodyLimitBytes: 16 * 1024,
} as const;
