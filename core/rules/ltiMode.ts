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
