import type { Reviewer, ReviewApi, ReviewApiConfig, ReviewCommentsApi, ReviewLogin, ReviewResult } from '@core';
import { LearnerServiceComments, type LiveTuning } from './commentsClient';
import { ReviewerTokenStore } from './ReviewerTokenStore';
import { ReviewTransport, type CallRule, type Fetch } from './transport';

/**
 * The learner service's review API, session calls (docs/service.md, Review; SPEC 7.7): JSON over
 * fetch, `X-Course-Id` on every request, the reviewer token as a Bearer on all but the two calls that
 * make a session. The token is kept in the ReviewerTokenStore and nowhere else; a 401 forgets it.
 */
export class LearnerServiceReviewClient implements ReviewApi {
  private readonly http: ReviewTransport;
  readonly comments: ReviewCommentsApi;

  constructor(config: ReviewApiConfig, fetchFn: Fetch, tokens?: ReviewerTokenStore, live?: Partial<LiveTuning>) {
    this.http = new ReviewTransport(config, fetchFn, tokens ?? ReviewerTokenStore.forWindow(config.window, config.courseId));
    this.comments = new LearnerServiceComments(this.http, live);
  }

  get token(): string {
    return this.http.token;
  }

  private get tokens(): ReviewerTokenStore {
    return this.http.tokens;
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

  private call<T>(method: string, path: string, body: unknown, rule: CallRule, withToken = true): Promise<ReviewResult<T>> {
    return this.http.call<T>(method, path, body, rule, withToken);
  }
}

/** The factory the composition root registers (ReviewApiLoader): the page's fetch. */
export function createReviewClient(config: ReviewApiConfig): ReviewApi {
  const win = config.window;
  const fetchFn: Fetch = win?.fetch ? win.fetch.bind(win) : fetch;
  return new LearnerServiceReviewClient(config, fetchFn);
}
