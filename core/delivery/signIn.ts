/**
 * SPEC 8.1's named outcomes of a sign-in or a registration: 401/403 is the wrong e-mail and
 * password combination, any other failure (a status >= 400, no token in the answer, the network)
 * the general error, and anything else success. A service that refuses the password itself says
 * why: too short for its configured count or with whitespace (SPEC 5.2), or on its list of common
 * and breached passwords (docs/service.md).
 */
export type AuthOutcome = 'statusOk' | 'emailPasswordCombinationNotExists' | 'unknownError' | 'invalidPassword' | 'commonPassword';

/**
 * A sign-up's outcome: SPEC 8.1's, or 'verificationSent', the learner service's answer (issue 21 §1)
 * whether or not the address had an account: the e-mail says the rest, and the screen asks the
 * learner to check it (with "send again" and, where allowed, "continue without verification").
 */
export type RegisterOutcome = AuthOutcome | 'verificationSent';

/** SPEC 8.1's password reset: 201 is statusOk, anything else (the network too) passwordResetSendingFailed. */
export type ResetOutcome = 'statusOk' | 'passwordResetSendingFailed';

export interface Credentials {
  email: string;
  password: string;
  /** '[remember me]': a long-term session (SPEC 7.3 shortTermAccess false), so a reload finds the learner signed in. */
  remember?: boolean;
}

/** What "forgot password" sends besides the course link: the address and the course language, so the service can write in it. */
export interface ResetRequest {
  email: string;
  lang: string;
  rtl: boolean;
}

export interface Registration extends Credentials {
  name: string;
  /** The course language, so the e-mail that confirms the address is written in it. */
  lang?: string;
}

/**
 * What a delivery that needs the learner to sign in (the learner service, SPEC 6.3 hosted mode with
 * cross-device saving) hands the session while it waits: the app shows the login and sign-up routes
 * (SPEC 2.1, 2.11) and calls these. The password goes into the call and nowhere else.
 */
export interface SignInPrompt {
  /**
   * The learner was signed out mid-course (the service refused the token, SPEC 4.7): the screens
   * come over the open course and leave its address alone.
   */
  again?: boolean;
  signIn(credentials: Credentials): Promise<AuthOutcome>;
  register(registration: Registration): Promise<RegisterOutcome>;
  /**
   * After 'verificationSent': sends the confirmation link again (the service sends at most one a
   * minute, and nothing to an address without an account); true when the service took the request.
   */
  resendVerification?(email: string): Promise<boolean>;
  /**
   * After 'verificationSent': the learner may go on before confirming (SPEC 6.3), signing in with what
   * they typed. Only where the course is not access-limited: there an unconfirmed address is not on
   * the list (SPEC 6.2), so going on would only lead to the no-access screen.
   */
  continueUnverified?: boolean;
  /**
   * "Forgot password" (SPEC 7.3): asks the service to e-mail a reset link that leads back to the
   * course link of SPEC 2.1 (the page address + '#/login'). Unset where the backend has none.
   */
  forgotPassword?(request: ResetRequest): Promise<ResetOutcome>;
  /**
   * "Skip step, start anonymously" (SPEC 6.3, settings allowUserToSkipTrackingAndTracing): the
   * learner goes on without an account. Set only when the course allows it and the course is not
   * open yet; resolves like a successful sign-in, and the delivery then gives the launch away.
   */
  skip?(): Promise<'statusOk'>;
  /**
   * Social login (SPEC 2.11, 7.3; settings loginViaSocialMedia): the providers' links, which leave the
   * page for the service and come back to the course link signed in. Not while signed out mid-course.
   */
  socialLinks?(): Promise<SocialLink[]>;
}

/** One social-login button: the provider's name and the link of SPEC 7.3. */
export interface SocialLink {
  id: string;
  name: string;
  href: string;
}

/**
 * Thrown by a delivery whose learner chose not to sign in (SPEC 6.3: authorization skipped counts as
 * authorized). openDelivery hands the launch to the next delivery in line (browser storage), without
 * a warning, and the session's learner is authorizationSkipped: progress stays on this device.
 */
export class SignInSkipped extends Error {
  constructor() {
    super('the learner chose to start without signing in');
    this.name = 'SignInSkipped';
  }
}

/** The session's side: shows the prompt until one of its calls answers statusOk, then resolves. */
export type AskSignIn = (prompt: SignInPrompt) => Promise<void>;
