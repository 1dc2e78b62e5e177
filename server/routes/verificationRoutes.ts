import type { FastifyInstance } from 'fastify';
import { resendVerificationLink, returnUrlOf } from '../auth/emailVerification';
import { isValidEmail, normaliseEmail } from '../auth/inputRules';
import { hashSecret } from '../auth/sessionCookie';
import { DEFAULTS } from '../config';
import type { ServiceContext } from '../context';
import { consumeEmailVerification, retireEmailVerifications } from '../storage/emailVerifications';
import { findLearnerById, markEmailVerified } from '../storage/learners';
import { querySchema } from './schemas';
import { requireLearner } from './requireLearner';

const EXPIRED = { message: 'verificationLinkExpired' };

/** Issue 21 §1: an account proves it receives mail at its address (server/auth/emailVerification.ts). */
export function verificationRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const limited = { rateLimit: { max: ctx.settings.authRateLimit.max, timeWindow: ctx.settings.authRateLimit.windowMs } };
  const bodyLimit = DEFAULTS.authBodyLimitBytes;

  // The player's "send the link again". 202 for every address, the work after the answer (as
  // forgot-password): only an unverified account gets a link, at most one per resend interval.
  app.post<{ Body: { email: string; returnUrl?: string; lang?: string } }>('/api/credentials/resend-verification', {
    bodyLimit,
    config: limited,
    schema: {
      body: {
        type: 'object',
        required: ['email'],
        additionalProperties: false,
        properties: { email: { type: 'string', maxLength: 320 }, returnUrl: { type: 'string', maxLength: 2048 }, lang: { type: 'string', maxLength: 35 }, rtl: { type: 'boolean' } },
      },
      querystring: querySchema(),
    },
  }, async (request, reply) => {
    const address = normaliseEmail(request.body.email);
    const back = returnUrlOf(ctx, request.body.returnUrl);
    if (back === null) return reply.code(400).send({ message: 'returnUrlNotAllowed' });
    if (!isValidEmail(address)) return reply.code(400).send({ message: 'invalidEmail' });
    ctx.outbox.post((mailer) => resendVerificationLink(ctx, mailer, address, back, request.body.lang));
    return reply.code(202).send({});
  });

  // The code of the e-mailed link, presented by the player once the learner has signed in: the
  // mailbox and the password together prove the address. 410 for a code that is unknown, used,
  // expired or another account's (which stays usable by its owner).
  app.post<{ Body: { code: string } }>('/api/learner/me/email-verification', {
    bodyLimit,
    config: limited,
    preHandler: requireLearner(ctx),
    schema: {
      body: { type: 'object', required: ['code'], additionalProperties: false, properties: { code: { type: 'string', minLength: 1, maxLength: 128 } } },
      querystring: querySchema(),
    },
  }, async (request, reply) => {
    const learnerId = request.learner!.learnerId;
    const now = ctx.now();
    const verified = await ctx.db.transaction(async (tx) => {
      const learner = await findLearnerById(tx, learnerId);
      if (!learner) return false;
      const sentTo = await consumeEmailVerification(tx, hashSecret(request.body.code), learnerId, now);
      // A learner already verified follows an old link again: nothing to prove, nothing to refuse.
      if (learner.emailVerified) return true;
      if (sentTo !== learner.email || !(await markEmailVerified(tx, learnerId, now, sentTo))) return false;
      await retireEmailVerifications(tx, learnerId, now);
      return true;
    });
    if (!verified) return reply.code(410).send(EXPIRED);
    return { emailVerified: true };
  });
}
