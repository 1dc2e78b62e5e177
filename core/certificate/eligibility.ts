import { Status } from '../rules/status';

/** What SPEC 3.1's allowUsersToDownloadCertificates and the course's standing say about a certificate. */
export interface CertificateFacts {
  /** settings.js allowUsersToDownloadCertificates.enabled. */
  enabled: boolean;
  /** Review mode: reviewers comment on a course, they do not earn it (SPEC 2.11). */
  review: boolean;
  /** The course has questions that count toward the score (CourseStanding.scored). */
  scored: boolean;
  status: Status;
  /** SPEC 4.1 completion as the course reports it ('completed' once over or finished). */
  completion: 'completed' | 'incomplete';
}

/**
 * Issue 26 / SPEC 1: the results page offers '[download certificate]' when the author switched it on
 * and the learner earned it: a scored course passed, or a course without scored questions completed
 * (there is nothing to pass). The same in every delivery context; never in review mode.
 */
export function certificateOffered(f: CertificateFacts): boolean {
  if (!f.enabled || f.review) return false;
  return f.scored ? f.status === Status.PASSED : f.completion === 'completed';
}

/** The name the learner types for their certificate: 1–100 characters once trimmed (issue 26). */
export const CERTIFICATE_NAME_MAX = 100;

/** The typed name as it is kept, or null when it is empty or too long once trimmed. */
export function certificateName(typed: string): string | null {
  const name = typed.trim();
  return name.length >= 1 && [...name].length <= CERTIFICATE_NAME_MAX ? name : null;
}

/**
 * A file name for the package's '[certificate file name]' label: characters no file system takes
 * (and control characters) become spaces, runs of spaces one, no leading or trailing dot or space;
 * 'Certificate' when nothing is left. Capped so that with '.pdf' it fits every file system's 255.
 */
export function certificateFileName(label: string): string {
  const cleaned = label
    // eslint-disable-next-line no-control-regex
    .replace(/[<>:"/\\|?*\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  const base = [...cleaned].slice(0, 120).join('').trim();
  // Windows reserves these names whatever the extension.
  const reserved = /^(con|prn|aux|nul|com\d|lpt\d)$/i.test(base);
  return `${base && !reserved ? base : 'Certificate'}.pdf`;
}
