import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { ServiceContext } from '../context';
import { findLastAttempt } from '../storage/attempts';
import { findCertificateOfAttempt, insertCertificate, setNameWhenMissing, type CertificateRecord } from '../storage/certificates';
import { findLearnerById, type Learner } from '../storage/learners';
import { credentialJsonPath, credentialJwtPath, verifyPagePath } from './paths';

/** Input limits of POST /api/certificates (issue 26 §2). */
export const CERTIFICATE_LIMITS = { courseTitle: 300, name: 100 } as const;

/**
 * Plain text as a certificate shows it: white space collapsed and trimmed; null when empty, too long
 * or holding control characters (a line break or an escape sequence has no place on a certificate).
 */
export function plainText(value: string | undefined, max: number): string | null {
  if (value === undefined) return null;
  const text = value.replace(/\s+/gu, ' ').trim();
  if (text.length === 0 || text.length > max || /[\p{Cc}\p{Cf}\p{Co}\p{Cn}]/u.test(text.replace(/[\u200c\u200d\u200e\u200f]/gu, ''))) return null;
  return text;
}

/** What the player and verifiers read (POST /api/certificates, GET /api/certificates/{code}). */
export function publicRecord(c: CertificateRecord, publicUrl: string) {
  return {
    code: c.code,
    verifyUrl: `${publicUrl}${verifyPagePath(c.code)}`,
    credentialJwtUrl: `${publicUrl}${credentialJwtPath(c.code)}`,
    credentialJsonUrl: `${publicUrl}${credentialJsonPath(c.code)}`,
    courseId: c.courseId,
    learnerName: c.learnerName,
    courseTitle: c.courseTitle,
    score: c.score,
    result: c.status,
    completedAt: c.completedAt.toISOString(),
    issuedAt: c.issuedAt.toISOString(),
    status: c.revokedAt ? ('revoked' as const) : ('valid' as const),
    revokedAt: c.revokedAt ? c.revokedAt.toISOString() : null,
  };
}

export type IssueOutcome =
  | { kind: 'issued'; certificate: CertificateRecord; created: boolean }
  | { kind: 'notEligible' }
  | { kind: 'nameRequired' }
  | { kind: 'unauthorized' };

/**
 * The recipient of the Open Badges credential: the proven address, or the account id when the address
 * is not proven (a claimed address must not be vouched for). Salted SHA-256 (OB 3.0 IdentityHash), so
 * the credential does not publish the address and whoever knows it can check it.
 */
function recipient(learner: Learner) {
  const salt = randomBytes(16).toString('hex');
  const [identityType, identity] = learner.emailVerified ? ['emailAddress', learner.email] : ['systemId', `urn:uuid:${learner.id}`];
  return { identityType, identitySalt: salt, identityHash: `sha256$${createHash('sha256').update(identity + salt, 'utf8').digest('hex')}` };
}

/**
 * SPEC 1 "may download a certificate", issue 26 §2. The service issues from what it holds, never from
 * what the request claims: the learner is the token's, the result their latest attempt of the course
 * (SPEC 4.1: only PASSED makes it eligible), the name their account's. The body's name is used (and
 * saved) only when the account has none; the body's title only when the service has no package title.
 *
 * The attempt table stores SPEC 4.1's IN_PROGRESS / PASSED / FAILED and a score that is 0 when the
 * course has no scored questions ("0 if there are none"); so PASSED with 0 is recorded as 'completed'
 * with no score, and PASSED with a score above 0 as 'passed' with that score.
 */
export async function issueCertificate(ctx: ServiceContext, learnerId: string, request: { courseId: string; courseTitle: string; name: string | null }): Promise<IssueOutcome> {
  return ctx.db.transaction(async (tx) => {
    const learner = await findLearnerById(tx, learnerId);
    if (!learner) return { kind: 'unauthorized' };
    const attempt = await findLastAttempt(tx, learnerId, request.courseId);
    if (!attempt || attempt.status !== 'PASSED') return { kind: 'notEligible' };
    const existing = await findCertificateOfAttempt(tx, learnerId, request.courseId, attempt.attemptId);
    if (existing) return { kind: 'issued', certificate: existing, created: false };

    let learnerName = plainText(learner.name, CERTIFICATE_LIMITS.name);
    if (!learnerName) {
      if (!request.name) return { kind: 'nameRequired' };
      learnerName = request.name;
      await setNameWhenMissing(tx, learnerId, learnerName);
    }
    const scored = attempt.score > 0;
    const now = ctx.now();
    const { certificate, created } = await insertCertificate(tx, {
      id: randomUUID(),
      code: randomBytes(18).toString('base64url'),
      courseId: request.courseId,
      learnerId,
      attemptId: attempt.attemptId,
      learnerName,
      courseTitle: ctx.courseTitles.get(request.courseId) ?? request.courseTitle,
      score: scored ? attempt.score : null,
      status: scored ? 'passed' : 'completed',
      completedAt: attempt.updatedAt,
      issuedAt: now,
      ...recipient(learner),
    });
    return { kind: 'issued', certificate, created };
  });
}
