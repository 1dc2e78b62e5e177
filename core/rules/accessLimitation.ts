import type { PublishSettings } from '../settings/publishSettings';
import { isObject } from '../util/json';

/** publishSettings.js `accessLimitation {enabled, allowedUsers: [{email}]}` (PACKAGE-FORMAT.md), e-mails lower-cased. */
export interface AccessLimitation {
  enabled: boolean;
  allowedEmails: readonly string[];
}

/** Who is opening the course, as far as SPEC 6.2 looks at it. */
export interface AccessLearner {
  email?: string | null;
  authorizationSkipped?: boolean;
}

const normalised = (email: string) => email.trim().toLowerCase();

export function readAccessLimitation(publish: PublishSettings): AccessLimitation {
  const raw = isObject(publish.raw.accessLimitation) ? publish.raw.accessLimitation : {};
  const users = Array.isArray(raw.allowedUsers) ? raw.allowedUsers : [];
  const allowedEmails = users
    .map((u) => (isObject(u) && typeof u.email === 'string' ? normalised(u.email) : ''))
    .filter((e) => e !== '');
  return { enabled: raw.enabled === true, allowedEmails };
}

/**
 * SPEC 6.2's local rule: outside review mode, access is limited when the learner has an e-mail (or
 * skipped authorization), limitation is enabled, and the e-mail is not among allowedUsers. A learner
 * not yet identified (no e-mail, not skipped) is not limited: they are asked who they are first.
 */
export function isAccessLimited(input: { limitation: AccessLimitation; learner: AccessLearner | null; review: boolean }): boolean {
  const { limitation, learner, review } = input;
  if (review || !limitation.enabled || !learner) return false;
  const email = normalised(learner.email ?? '');
  if (!email && !learner.authorizationSkipped) return false;
  return !limitation.allowedEmails.includes(email);
}

/**
 * SPEC 6.2 / 7.5 / 8.3: the server's answer to the access check. Only `hasAccessToCourse: false`
 * denies; a check that failed (no answer, an error status, a body without the field) grants.
 */
export function accessFromCheck(body: unknown): 'granted' | 'denied' {
  return isObject(body) && body.hasAccessToCourse === false ? 'denied' : 'granted';
}
