import type { ReviewApiConfig, ReviewFailure, ReviewResult } from '@core';
import type { ReviewerTokenStore } from './ReviewerTokenStore';

export type Fetch = typeof fetch;

/** What each call's answers mean: the status that is success, and the SPEC 8.2 outcome of any other failure. */
export interface CallRule {
  ok: number;
  failed: ReviewFailure;
}

/** The service's own reasons (`{message}`) the player tells apart; anything else is the call's SPEC 8.2 outcome. */
const KNOWN: ReadonlySet<string> = new Set([
  'invalidEmail', 'invalidName', 'loginLinkNotValid', 'emailChangeNeedsNewLogin', 'alreadyAuthenticated', 'notFound',
  'notYourComment', 'emptyComment', 'reviewerNotAuthenticated',
]);

/**
 * The one way the review client talks to the learner service (docs/service.md, Review; SPEC 7.7):
 * `X-Course-Id` on every request, the reviewer token as a Bearer but on the two calls that make a
 * session, no cookies, no cache. The token lives in the ReviewerTokenStore only; a 401 forgets it.
 */
export class ReviewTransport {
  constructor(
    private readonly config: ReviewApiConfig,
    private readonly fetchFn: Fetch,
    readonly tokens: ReviewerTokenStore,
  ) {}

  get token(): string {
    return this.tokens.token;
  }

  /** The raw request (the live channel reads its body as a stream); rejects when the service cannot be reached. */
  request(method: string, path: string, init: { body?: unknown; headers?: Record<string, string>; signal?: AbortSignal; withToken?: boolean } = {}): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json', 'X-Course-Id': this.config.courseId, ...init.headers };
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    const token = this.token;
    if (init.withToken !== false && token) headers.Authorization = `Bearer ${token}`;
    return this.fetchFn(`${this.config.settings.apiUrl}${path}`, {
      method,
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: 'omit',
      cache: 'no-store',
      ...(init.signal ? { signal: init.signal } : {}),
    });
  }

  async call<T>(method: string, path: string, body: unknown, rule: CallRule, withToken = true): Promise<ReviewResult<T>> {
    let response: Response;
    try {
      response = await this.request(method, path, { body, withToken });
    } catch {
      return { ok: false, failure: 'offline', status: 0 };
    }
    const json = await response.json().catch(() => null);
    if (response.status === rule.ok) return { ok: true, value: json as T };
    return { ok: false, failure: this.failed(response.status, json, rule, withToken), status: response.status };
  }

  /** A refused call's outcome; a 401 on a call made with the token forgets it (the reviewer starts again). */
  failed(status: number, json: unknown, rule: CallRule, withToken = true): ReviewFailure {
    if (status === 401 && withToken) this.tokens.clear();
    return failureOf(status, json, rule, withToken);
  }
}

function failureOf(status: number, json: unknown, rule: CallRule, withToken: boolean): ReviewFailure {
  const message = json && typeof json === 'object' && typeof (json as { message?: unknown }).message === 'string' ? (json as { message: string }).message : '';
  if (status === 429) return 'rateLimited';
  if (status >= 500) return 'offline';
  if (KNOWN.has(message)) return message as ReviewFailure;
  if (status === 401 && withToken) return 'unauthorized';
  // SPEC 8.2: a refused registration (400) is reviewerRegistrationFailed; anything else is the call's own outcome.
  if (status === 400 && rule.failed === 'loginLinkFetchingFailed') return 'reviewerRegistrationFailed';
  return rule.failed;
}
