import type { TokenSigner } from './auth/tokens';
import type { Issuer } from './certificates/credential';
import type { CertificateKey } from './certificates/signingKey';
import type { ServiceOptions } from './config';
import type { LrsWriterCredential } from './lrs/credentials';
import type { LrsLimits } from './lrs/limits';
import type { Mailer } from './mail/Mailer';
import type { Outbox } from './mail/outbox';
import type { Database } from './storage/Database';

/** What every route needs, made once at start (server/index.ts). */
export interface ServiceContext {
  db: Database;
  tokens: TokenSigner;
  /** Queues each e-mail on the outbox: send() returns before the mail server is reached. */
  mailer: Mailer;
  /** E-mail work (and the lookups that decide it) run after the answer, in order (issue 21 §1). */
  outbox: Outbox;
  /** E-mail verification links: lifetime, and the least time between two links to one learner. */
  verification: { ttlSeconds: number; resendIntervalSeconds: number };
  now: () => Date;
  /** Allowed player origins, normalised (scheme://host[:port]). */
  playerOrigins: string[];
  /** Course id → title, from the course packages the service was started with (others are shown by id). */
  courseTitles: ReadonlyMap<string, string>;
  /** The address links in e-mails point to; set once the service listens. */
  publicUrl: () => string;
  /** Issue 25 review mode (docs/service.md "Review"). */
  review: {
    /** Course id → its package folder (COURSES): the anchors a republished course holds now. */
    courseDirs: ReadonlyMap<string, string>;
    showEmails: ReadonlySet<string>;
    pollMs: number;
    mailDelaySeconds: number;
    commentRateLimit: { max: number; windowMs: number };
  };
  /** Issue 26 (docs/service.md "Certificates"): who issues, and the key that signs (loaded or made on first use). */
  certificates: {
    issuer: () => Issuer;
    key: () => Promise<CertificateKey>;
  };
  settings: Required<Pick<ServiceOptions, 'accessTokenTtlSeconds' | 'longTermSessionTtlSeconds' | 'secretLinkTtlSeconds' | 'passwordResetTtlSeconds' | 'passwordMinLength' | 'authRateLimit' | 'bodyLimitBytes' | 'cookieSecure' | 'cookieSameSite'>> & {
    lrsReader?: { username: string; password: string };
    /** Issued writer credentials by username. */
    lrsWriters: ReadonlyMap<string, LrsWriterCredential>;
    lrsLimits: LrsLimits;
  };
}

export const addSeconds = (date: Date, seconds: number): Date => new Date(date.getTime() + seconds * 1000);
