import type { AuthOutcome, Credentials, Learner, RegisterOutcome, Registration, ResetOutcome, ResetRequest } from '@core';
import type { LearnerTokenStore } from './LearnerTokenStore';
import { ServiceReach } from './serviceReach';
import type { ServiceUrls } from './serviceUrls';

type Fetch = typeof fetch;

/** What GET /api/learner/me told about the token: the learner, or that it is no longer good (401/403). */
export type MeResult = { kind: 'learner'; learner: Learner } | { kind: 'signed-out' } | { kind: 'failed'; detail: string };

/** What the service said of a verification code (the e-mailed link's `verifyEmail`). */
export type VerifyOutcome = 'verified' | 'refused' | 'failed';

/**
 * The auth and learner calls of SPEC 7.3. Passwords go into the request body of the sign-in and
 * register calls and nowhere else: not into the store, not into a message, not onto the console.
 */
export class AuthClient {
  constructor(
    private readonly urls: ServiceUrls,
    private readonly tokens: LearnerTokenStore,
    private readonly fetch: Fetch,
    /** The token and learner calls wait for a service that cannot be reached (SPEC 7.1, 4.7). */
    private readonly reach: ServiceReach = new ServiceReach(),
  ) {}

  get token(): string {
    return this.tokens.token;
  }

  bearer(): Record<string, string> {
    return { Authorization: `Bearer ${this.tokens.token}` };
  }

  /**
   * SPEC 7.3 token flow: a 'token' in the URL first (a secret link; used once: the caller removes it
   * from the address); else the cookie call, no retry; when that fails, the stored token if the page
   * is in a frame (where the service's cookie may be blocked), else none. "No retry" is about the
   * answer: a service that cannot be reached at all is waited for (SPEC 7.1), since without it
   * the learner could only sign in to a service that is not there.
   */
  async resolveToken(fromUrl: string | null, inFrame: boolean): Promise<string> {
    if (fromUrl) {
      this.tokens.keep(fromUrl, true);
      return fromUrl;
    }
    const response = await this.reach.answer(() => this.request(`${this.urls.auth}/api/account/token`, { method: 'GET', credentials: 'include' }));
    const token = response.status < 400 ? await tokenOf(response) : '';
    if (token) {
      this.tokens.keep(token, false);
      return token;
    }
    // Outside a frame the cookie is the way back in: a reload after a short-term sign-in signs in again.
    return inFrame ? this.tokens.token : '';
  }

  /** GET /api/learner/me with the token, once the service answers: 401/403 logs out (SPEC 4.7), another refusal is reported. */
  async me(): Promise<MeResult> {
    if (!this.tokens.token) return { kind: 'signed-out' };
    const response = await this.reach.answer(() => this.request(`${this.urls.learn}/api/learner/me`, { method: 'GET', headers: this.bearer(), cache: 'no-store' }));
    if (response.status === 401 || response.status === 403) {
      this.tokens.clear();
      return { kind: 'signed-out' };
    }
    if (!response.ok) return { kind: 'failed', detail: `the learner service answered ${response.status}` };
    const body = (await response.json().catch(() => null)) as { id?: unknown; email?: unknown; name?: unknown } | null;
    const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
    const email = text(body?.email)?.toLowerCase();
    return { kind: 'learner', learner: { ...(text(body?.id) ? { id: text(body?.id) } : {}), ...(text(body?.name) ? { name: text(body?.name) } : {}), ...(email ? { email } : {}) } };
  }

  signIn({ email, password, remember }: Credentials): Promise<AuthOutcome> {
    return this.authenticate(`${this.urls.auth}/api/auth/credentials`, { email: email.trim(), password, shortTermAccess: remember !== true });
  }

