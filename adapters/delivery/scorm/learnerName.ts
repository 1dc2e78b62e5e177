/**
 * SCORM 1.2 gives the learner's name as "Last, First" (RTE 3.4.2.1.2) and many 2004 LMSs do the
 * same; the player greets a person, so one comma is read as that order. Anything else is kept.
 */
export function displayName(lmsName: string): string {
  const parts = lmsName.split(',');
  if (parts.length !== 2) return lmsName.trim();
  const [last, first] = parts.map((p) => p.trim());
  return first && last ? `${first} ${last}` : (first || last);
}
