import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Basic credentials an operator issued for writing statements to the default LRS (docs/service.md,
 * "Default LRS"): for one course (they go into that course's package as its default-LRS credentials,
 * SPEC 7.8) or for an integrator (every course). The service keeps the SHA-256 of the password only.
 */
export interface LrsWriterCredential {
  username: string;
  /** SHA-256 of the password, hex. A plain hash suffices: the password is 32 random bytes, not a learner's choice. */
  passwordSha256: string;
  /** The course whose statements they may write; null: an integrator's, any course. */
  courseId: string | null;
}

const USERNAME = /^[A-Za-z0-9._-]{1,64}$/;
const SHA256_HEX = /^[0-9a-f]{64}$/;
const INTEGRATOR_SCOPE = '*';

export const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** The XAPI_WRITERS entry of one credential: `username:sha256@course` (course id URL-encoded) or `username:sha256@*`. */
export function writerEntry(credential: LrsWriterCredential): string {
  return `${credential.username}:${credential.passwordSha256}@${credential.courseId === null ? INTEGRATOR_SCOPE : encodeURIComponent(credential.courseId)}`;
}

/** XAPI_WRITERS: entries separated by spaces, commas or new lines. A malformed entry stops the start. */
export function parseWriters(text: string): LrsWriterCredential[] {
  const seen = new Set<string>();
  return text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => {
      const match = /^([^:]+):([^@]+)@(.+)$/.exec(entry);
      if (!match || !USERNAME.test(match[1]) || !SHA256_HEX.test(match[2])) {
        throw new Error(`XAPI_WRITERS: "${entry.slice(0, 80)}" is not username:sha256@course (see issue-lrs-credentials)`);
      }
      const [, username, passwordSha256, scope] = match;
      if (seen.has(username)) throw new Error(`XAPI_WRITERS names ${username} twice`);
      seen.add(username);
      let courseId: string | null = null;
      if (scope !== INTEGRATOR_SCOPE) {
        try {
          courseId = decodeURIComponent(scope);
        } catch {
          throw new Error(`XAPI_WRITERS: the course of ${username} is not URL-encoded`);
        }
      }
      return { username, passwordSha256, courseId };
    });
}

/** A new credential: a random username and password; the password is shown once and kept nowhere. */
export function newWriterCredential(courseId: string | null, username?: string): { credential: LrsWriterCredential; password: string } {
  const name = username ?? `lrs-${randomBytes(4).toString('hex')}`;
  if (!USERNAME.test(name)) throw new Error('the username may have letters, digits, ".", "_" and "-" only (at most 64)');
  const password = randomBytes(32).toString('base64url');
  return { credential: { username: name, passwordSha256: sha256Hex(password), courseId }, password };
}

/** 'Basic …' → user name and password (RFC 7617, UTF-8); null for anything else. */
export function parseBasic(header: string | undefined): { username: string; password: string } | null {
  const match = typeof header === 'string' ? /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header.trim()) : null;
  if (!match) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

const NOBODY = sha256Hex('no such writer');

/** The credential these Basic credentials prove, or null. Unknown names cost the same comparison as known ones. */
export function matchWriter(writers: ReadonlyMap<string, LrsWriterCredential>, given: { username: string; password: string }): LrsWriterCredential | null {
  const found = writers.get(given.username);
  const same = timingSafeEqual(Buffer.from(sha256Hex(given.password), 'hex'), Buffer.from(found?.passwordSha256 ?? NOBODY, 'hex'));
  return found && same ? found : null;
}
