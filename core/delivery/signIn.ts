/**
 * SPEC 8.1's named outcomes of a sign-in or a registration: 401/403 is the wrong e-mail and
 * password combination, any other failure (a status >= 400, no token in the answer, the network)
 * the general error, and anything else success.
 */
export type AuthOutcome = 'statusOk' | 'emailPasswordCombinationNotExists' | 'unknownError';

export interface Credentials {
  email: string;
  password: string;
  /** '[remember me]': a long-term session (SPEC 7.3 shortTermAccess false), so a reload finds the learner signed in. */
  remember?: boolean;
}

export interface Registration extends Credentials {
  name: string;
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
  register(registration: Registration): Promise<AuthOutcome>;
}

/** The session's side: shows the prompt until one of its calls answers statusOk, then resolves. */
export type AskSignIn = (prompt: SignInPrompt) => Promise<void>;
