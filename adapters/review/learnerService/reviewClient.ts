import type { Reviewer, ReviewApi, ReviewApiConfig, ReviewFailure, ReviewLogin, ReviewResult } from '@core';
import { ReviewerTokenStore } from './ReviewerTokenStore';

type Fetch = typeof fetch;

/** What each call's answers mean: the status that is success, and the SPEC 8.2 outcome of any other failure. */
interface CallRule {
  ok: number;
  failed: ReviewFailure;
}

/** The service's own reasons (`{message}`) the player tells apart; anything else is the call's SPEC 8.2 outcome. */
const KNOWN: ReadonlySet<string> = new Set(['invalidEmail', 'invalidName', 'loginLinkNotValid', 'emailChangeNeedsNewLogin', 'alreadyAuthenticated', 'notFound']);

/**
 * The learner service's review API, session calls (docs/service.md, Review; SPEC 7.7): JSON over
 * fetch, `X-Course-Id` on every request, the reviewer token as a Bearer on all but the two calls that
 * make a session. The token is kept in the ReviewerTokenStore and nowhere else; a 401 forgets it.
 */
export class LearnerServiceReviewClient implements ReviewApi {
  private readonly tokens: ReviewerTokenStore;

  constructor(
    private readonly config: ReviewApiConfig,
    private readonly fetchFn: Fetch,
    tokens?: ReviewerTokenStore,
  ) {
    this.tokens = tokens ?? ReviewerTokenStore.forWindow(config.window, config.courseId);
  }

  get token(): string {
    return this.tokens.token;
  }

  async requestLoginLink(input: { email: string; name: string; returnUrl: string; lang: string }): Promise<ReviewResult<ReviewLogin>> {
    const result = await this.call<ReviewLogin>('POST', '/login-link', { email: input.email.toLowerCase(), name: input.name, returnUrl: input.returnUrl, lang: input.lang }, { ok: 201, failed: 'loginLinkFetchingFailed' }, false);
    if (result.ok) this.tokens.keep(result.value.token);
    return result;
  }

  resendLoginLink(lang: string): Promise<ReviewResult<void>> {
    return this.call<void>('POST', '/login-link/resend', { lang }, { ok: 202, failed: 'loginLinkFetchingFailed' });
  }

  async logIn(code: string): Promise<ReviewResult<ReviewLogin>> {
    const result = await this.call<ReviewLogin>('POST', '/login', { code }, { ok: 200, failed: 'loginLinkNotValid' }, false);
    if (result.ok) this.tokens.keep(result.value.token);
    return result;
  }

  me(): Promise<ReviewResult<Reviewer>> {
    return this.call<Reviewer>('GET', '/me', undefined, { ok: 200, failed: 'userInfoFetchingFailed' });
  }

  updateReviewer(input: { name: string; email?: string; lang: string }): Promise<ReviewResult<Reviewer>> {
    const body = { name: input.name, lang: input.lang, ...(input.email !== undefined ? { email: input.email.toLowerCase() } : {}) };
    return this.call<Reviewer>('PUT', '/me', body, { ok: 200, failed: 'updatingReviewerNameFailed' });
  }

  async endSession(): Promise<ReviewResult<void>> {
    const result = this.token ? await this.call<void>('DELETE', '/session', undefined, { ok: 200, failed: 'notFound' }) : ({ ok: true, value: undefined } as const);
    // Ended here whatever the service said: the reviewer asked to leave.
    this.tokens.clear();
    return result;
  }

  private async call<T>(method: string, path: string, body: unknown, rule: CallRule, withToken = true): Promise<ReviewResult<T>> {
    const headers: Record<string, string> = { Accept: 'application/json', 'X-Course-Id': this.config.courseId };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const token = this.token;
    if (withToken && token) headers.Authorization = `Bearer ${token}`;
    let response: Response;
    try {
      response = await this.fetchFn(`${this.config.settings.apiUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), credentials: 'omit', cache: 'no-store' });
    } catch {
      return { ok: false, failure: 'offline', status: 0 };
    }
    const json = await response.json().catch(() => null);
    if (response.status === rule.ok) return { ok: true, value: json as T };
    if (response.status === 401 && withToken) this.tokens.clear();
    return { ok: false, failure: failureOf(response.status, json, rule, withToken), status: response.status };
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

/** The factory the composition root registers (ReviewApiLoader): the page's fetch. */
export function createReviewClient(config: ReviewApiConfig): ReviewApi {
  const win = config.window;
  const fetchFn: Fetch = win?.fetch ? win.fetch.bind(win) : fetch;
  return new LearnerServiceReviewClient(config, fetchFn);
}
