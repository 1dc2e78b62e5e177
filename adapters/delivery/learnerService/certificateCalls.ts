import type { CertificateIssue, CertificateRequest, IssuedCertificate } from '@core';
import type { AttemptTarget } from './attemptCalls';

/** Where the learner service issues certificates (issue 26; docs/service.md). */
export const certificatesUrl = (t: Pick<AttemptTarget, 'urls'>) => `${t.urls.learn}/api/certificates`;

const text = (v: unknown): v is string => typeof v === 'string';

/** The service's answer, when it has every field the player prints or links to; null otherwise. */
function issuedOf(body: unknown): IssuedCertificate | null {
  if (typeof body !== 'object' || body === null) return null;
  const b = body as Record<string, unknown>;
  const fields = ['code', 'verifyUrl', 'credentialJwtUrl', 'credentialJsonUrl', 'learnerName', 'courseTitle', 'completedAt', 'issuedAt', 'status'];
  if (!fields.every((f) => text(b[f])) || !b.code || !b.learnerName) return null;
  const score = typeof b.score === 'number' && Number.isFinite(b.score) ? b.score : null;
  return {
    code: b.code as string,
    verifyUrl: b.verifyUrl as string,
    credentialJwtUrl: b.credentialJwtUrl as string,
    credentialJsonUrl: b.credentialJsonUrl as string,
    learnerName: b.learnerName as string,
    courseTitle: b.courseTitle as string,
    score,
    completedAt: b.completedAt as string,
    issuedAt: b.issuedAt as string,
    status: b.status as string,
  };
}

/**
 * Issue 26: POST {learnServiceUrl}/api/certificates with the learner's token and {courseId,
 * courseTitle, name?}. The service decides eligibility and holds the name, score and date it prints;
 * like every call of a launch it is tried again while the service cannot be reached (SPEC 7.1, the
 * connection-lost screen meanwhile). 422 nameRequired asks the player for a name; 409 notEligible
 * carries the service's reason.
 */
export async function issueCertificate(t: AttemptTarget, request: CertificateRequest): Promise<CertificateIssue> {
  const body = JSON.stringify({ courseId: t.courseId, courseTitle: request.courseTitle, ...(request.name ? { name: request.name } : {}) });
  const response = await t.reach.answer(() =>
    t.fetch(certificatesUrl(t), { method: 'POST', headers: { 'Content-Type': 'application/json', ...t.auth.bearer() }, body }).catch(() => null),
  );
  const answer = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (response.ok) {
    const certificate = issuedOf(answer);
    return certificate ? { kind: 'issued', certificate } : { kind: 'failed', detail: `the service's answer (${response.status}) lacks the certificate's fields` };
  }
  if (response.status === 422 && answer?.error === 'nameRequired') return { kind: 'nameRequired' };
  if (response.status === 409) return { kind: 'notEligible', message: text(answer?.message) ? answer.message : '' };
  if (response.status === 401 || response.status === 403) return { kind: 'signed-out' };
  return { kind: 'failed', detail: `the service answered ${response.status}${text(answer?.error) ? ` (${answer.error})` : ''}` };
}
