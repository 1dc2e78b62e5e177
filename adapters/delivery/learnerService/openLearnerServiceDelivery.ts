import { readAccessLimitation, settingEnabled, SignInSkipped, type DeliveryContext, type DeliverySession, type Learner } from '@core';
import { checkAccess, deniedSession } from './accessCheck';
import { socialLinkHref, socialProviders } from './socialLinks';
import { openAttempt, type AttemptTarget, type OpenedAttempt } from './attemptCalls';
import { AuthClient } from './authClient';
import { LearnerServiceStore } from './LearnerServiceStore';
import { LearnerTokenStore } from './LearnerTokenStore';
import { ServiceReach } from './serviceReach';
import { serviceUrlsOf } from './serviceUrls';
import { StandingSink } from './standingSink';
import { issueCertificate } from './certificateCalls';

export interface LearnerServiceOptions {
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  tokens?: LearnerTokenStore;
}

/**
 * Opens hosted mode with cross-device saving (SPEC 6.3): the token of SPEC 7.3, the learner of
 * GET /api/learner/me, and the attempt of SPEC 7.4. Without a good token the session shows the login
 * and sign-up routes and waits (SPEC 2.3); a token the service refuses on the way signs the learner
 * out and asks again.
 */
export async function openLearnerServiceDelivery(context: DeliveryContext, options: LearnerServiceOptions = {}): Promise<DeliverySession> {
  const urls = serviceUrlsOf(context.publish);
  if (!urls) throw new Error('publishSettings.js has no authServiceUrl and learnServiceUrl');
  const win = context.window;
  const fetchFn = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  // One view of the connection for the whole launch: the app's connection-lost screen follows it (SPEC 2.10, 4.7).
  const reach = new ServiceReach(context.connection, options.sleep);
  const auth = new AuthClient(urls, options.tokens ?? LearnerTokenStore.forWindow(win), fetchFn, reach);
  const target: AttemptTarget = { urls, auth, courseId: context.courseId, fetch: fetchFn, reach };

  const urlToken = context.query.get('token');
  // A secret link's single-use code (docs/service.md): exchanged once, for this course, for a session.
  const urlCode = urlToken ? null : context.query.get('code');
  // The e-mailed "confirm your address" link is the course link with a code (issue 21 §1), presented
  // once the learner has signed in: the mailbox and the password together prove the address.
  let verifyCode = context.query.get('verifyEmail');
  if (urlToken || urlCode || verifyCode) removeFromAddress(win, ['token', 'code', 'verifyEmail']);
  const redeemed = urlCode ? await auth.redeemLinkCode(urlCode, context.courseId) : false;
  if (urlCode && !redeemed) context.warn('The sign-in link was used before, has expired or was cancelled: the learner signs in instead.');
  if (!redeemed) await auth.resolveToken(urlToken, inFrame(win));

  // SPEC 6.3: where the course allows it, the learner may start without an account; only before the
  // course opens (signed out mid-course, their progress is on the service and signing in keeps it).
  let skipped = false;
  const skip = async () => {
    skipped = true;
    return 'statusOk' as const;
  };
  // SPEC 2.11, 7.3: the providers the service offers, as links back to the course link.
  const socialLinks = async () => {
    const providers = await socialProviders(urls.auth, fetchFn);
    const pageHost = win ? new URL(win.location.href).hostname : '';
    return providers.map(({ id, name }) => ({ id, name, href: socialLinkHref({ authUrl: urls.auth, provider: id, courseLink: loginLink(win), inFrame: inFrame(win), pageHost }) }));
  };
  const social = context.settings && settingEnabled(context.settings.raw.loginViaSocialMedia) ? { socialLinks } : {};
  const signIn = async (again = false) => {
    if (!context.askSignIn) throw new Error('the course needs the learner to sign in, and this player has no sign-in screen');
    await context.askSignIn({
      ...(again ? { again } : { ...(context.signInSkip ? { skip } : {}), ...social }),
      signIn: (c) => auth.signIn(c),
      register: (r) => auth.register(r, loginLink(win)),
      resendVerification: (email) => auth.resendVerification(email, loginLink(win)),
      // SPEC 6.3 / 6.2: going on unconfirmed only where the course is not limited to listed addresses.
      continueUnverified: !readAccessLimitation(context.publish).enabled,
      forgotPassword: (r) => auth.forgotPassword(r, loginLink(win)),
    });
  };
  let learner: Learner | null = null;
  let attempt: OpenedAttempt | null = null;
  while (!attempt) {
    const me = await auth.me();
    if (me.kind === 'failed') throw new Error(me.detail);
    if (me.kind === 'signed-out') {
      // Skipped on an earlier visit (the record on this device says so): not asked again.
      if (await context.signInSkip?.skippedBefore()) throw new SignInSkipped();
      await signIn();
      if (skipped) throw new SignInSkipped();
      continue;
    }
    learner = me.learner;
    if (verifyCode) {
      const verified = await auth.verifyEmail(verifyCode);
      if (verified !== 'verified') context.warn(`The e-mail confirmation link was not accepted (${verified === 'refused' ? 'used, expired or another account\'s' : 'the service failed'}).`);
      verifyCode = null;
    }
    // SPEC 4.7 / 6.2: access is checked once the learner is authorized, before any attempt is made for them.
    if ((await checkAccess(target, context.warn)) === 'denied') return deniedSession(learner, auth);
    const opened = await openAttempt(target, context.query.get('attemptId'), courseLink(win));
    if (opened.kind === 'no-access') return deniedSession(learner, auth);
    if (opened.kind === 'signed-out') {
      await signIn();
      if (skipped) throw new SignInSkipped();
    } else attempt = opened.attempt;
  }

  const standing = new StandingSink();
  const signedInAs = learner?.email ?? '';
  let askingAgain: Promise<void> | null = null;
  // SPEC 4.7: signed out mid-course; the course stays, the screens come over it, saves wait and retry.
  const signInAgain = () => {
    askingAgain ??= signIn(true)
      .then(() => auth.me())
      .then((me) => {
        // Another learner signed in: this course is not theirs; the page starts again for them.
        if (me.kind === 'learner' && me.learner.email !== signedInAs) win?.location.reload();
      })
      .catch((e: unknown) => context.warn(`Signing in again failed: ${e instanceof Error ? e.message : String(e)}`))
      .finally(() => {
        askingAgain = null;
      });
  };
  return {
    learner,
    store: new LearnerServiceStore(target, attempt, standing, context.warn, signInAgain),
    sinks: [standing],
    attemptId: attempt.attemptId,
    signOut: () => auth.signOut(),
    signOutEverywhere: () => auth.signOutEverywhere(),
    sendSecretLink: (courseLanguage) => auth.sendSecretLink(context.courseId, courseLanguage),
    learnerToken: () => auth.token,
    issueCertificate: (request) => issueCertificate(target, request),
    close: async () => undefined,
  };
}

/**
 * SPEC 7.3: the URL's token (or a secret link's code) is used once; it leaves the address so a
 * bookmark, a shared link or the history does not carry it. So does an e-mail confirmation code.
 */
function removeFromAddress(win: Window | null, params: string[]): void {
  if (!win) return;
  try {
    const url = new URL(win.location.href);
    for (const param of params) url.searchParams.delete(param);
    win.history.replaceState(win.history.state, '', url.toString());
  } catch {
    // A sandboxed frame may refuse; the token has been used all the same.
  }
}

function inFrame(win: Window | null): boolean {
  try {
    return !!win && win.self !== win.top;
  } catch {
    return true;
  }
}

/** SPEC 2.1's course link: the page address (without the token) and the route; the attempt's courseUrl. */
function courseLink(win: Window | null): string {
  if (!win) return '';
  const url = new URL(win.location.href);
  url.searchParams.delete('token');
  url.searchParams.delete('code');
  url.hash = '';
  return url.toString();
}

/** SPEC 2.1's course link handed to the server (the reset link's way back): the page address + '#' + the login route. */
export function loginLink(win: Window | null): string {
  return win ? `${courseLink(win)}#/login` : '';
}
