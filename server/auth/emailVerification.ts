import { addSeconds, type ServiceContext } from '../context';
import { isUrlOnOrigins } from '../http/origins';
import type { Mailer } from '../mail/Mailer';
import { composeMail } from '../mail/messages';
import { insertEmailVerification, lastEmailVerificationAt } from '../storage/emailVerifications';
import { findLearnerByEmail, type Learner } from '../storage/learners';
import { newSecret } from './sessionCookie';

/** The query parameter of the course link that carries the code; the player hands it to POST /api/learner/me/email-verification. */
export const VERIFY_PARAM = 'verifyEmail';

/**
 * Where an e-mailed link leads: the course link the player gave (SPEC 2.1, as forgot-password's
 * returnUrl), checked to be on a player origin; without one, the first player origin. Null for an
 * address off the player: the caller answers 400.
 */
export function returnUrlOf(ctx: ServiceContext, given: string | undefined): string | null {
  if (given === undefined) return new URL('/', ctx.playerOrigins[0]).href;
  return isUrlOnOrigins(given, ctx.playerOrigins) ? given : null;
}

/**
 * E-mails a link that proves the address (issue 21 §1): the course link with a single-use code,
 * stored hashed, bound to this learner and this address, live for a day. Following it opens the
 * course; the learner signs in there and the player presents the code, so proof needs the mailbox
 * and the password together: a mail scanner that follows every link, or the owner of an address a
 * stranger registered clicking it, verifies nothing for the stranger. Sends nothing when a link
 * went to this learner less than the resend interval ago.
 */
export async function sendVerificationLink(ctx: ServiceContext, mailer: Mailer, learner: Pick<Learner, 'id' | 'email'>, returnUrl: string, language?: string): Promise<void> {
  const now = ctx.now();
  const last = await lastEmailVerificationAt(ctx.db, learner.id);
  if (last && now.getTime() - last.getTime() < ctx.verification.resendIntervalSeconds * 1000) return;
  const { secret, hash } = newSecret();
  await insertEmailVerification(ctx.db, { tokenHash: hash, learnerId: learner.id, email: learner.email, expiresAt: addSeconds(now, ctx.verification.ttlSeconds) }, now);
  const link = new URL(returnUrl);
  link.searchParams.set(VERIFY_PARAM, secret);
  await mailer.send(composeMail('verifyEmail', { to: learner.email, link: link.href, language }));
}

/**
 * The e-mail for a registration of an address that has an account (register answers alike either
 * way): an unverified account gets a new link to confirm, a verified one is told it exists.
 */
export async function answerRegistrationOfKnownAddress(ctx: ServiceContext, mailer: Mailer, email: string, returnUrl: string, language?: string): Promise<void> {
  const learner = await findLearnerByEmail(ctx.db, email);
  if (!learner) return;
  if (!learner.emailVerified) return sendVerificationLink(ctx, mailer, learner, returnUrl, language);
  await mailer.send(composeMail('accountExists', { to: learner.email, link: returnUrl, language }));
}

/** Resend (POST /api/credentials/resend-verification): only an account that has not proven its address gets a link. */
export async function resendVerificationLink(ctx: ServiceContext, mailer: Mailer, email: string, returnUrl: string, language?: string): Promise<void> {
  const learner = await findLearnerByEmail(ctx.db, email);
  if (learner && !learner.emailVerified) await sendVerificationLink(ctx, mailer, learner, returnUrl, language);
}
