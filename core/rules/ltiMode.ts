/**
 * SPEC 7.6 / 9.5: LTI mode applies when the launch query has the LTI result callback
 * (ltiResultCallbackUrl) and an attempt id. Pure, so the delivery, the menu and the close-course
 * texts all read it the same way.
 */
export const LTI_CALLBACK_PARAM = 'ltiResultCallbackUrl';

/** The LTI tool's callback URL of this launch, or null when it is not an LTI launch. */
export function ltiCallbackUrl(query: URLSearchParams): string | null {
  const callback = (query.get(LTI_CALLBACK_PARAM) ?? '').trim();
  const attemptId = (query.get('attemptId') ?? '').trim();
  if (!callback || !attemptId) return null;
  try {
    const url = new URL(callback);
    // Only a web address: the learner's score must not go to a javascript: or file: "callback".
    return url.protocol === 'https:' || url.protocol === 'http:' ? callback.replace(/\/+$/, '') : null;
  } catch {
    return null;
  }
}

export const isLtiLaunch = (query: URLSearchParams): boolean => ltiCallbackUrl(query) !== null;

/** SPEC 7.6: the result's score is 0–1, the course's percent / 100 (clamped: a tool may refuse anything outside). */
export function ltiScore(percent: number): number {
  if (!Number.isFinite(percent)) return 0;
  return Math.min(1, Math.max(0, percent / 100));
}

/** Where the learner is, as SPEC 2.8's close-course texts and 'My courses' button look at it. */
export interface CloseCourseContext {
  lti: boolean;
  review: boolean;
  xapi: boolean;
  /** An anonymous learner (no account, or authorization skipped). */
  anonymous: boolean;
  crossDevice: boolean;
}

/**
 * SPEC 2.8 close-course overlay: 'close lti course text' for LTI, review or xAPI; 'close anonymous
 * user course text' for an anonymous learner or without cross-device saving; else 'close course text'.
 * Both of the first two rows can hold at once (an LTI launch keeps progress in the browser): the
 * launch context wins, as in the survey's thanks step, because those learners go back to the tool
 * or LMS that opened the course, which is what the LTI text tells them.
 */
export function closeCourseTextKey(c: CloseCourseContext): string {
  if (c.lti || c.review || c.xapi) return '[close lti course text]';
  if (c.anonymous || !c.crossDevice) return '[close anonymous user course text]';
  return '[close course text]';
}

/** SPEC 2.4 / 2.8 / 6.1: LTI (like guests, review and xAPI) gets no 'My courses'. */
export const ltiHidesMyCourses = (c: Pick<CloseCourseContext, 'lti'>): boolean => c.lti;
