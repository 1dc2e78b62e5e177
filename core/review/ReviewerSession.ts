import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { isValidEmail } from '../rules/identityInput';
import type { ReviewSettings } from '../settings/reviewSettings';
import type { ReviewThreads } from './comments';
import type { Reviewer, ReviewApi, ReviewFailure, ReviewResult } from './ReviewApi';
import { ReviewEvents } from './reviewEvents';
import { reviewerName, reviewLayout, type ReviewLayout } from './reviewPanel';

/** What a form's call ends in: done, or the label key of the problem to show beside it. */
export type FormOutcome = { ok: true } | { ok: false; problem: string; field?: 'email' | 'name' };

/** SPEC 8.2 failures as what the reviewer reads (label keys of format/interface-keys.json or the player's own). */
const PROBLEM: Partial<Record<ReviewFailure, string>> = {
  invalidEmail: '[error email input]',
  invalidName: '[error name input]',
  loginLinkNotValid: 'player:review link not valid',
  rateLimited: 'player:review try later',
  offline: 'player:review try later',
};
const problemOf = (failure: ReviewFailure): string => PROBLEM[failure] ?? 'player:review call failed';

/** The comment layer as the reviewer's session holds it: observed by the UI, started and stopped here. */
export type SessionComments = ReviewThreads & { start(): Promise<void>; stop(): void };

/** What the comment layer is made with (startReview.ts): the session's hooks it calls back. */
export type CommentsFactory = (hooks: { signedOut(): void; events: ReviewEvents }) => SessionComments;

/**
 * The reviewer of review mode (SPEC 1, 2.4, 2.11, 3.6): who they are, the layout of the review panel,
 * and the session calls of SPEC 7.7 over the review client. React-free; the review shell observes it.
 * `mountKey` changes each time the layout falls back to LOGIN_WITH_EMAIL (SPEC 2.11: the course is
 * mounted again), `toast` holds the address of a resent link until the shell has shown it.
 */
export class ReviewerSession {
  state: 'starting' | 'ready' = 'starting';
  reviewer: Reviewer | null = null;
  step: 'email' | 'name' = 'email';
  /** The address typed in LOGIN_WITH_EMAIL, carried into REGISTER_NEW_REVIEWER. */
  email = '';
  toast: { email: string } | null = null;
  mountKey = 0;
  /** A problem from the start (a login link that did not work), shown on the first layout. */
  startProblem: string | null = null;
  /**
   * The comments (core/review/ReviewComments.ts): made once the reviewer is authenticated (the
   * service refuses comment calls before), dropped when the session ends or its token is refused.
   */
  comments: SessionComments | null = null;
  /** SPEC 4.8's review events. */
  readonly events = new ReviewEvents();

  constructor(
    private readonly api: ReviewApi,
    readonly settings: ReviewSettings,
    private readonly lang: () => string,
    private readonly makeComments: CommentsFactory | null = null,
  ) {
    makeObservable(this, { state: observable, reviewer: observableRef, step: observable, email: observable, toast: observableRef, mountKey: observable, startProblem: observable, comments: observableRef, continueWithEmail: action, back: action, dismissToast: action });
  }

  get layout(): ReviewLayout {
    // SPEC 2.11's history layout follows the comment model's threads (derived, not copied into the session).
    return reviewLayout({ reviewer: this.reviewer, step: this.step, threads: this.comments?.threads.length ?? 0 });
  }

  /**
   * The code of an e-mailed link wins (a new, authenticated session); else the token of an earlier
   * visit, if the service still knows it; else the login form.
   */
  async start(): Promise<void> {
    let reviewer: Reviewer | null = null;
    let problem: string | null = null;
    const code = this.settings.loginCode;
    if (code) {
      const login = await this.api.logIn(code);
      if (login.ok) reviewer = login.value.reviewer;
      else problem = problemOf(login.failure);
    }
    if (!reviewer && this.api.token) {
      const me = await this.api.me();
      if (me.ok) reviewer = me.value;
    }
    runInAction(() => {
      this.reviewer = reviewer;
      this.startProblem = problem;
      this.state = 'ready';
    });
    this.events.emit({ type: 'initialized' });
    this.followReviewer();
  }

  /**
   * SPEC 4.7: a language switch disables review and enables it again; the comments are listed and
   * placed anew against the course in its new language (its titles and fragments).
   */
  restartComments(): void {
    this.dropComments();
    this.followReviewer();
  }

