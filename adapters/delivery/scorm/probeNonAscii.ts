import type { LmsConnection } from './LmsConnection';

/** Characters from the ranges the UTF-16 progress variant writes (Latin, symbols, CJK). */
const PROBE = 'é✓中\u4e9e';

/**
 * `saved` is what cmi.suspend_data holds now (readSuspendData), put back after the probe.
 *
 * SPEC 5.2: does this LMS keep non-ASCII text in cmi.suspend_data? Writes a probe, reads it back
 * and puts the saved value back, all before any commit, so the LMS stores nothing of it. Only an
 * exact round trip counts.
 */
export function probeNonAscii(lms: LmsConnection, saved: string): boolean {
  const element = lms.dialect.el.suspendData;
  const probe = `${saved}${PROBE}`;
  if (probe.length > lms.dialect.suspendDataLimit) return false;
  const kept = lms.set(element, probe, { quiet: true }) && lms.get(element) === probe;
  lms.set(element, saved);
  return kept;
}
