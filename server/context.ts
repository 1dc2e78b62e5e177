import type { TokenSigner } from './auth/tokens';
import type { ServiceOptions } from './config';
import type { LrsWriterCredential } from './lrs/credentials';
import type { LrsLimits } from './lrs/limits';
import type { Mailer } from './mail/Mailer';
import type { Database } from './storage/Database';

/** What every route needs, made once at start (server/index.ts). */
export interface ServiceContext {
  db: Database;
  tokens: TokenSigner;
  mailer: Mailer;
  now: () => Date;
  /** Allowed player origins, normalised (scheme://host[:port]). */
  playerOrigins: string[];
  /** Course id → title, from the course packages the service was started with (others are shown by id). */
  courseTitles: ReadonlyMap<string, string>;
  /** The address links in e-mails point to; set once the service listens. */
  publicUrl: () => string;
  settings: Required<Pick<ServiceOptions, 'accessTokenTtlSeconds' | 'longTermSessionTtlSeconds' | 'secretLinkTtlSeconds' | 'passwordResetTtlSeconds' | 'passwordMinLength' | 'authRateLimit' | 'bodyLimitBytes' | 'cookieSecure' | 'cookieSameSite'>> & {
    lrsReader?: { username: string; password: string };
    /** Issued writer credentials by username. */
    lrsWriters: ReadonlyMap<string, LrsWriterCredential>;
    lrsLimits: LrsLimits;
  };
}

export const addSeconds = (date: Date, seconds: number): Date => new Date(date.getTime() + seconds * 1000);
