/**
 * Issue 26, hosted mode: the learner service issues the certificate (POST /api/certificates) and is
 * the source of what it prints. A backend that can issue one has DeliverySession.issueCertificate;
 * the others leave the certificate to the player alone (no code, no verification URL).
 */
export interface CertificateRequest {
  courseTitle: string;
  /** The name the learner typed, when the service asked for one (422 nameRequired). */
  name?: string;
}

/** The service's record of an issued certificate: what the PDF prints and the links the results page offers. */
export interface IssuedCertificate {
  code: string;
  verifyUrl: string;
  credentialJwtUrl: string;
  credentialJsonUrl: string;
  learnerName: string;
  courseTitle: string;
  /** 0–100, or null for a course without scored questions. */
  score: number | null;
  completedAt: string;
  issuedAt: string;
  status: string;
}

/**
 * 'nameRequired': the service knows no name for the learner (422): ask it, then issue again with it.
 * 'notEligible': the service does not count the course as passed or completed (409); `message` is its
 * explanation when it gave one. 'signed-out': the token is no longer good. 'failed': anything else.
 */
export type CertificateIssue =
  | { kind: 'issued'; certificate: IssuedCertificate }
  | { kind: 'nameRequired' }
  | { kind: 'notEligible'; message: string }
  | { kind: 'signed-out' }
  | { kind: 'failed'; detail: string };
