/** Restore rules of SPEC 4.3 / 4.4 (loaded with the session's delivery code, beside the package). */
import { ErrorMessages } from '../errors/catalogue';
import type { CourseInstance } from '../models/Course';
import type { ProgressSnapshot } from '../progress/progressRecord';

/** SPEC 4.4 / 3.7: the attempt fields of a saved record. */
export function restoreAttemptState(course: CourseInstance, record: ProgressSnapshot): void {
  course.restoreAttempt({
    courseAttempt: record.courseAttemptNumber,
    isAttemptSubmitted: record.allQuestionsSubmitted,
    reAttemptedSubmitAtOnce: record.submitOnceAttempt > 0,
    completionDate: record.completionDate,
  });
  // Issue 26: a saved certificate stays saved; a name typed for it is not asked again.
  if (record.certificateDownloaded) course.markCertificateDownloaded();
  if (record.user?.name && !course.certificateName) course.setCertificateName(record.user.name);
}

/**
 * SPEC 4.3 / 4.5: 'Course has been updated!' when the saved checksum differs, or when forced
 * navigation was switched on while the course ran (not in SCORM). Returns the message, or null.
 */
export function courseUpdateProblem(course: CourseInstance, record: ProgressSnapshot, isScorm: boolean): string | null {
  if (record.courseChecksum && record.courseChecksum !== course.checksum) return ErrorMessages.courseUpdated;
  const hadProgress = record.answers.some((a) => a !== null);
  if (!isScorm && hadProgress && course.rules.forceNavigation && !record.isForcedNavigationEnabled) return ErrorMessages.courseUpdated;
  return null;
}
