type Fetch = typeof fetch;

/** SPEC 7.1: a call that fails on the network or with a 5xx is tried again after 3000 ms. */
export const RETRY_MS = 3000;
/** A reset or an access check waits for the learner: after this many tries it gives up (the result never does). */
const ASKING_TRIES = 5;

export interface LtiClientOptions {
  /** ltiResultCallbackUrl, without a trailing slash. */
  callbackUrl: string;
  fetch: Fetch;
  /** The learner's token (the learner service's, SPEC 9.5 'token.learn'), '' when there is none. */
  token: () => string;
  sleep: (ms: number) => Promise<void>;
}

export class LtiCallError extends Error {}

/**
 * The LTI tool's calls (SPEC 7.6): JSON headers, credentials included, Authorization Bearer when
 * the learner has a token. Network failures and 5xx are retried every 3000 ms (SPEC 7.1).
 */
export class LtiClient {
  constructor(private readonly o: LtiClientOptions) {}

  /**
   * POST {callbackUrl}/reset {attemptId}: the tool opens a new attempt; 201 with the new attemptId.
   * SPEC 8.3: another status is 'Failed to create new attempt: {status}', no id 'No attemptId found'.
   */
  async reset(attemptId: string): Promise<string> {
    const response = await this.call(`${this.o.callbackUrl}/reset`, { method: 'POST', body: JSON.stringify({ attemptId }) }, ASKING_TRIES);
    if (response.status !== 201) throw new LtiCallError(`Failed to create new attempt: ${response.status}`);
    const body = (await response.json().catch(() => null)) as { attemptId?: unknown } | null;
    if (typeof body?.attemptId !== 'string' || !body.attemptId) throw new LtiCallError('No attemptId found');
    return body.attemptId;
  }

  /** POST {callbackUrl} {attemptId, score 0–1}. Tried until the tool takes it; resolves with its status. */
  async result(attemptId: string, score: number, keepalive = false): Promise<number> {
    const response = await this.call(this.o.callbackUrl, { method: 'POST', body: JSON.stringify({ attemptId, score }), ...(keepalive ? { keepalive: true } : {}) }, Infinity);
    return response.status;
  }

  /**
   * The tool's access check (SPEC 6.2 "in LTI mode an access check may deny the course"; SPEC 7.6
   * leaves its path unshown, docs/lti.md names ours): GET {callbackUrl}/access?attemptId={id}, whose
   * `canAccessCourse: false` denies. Like SPEC 7.5's check, a check that fails grants (SPEC 8.3).
   */
  async access(attemptId: string): Promise<'granted' | 'denied'> {
    try {
      const response = await this.call(`${this.o.callbackUrl}/access?attemptId=${encodeURIComponent(attemptId)}`, { method: 'GET' }, ASKING_TRIES);
      if (!response.ok) return 'granted';
      const body = (await response.json().catch(() => null)) as { canAccessCourse?: unknown } | null;
      return body?.canAccessCourse === false ? 'denied' : 'granted';
    } catch {
      return 'granted';
    }
  }

  private async call(url: string, init: RequestInit, tries: number): Promise<Response> {
    for (let attempt = 1; ; attempt++) {
      const token = this.o.token();
      let response: Response | null = null;
      try {
        response = await this.o.fetch(url, {
          ...init,
          credentials: 'include',
          cache: 'no-store',
          headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        });
      } catch {
        response = null;
      }
      if (response && response.status < 500) return response;
      if (attempt >= tries) throw new LtiCallError(`the LTI tool cannot be reached (${response ? response.status : 'network error'})`);
      await this.o.sleep(RETRY_MS);
    }
  }
}