  /** LOGIN_WITH_EMAIL's 'continue': a valid address (SPEC 5.2) leads to REGISTER_NEW_REVIEWER. */
  continueWithEmail(email: string): FormOutcome {
    const value = email.trim().toLowerCase();
    if (!isValidEmail(value)) return { ok: false, problem: '[error email input]', field: 'email' };
    this.email = value;
    this.step = 'name';
    return { ok: true };
  }

  /** REGISTER_NEW_REVIEWER's way back to the address. */
  back(): void {
    this.step = 'email';
  }

  /** REGISTER_NEW_REVIEWER's 'Get login link' (GET_LOGIN_LINK, e-mail lower-cased: SPEC 7.7). */
  async requestLoginLink(name: string, returnUrl: string): Promise<FormOutcome> {
    const clean = reviewerName(name);
    if (!clean) return { ok: false, problem: '[error name input]', field: 'name' };
    const result = await this.api.requestLoginLink({ email: this.email, name: clean, returnUrl, lang: this.lang() });
    if (result.ok) this.events.emit({ type: 'loginLinkRequested' });
    return this.settle(result, (login) => (this.reviewer = login.reviewer));
  }

  /** 'Resend link' (menu) and the panel's resend: the toast shows either way (docs/service.md: 202 even within 60 s). */
  async resendLoginLink(): Promise<FormOutcome> {
    const result = await this.api.resendLoginLink(this.lang());
    return this.settle(result, () => (this.toast = { email: this.reviewer?.email ?? this.email }));
  }

  /**
   * SPEC 2.8's change-name modal (authenticated: the name) and SPEC 2.4's 'Change email or name'
   * (pending: both; a new address gets a new link, docs/service.md).
   */
  async updateReviewer(input: { name: string; email?: string }): Promise<FormOutcome> {
    const name = reviewerName(input.name);
    if (!name) return { ok: false, problem: '[error name input]', field: 'name' };
    const email = input.email?.trim().toLowerCase();
    if (email !== undefined && !isValidEmail(email)) return { ok: false, problem: '[error email input]', field: 'email' };
    const result = await this.api.updateReviewer({ name, ...(email !== undefined && email !== this.reviewer?.email ? { email } : {}), lang: this.lang() });
    if (result.ok) this.events.emit({ type: 'reviewerNameUpdated' });
    return this.settle(result, (reviewer) => {
      const newAddress = this.reviewer?.email !== reviewer.email;
      this.reviewer = reviewer;
      if (newAddress) this.toast = { email: reviewer.email };
    });
  }

  /** 'End session' (END_REVIEWER_SESSION): back to LOGIN_WITH_EMAIL, the course mounted again (SPEC 2.11). */
  async endSession(): Promise<void> {
    await this.api.endSession();
    this.events.emit({ type: 'sessionEnded' });
    this.signedOut();
  }

  dismissToast(): void {
    this.toast = null;
  }

  /** Comments for an authenticated reviewer, none for anyone else. */
  private followReviewer(): void {
    if (!this.reviewer?.isAuthenticatedReviewer) return this.dropComments();
    if (this.comments || !this.makeComments) return;
    const comments = this.makeComments({ signedOut: () => this.signedOut(), events: this.events });
    runInAction(() => (this.comments = comments));
    void comments.start().catch((e: unknown) => console.warn('The review comments could not start.', e));
  }

  private dropComments(): void {
    this.comments?.stop();
    runInAction(() => (this.comments = null));
  }

  private signedOut(): void {
    this.dropComments();
    runInAction(() => {
      this.reviewer = null;
      this.step = 'email';
      this.email = '';
      this.toast = null;
      this.mountKey += 1;
    });
  }

  private settle<T>(result: ReviewResult<T>, apply: (value: T) => void): FormOutcome {
    if (result.ok) {
      runInAction(() => apply(result.value));
      this.followReviewer();
      return { ok: true };
    }
    // A token the service no longer takes (ended elsewhere, expired): start again from the login form.
    if (result.failure === 'unauthorized') this.signedOut();
    const field = result.failure === 'invalidEmail' ? 'email' : result.failure === 'invalidName' ? 'name' : undefined;
    return { ok: false, problem: problemOf(result.failure), ...(field ? { field } : {}) };
  }
}
