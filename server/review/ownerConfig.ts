import { isValidEmail, normaliseEmail } from '../auth/inputRules';

export interface CourseOwners {
  courseId: string;
  /** Lower-cased. */
  emails: string[];
}

/**
 * REVIEW_OWNERS (issue 25 §1, docs/service.md "Review"): entries `courseId:owner@example.org,other@example.org`
 * separated by spaces or new lines; a course named twice has both lists. A malformed entry or address
 * stops the start: an owner silently dropped would never hear of a comment.
 */
export function parseReviewOwners(text: string): CourseOwners[] {
  const byCourse = new Map<string, Set<string>>();
  for (const entry of text.split(/\s+/).filter(Boolean)) {
    const at = entry.lastIndexOf(':');
    const courseId = entry.slice(0, at).trim();
    const emails = entry.slice(at + 1).split(',').map(normaliseEmail).filter(Boolean);
    if (at <= 0 || emails.length === 0) throw new Error(`REVIEW_OWNERS: "${entry.slice(0, 80)}" is not courseId:owner@example.org[,…]`);
    const bad = emails.find((e) => !isValidEmail(e));
    if (bad) throw new Error(`REVIEW_OWNERS: "${bad.slice(0, 80)}" is not an e-mail address`);
    const set = byCourse.get(courseId) ?? new Set<string>();
    emails.forEach((e) => set.add(e));
    byCourse.set(courseId, set);
  }
  return [...byCourse].map(([courseId, emails]) => ({ courseId, emails: [...emails] }));
}
