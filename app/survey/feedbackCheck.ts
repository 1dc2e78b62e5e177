/**
 * SPEC 7.5 feedback check: GET {learnServiceUrl}/summary/allow-learner-feedback with the course and
 * the learner in headers; only `isFeedbackAllowed: true` allows the survey, and any failure (no
 * service, no learner to name, a network error, another status) counts as false (SPEC 8.3). The
 * service answers only who may write the statements it reads (docs/service.md, "Default LRS"), so
 * `authorization` is the learner's token or the course's credentials (core serviceAuthorization).
 */
export async function feedbackAllowed(
  learnServiceUrl: unknown,
  courseId: string,
  userId: string,
  authorization: string | null,
  fetchFn: typeof fetch = (input, init) => fetch(input, init),
): Promise<boolean> {
  const base = typeof learnServiceUrl === 'string' ? learnServiceUrl.trim().replace(/\/+$/, '') : '';
  if (!base || !userId) return false;
  try {
    const response = await fetchFn(`${base}/summary/allow-learner-feedback`, {
      method: 'GET',
      cache: 'no-store',
      headers: { 'X-Entity-Type': 'course', 'X-Entity-Id': courseId, 'X-User-Id': userId, ...(authorization ? { Authorization: authorization } : {}) },
    });
    if (!response.ok) return false;
    const body = (await response.json()) as { isFeedbackAllowed?: unknown } | null;
    return body?.isFeedbackAllowed === true;
  } catch {
    return false;
  }
}
