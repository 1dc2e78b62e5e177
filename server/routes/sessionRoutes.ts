import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clearSessionCookie, hashSecret, sessionCookieOf } from '../auth/sessionCookie';
import { authenticate, signIn } from '../auth/sessions';
import { endEverySession, redeemSignInLink } from '../auth/signInLinks';
import type { ServiceContext } from '../context';
import { DEFAULTS } from '../config';
import { findSessionByCookie } from '../storage/sessions';
import { courseIdParam, message, querySchema } from './schemas';

/** The learner a request proves it is: a bearer token of a live session, or the cookie of one. */
async function provenLearnerId(ctx: ServiceContext, request: FastifyRequest): Promise<string | undefined> {
  const claims = await authenticate(ctx, request);
  if (claims) return claims.learnerId;
  const cookie = sessionCookieOf(request);
  return cookie ? (await findSessionByCookie(ctx.db, hashSecret(cookie), ctx.now()))?.learnerId : undefined;
}

/** The secret link's code exchanged for a session, and "sign out everywhere" (issue 21 §3). */
export function sessionRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const limited = { rateLimit: { max: ctx.settings.authRateLimit.max, timeWindow: ctx.settings.authRateLimit.windowMs } };
  const bodyLimit = DEFAULTS.authBodyLimitBytes;

  app.post<{ Body: { code: string; courseId: string } }>('/api/auth/link', {
    bodyLimit,
    config: limited,
    schema: {
      body: { type: 'object', required: ['code', 'courseId'], additionalProperties: false, properties: { code: { type: 'string', minLength: 1, maxLength: 128 }, courseId: courseIdParam } },
      querystring: querySchema(),
      response: { 200: { type: 'object', properties: { token: { type: 'string' }, shortTermAccess: { type: 'boolean' } } }, 401: message },
    },
  }, async (request, reply) => {
    const { code, courseId } = request.body;
    // Used up and signed in within one transaction, so a "sign out everywhere" at the same moment ends this session too.
    const token = await ctx.db.transaction(async (tx) => {
      const learner = await redeemSignInLink(tx, code, courseId, ctx.now());
      // Short-term, as a token in a link was (SPEC 7.3): the tab keeps it, no cookie on a device that may not be the learner's.
      return learner ? signIn(ctx, reply, learner, true, tx) : null;
    });
    if (!token) return reply.code(401).send({ message: 'signInLinkNotValid' });
    return { token, shortTermAccess: true };
  });

  app.post('/api/account/logout-everywhere', {
    bodyLimit,
    schema: { querystring: querySchema(), response: { 401: message } },
  }, async (request, reply) => {
    const learnerId = await provenLearnerId(ctx, request);
    if (!learnerId) return reply.code(401).send({ message: 'unauthorized' });
    await endEverySession(ctx, learnerId);
    clearSessionCookie(ctx, reply);
    return {};
  });
}
