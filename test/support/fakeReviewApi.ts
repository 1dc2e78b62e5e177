import type { Reviewer, ReviewApi, ReviewLogin, ReviewResult } from '@core';
import { FakeCommentsApi, FakeCommentStore } from './fakeReviewComments';

/**
 * An in-memory review API (the service's rules of docs/service.md, Review, in a few lines): a login
 * link makes a pending session, its code an authenticated one; calls are recorded for the tests.
 */
export class FakeReviewApi implements ReviewApi {
  token = '';
  readonly calls: string[] = [];
  /** Codes the fake "e-mailed", by address. */
  readonly outbox = new Map<string, string>();
  private reviewers = new Map<string, Reviewer>();
  private sessions = new Map<string, string>();
  private n = 0;

  /** The comment calls as the reviewer signed in now; pass one store to several fakes for several reviewers of a course. */
  readonly comments: FakeCommentsApi;

  constructor(
    readonly courseId = 'course-1',
    store = new FakeCommentStore(),
  ) {
    this.comments = new FakeCommentsApi(store, () => this.current() ?? { email: '', name: '' });
  }

  async requestLoginLink(input: { email: string; name: string }): Promise<ReviewResult<ReviewLogin>> {
    this.calls.push(`login-link ${input.email}`);
    const reviewer = this.reviewer(input.email, input.name, false);
    this.outbox.set(input.email, `code-${++this.n}`);
    return { ok: true, value: { token: this.open(input.email, reviewer), reviewer } };
  }

  async resendLoginLink(): Promise<ReviewResult<void>> {
    this.calls.push('resend');
    return this.current() ? { ok: true, value: undefined } : { ok: false, failure: 'unauthorized', status: 401 };
  }

  async logIn(code: string): Promise<ReviewResult<ReviewLogin>> {
    this.calls.push(`login ${code}`);
    const email = [...this.outbox].find(([, c]) => c === code)?.[0];
    if (!email) return { ok: false, failure: 'loginLinkNotValid', status: 401 };
    this.outbox.delete(email);
    const reviewer = { ...this.reviewers.get(email)!, isAuthenticatedReviewer: true };
    return { ok: true, value: { token: this.open(email, reviewer), reviewer } };
  }

  async me(): Promise<ReviewResult<Reviewer>> {
    this.calls.push('me');
    const r = this.current();
    return r ? { ok: true, value: r } : { ok: false, failure: 'unauthorized', status: 401 };
  }

  async updateReviewer(input: { name: string; email?: string }): Promise<ReviewResult<Reviewer>> {
    this.calls.push(`update ${input.name}${input.email ? ` ${input.email}` : ''}`);
    const r = this.current();
    if (!r) return { ok: false, failure: 'unauthorized', status: 401 };
    if (input.email && r.isAuthenticatedReviewer) return { ok: false, failure: 'emailChangeNeedsNewLogin', status: 409 };
    const next = { ...r, name: input.name, email: input.email ?? r.email };
    this.reviewers.set(next.email, next);
    this.sessions.set(this.token, next.email);
    return { ok: true, value: next };
  }

  async endSession(): Promise<ReviewResult<void>> {
    this.calls.push('end');
    this.sessions.delete(this.token);
    this.token = '';
    return { ok: true, value: undefined };
  }

  private reviewer(email: string, name: string, authenticated: boolean): Reviewer {
    const r: Reviewer = { email, name, courseId: this.courseId, isRegisteredReviewer: true, isAuthenticatedReviewer: authenticated, isOwner: false, showsEmails: false };
    this.reviewers.set(email, r);
    return r;
  }

  private open(email: string, reviewer: Reviewer): string {
    this.token = `t-${++this.n}`;
    this.sessions.set(this.token, email);
    this.reviewers.set(email, reviewer);
    return this.token;
  }

  private current(): Reviewer | null {
    const email = this.sessions.get(this.token);
    return email ? (this.reviewers.get(email) ?? null) : null;
  }
}