  /**
   * SPEC 7.3 register. The service answers 202 and no token whether or not the address had an account
   * (issue 21 §1): 'verificationSent'. `returnUrl`, the course link, is where the e-mailed link leads.
   * A service that still answers a token signs the learner in, as SPEC 7.3 has it.
   */
  async register({ name, email, password, remember, lang }: Registration, returnUrl: string): Promise<RegisterOutcome> {
    const body = { email: email.trim(), password, name: name.trim(), shortTermAccess: remember !== true, returnUrl, ...(lang ? { lang } : {}) };
    const response = await this.request(`${this.urls.auth}/api/credentials/register`, { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    if (response?.status === 202) return 'verificationSent';
    return this.outcomeOf(response, body.shortTermAccess);
  }

  /** "Send the link again": 202 is taken (the service says no more, whoever the address belongs to). */
  async resendVerification(email: string, returnUrl: string): Promise<boolean> {
    const response = await this.request(`${this.urls.auth}/api/credentials/resend-verification`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: email.trim(), returnUrl }),
    });
    return response?.status === 202;
  }

  /** The e-mailed link's code, presented by the signed-in learner: their address is proven. */
  async verifyEmail(code: string): Promise<VerifyOutcome> {
    const response = await this.reach.answer(() =>
      this.request(`${this.urls.learn}/api/learner/me/email-verification`, { method: 'POST', headers: { ...this.bearer(), 'Content-Type': 'application/json' }, body: JSON.stringify({ code }) }),
    );
    if (response.ok) return 'verified';
    return response.status === 410 ? 'refused' : 'failed';
  }

  /** SPEC 7.3 forgot password; 8.1: 201 is success, any other answer (or none) the sending failed. */
  async forgotPassword({ email, lang, rtl }: ResetRequest, returnUrl: string): Promise<ResetOutcome> {
    const response = await this.request(`${this.urls.auth}/api/credentials/forgot-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: email.trim(), returnUrl, lang, rtl }),
    });
    return response?.status === 201 ? 'statusOk' : 'passwordResetSendingFailed';
  }

  /**
   * A secret link's code (docs/service.md, POST /api/auth/link): exchanged once, for this course,
   * for a short-term token this tab keeps. False when the service refuses it (used, expired, another
   * course, cancelled by a sign-out everywhere or a password reset): the learner signs in instead.
   */
  async redeemLinkCode(code: string, courseId: string): Promise<boolean> {
    const response = await this.reach.answer(() =>
      this.request(`${this.urls.auth}/api/auth/link`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ code, courseId }) }),
    );
    const token = response.ok ? await tokenOf(response) : '';
    if (token) this.tokens.keep(token, true);
    return token !== '';
  }

  /** SPEC 7.3 logout: ends the service's session (cookie and token) and clears what this tab kept. */
  async signOut(): Promise<void> {
    const headers = this.tokens.token ? this.bearer() : undefined;
    this.tokens.clear();
    await this.request(`${this.urls.auth}/api/account/logout`, { method: 'POST', credentials: 'include', ...(headers ? { headers } : {}) });
  }

  /** Ends every session and e-mailed link of the learner, on every device (docs/service.md), and clears what this tab kept. */
  async signOutEverywhere(): Promise<void> {
    const headers = this.tokens.token ? this.bearer() : undefined;
    this.tokens.clear();
    await this.request(`${this.urls.auth}/api/account/logout-everywhere`, { method: 'POST', credentials: 'include', ...(headers ? { headers } : {}) });
  }

  /**
   * SPEC 7.3 send-secret-link: the service e-mails the learner a link that signs them in on any
   * device; 200 is success, anything else (or no answer) the error of SPEC 8.1.
   */
  async sendSecretLink(courseId: string, courseLanguage: string): Promise<boolean> {
    const url = `${this.urls.learn}/api/learner/me/courses/${encodeURIComponent(courseId)}/send-secret-link`;
    const response = await this.request(url, { method: 'POST', headers: { ...this.bearer(), 'Content-Type': 'application/json' }, body: JSON.stringify({ courseLanguage }) });
    return response?.status === 200;
  }

  /** The service refused the token mid-course (SPEC 4.7: 401/403 on save logs the learner out). */
  dropToken(): void {
    this.tokens.clear();
  }

  /**
   * SPEC 8.1: 401/403 → the combination does not exist; a 400 refusing the password says why (SPEC
   * 5.2 count and whitespace, or a common password); other >= 400 or no token → general error.
   */
  private async authenticate(url: string, body: Record<string, unknown>): Promise<AuthOutcome> {
    const response = await this.request(url, { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    return this.outcomeOf(response, body.shortTermAccess !== false);
  }

  private async outcomeOf(response: Response | null, shortTerm: boolean): Promise<AuthOutcome> {
    if (!response) return 'unknownError';
    if (response.status === 401 || response.status === 403) return 'emailPasswordCombinationNotExists';
    if (response.status === 400) return passwordRefusal(response);
    if (response.status >= 400) return 'unknownError';
    const token = await tokenOf(response);
    if (!token) return 'unknownError';
    this.tokens.keep(token, shortTerm);
    return 'statusOk';
  }

  private async request(url: string, init: RequestInit): Promise<Response | null> {
    try {
      return await this.fetch(url, init);
    } catch {
      return null;
    }
  }
}

async function tokenOf(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { token?: unknown } | null;
  return typeof body?.token === 'string' ? body.token : '';
}

async function passwordRefusal(response: Response): Promise<AuthOutcome> {
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  return body?.message === 'invalidPassword' || body?.message === 'commonPassword' ? body.message : 'unknownError';
}
