import type { LmsConnection } from './LmsConnection';

/**
 * The progress of the attempt the LMS launched, by cmi.entry: 'ab-initio' is a new attempt, which
 * starts clean whatever the LMS still holds. SCORM 1.2 LMSs often say '' on a later launch and
 * always answer a read of suspend_data, so 1.2 reads it unless the attempt is new. In 2004 reading
 * a suspend_data that was never set is an error (403), and an LMS says 'resume' when the last
 * session ended suspended: only then is there progress to read.
 */
export function readSuspendData(lms: LmsConnection): string {
  const { el, version } = lms.dialect;
  const entry = lms.get(el.entry);
  if (entry === 'ab-initio') return '';
  if (version === '2004' && entry !== 'resume') return '';
  return lms.get(el.suspendData);
}
