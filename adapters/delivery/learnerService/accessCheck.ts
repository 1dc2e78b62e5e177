import { accessFromCheck, type DeliverySession, type Learner, type ProgressStore } from '@core';
import type { AttemptTarget } from './attemptCalls';
import type { AuthClient } from './authClient';

/**
 * SPEC 7.5 GET {learnService}/api/learner/access/{courseId} with the bearer token, made once the
 * learner is signed in (SPEC 4.7). Only hasAccessToCourse false denies; a check that fails is logged
 * and grants (SPEC 8.3): the service still refuses the attempt itself, which denies then.
 */
export async function checkAccess(t: AttemptTarget, warn: (message: string) => void): Promise<'granted' | 'denied'> {
  const url = `${t.urls.learn}/api/learner/access/${encodeURIComponent(t.courseId)}`;
  try {
    const response = await t.fetch(url, { method: 'GET', headers: t.auth.bearer(), cache: 'no-store' });
    if (!response.ok) throw new Error(`the learner service answered ${response.status}`);
    return accessFromCheck(await response.json().catch(() => null));
  } catch (e) {
    warn(`The course access check failed; access is granted (SPEC 8.3): ${e instanceof Error ? e.message : String(e)}`);
    return 'granted';
  }
}

/** Nothing of a learner without access is kept on the server (SPEC 6.2); the session saves nothing either. */
const keepsNothing: ProgressStore = {
  id: 'learner-service-no-access',
  limits: { acceptsNonAscii: true, json: true },
  load: async () => null,
  save: async () => ({ kind: 'unauthorized', retryable: false, detail: 'the learner has no access to this course' }),
  remove: async () => undefined,
};

/** The open delivery of a learner the service refused: the no-access screen offers to sign out. */
export function deniedSession(learner: Learner | null, auth: AuthClient): DeliverySession {
  return { learner, store: keepsNothing, sinks: [], access: 'denied', signOut: () => auth.signOut(), close: async () => undefined };
}
