import { addSeconds, type ServiceContext } from '../context';
import { isUrlOnOrigins } from '../http/origins';
import { composeMail } from '../mail/messages';
import type { Queryable } from '../storage/Database';
import { findLastAttempt } from '../storage/attempts';
import { findLearnerById, type Learner } from '../storage/learners';
import { deleteLearnerSessions } from '../storage/sessions';
import { cancelLearnerLinks, consumeSignInLink, insertSignInLink } from '../storage/signInLinks';
import { hashSecret, newSecret } from './sessionCookie';
import type { AccessClaims } from './tokens';

/**
 * Where a secret link leads: the page of this course the learner last saved from (the attempt's
 * courseUrl, SPEC 7.4) when it is on a player origin, else the first player origin. Whatever the
 * stored address carried as a token or code goes; the new code is added by the caller.
 */
async function linkTarget(ctx: ServiceContext, learnerId: string, courseId: string): Promise<URL> {
  const last = await findLastAttempt(ctx.db, learnerId, courseId);
  const link = last && isUrlOnOrigins(last.courseUrl, ctx.playerOrigins) ? new URL(last.courseUrl) : new URL('/', ctx.playerOrigins[0]);
  link.searchParams.delete('token');
  link.searchParams.delete('code');
  link.hash = '';
  return link;
}

/**
 * SPEC 7.3 send-secret-link. The e-mail carries a code, not a token: random, kept only as its hash,
 * good once, for this course, until secretLinkTtlSeconds; the player exchanges it (POST /api/auth/link)
 * for an ordinary session. A reset or "sign out everywhere" cancels it.
 */
export async function sendSignInLink(ctx: ServiceContext, learner: AccessClaims, courseId: string, language: string | undefined): Promise<void> {
  const { secret, hash } = newSecret();
  await insertSignInLink(ctx.db, hash, learner.learnerId, courseId, addSeconds(ctx.now(), ctx.settings.secretLinkTtlSeconds));
  const link = await linkTarget(ctx, learner.learnerId, courseId);
  link.searchParams.set('code', secret);
  if (language) link.searchParams.set('language', language);
  await ctx.mailer.send(composeMail('secretLink', { to: learner.email, link: link.href, language }));
}

/** The learner a code of this course signs in, using the code up; undefined when it is not (or no longer) good. */
export async function redeemSignInLink(tx: Queryable, code: string, courseId: string, now: Date): Promise<Learner | undefined> {
  const learnerId = await consumeSignInLink(tx, hashSecret(code), courseId, now);
  return learnerId === undefined ? undefined : findLearnerById(tx, learnerId);
}

/**
 * "Sign out everywhere" (issue 21 §3): every session of the learner ends and every link e-mailed to
 * them stops working, on every instance at once (all of it is in the database). Links go first: an
 * exchange under way holds its code's row until it commits, so its new session is deleted here too.
 */
export async function endEverySession(ctx: ServiceContext, learnerId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await cancelLearnerLinks(tx, learnerId);
    await deleteLearnerSessions(tx, learnerId);
  });
}
