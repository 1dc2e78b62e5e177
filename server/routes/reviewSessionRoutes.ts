import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { returnUrlOf } from '../auth/emailVerification';
import { isValidEmail, normaliseEmail } from '../auth/inputRules';
import { hashSecret, newSecret } from '../auth/sessionCookie';
import { DEFAULTS } from '../config';
import { addSeconds, type ServiceContext } from '../context';
import { composeMail } from '../mail/messages';
import { REVIEW_LIMITS } from '../review/limits';
import { REVIEW_LOGIN_PARAM } from '../review/paths';
import type { Queryable } from '../storage/Database';
import {
  claimLinkSlot, consumeLoginLink, deleteReviewSession, findReviewSession, insertLoginLink, insertReviewSession, renameReviewer, updatePendingClaim, upsertReviewer, type ReviewSession,
} from '../storage/reviewSessions';
import { courseOf, requireReviewer, reviewerInfo, reviewHeaders } from './requireReviewer';
import { querySchema } from './schemas';

const nameSchema = { type: 'string', minLength: 1, maxLength: REVIEW_LIMITS.name } as const;
const emailSchema = { type: 'string', minLength: 1, maxLength: 320 } as const;
const cleanName = (name: string) => name.trim().replace(/\s+/g, ' ');

/**
 * Issue 25 §1, SPEC 7.7 GET_LOGIN_LINK, UPDATE_REVIEWER_NAME, END_REVIEWER_SESSION, user info. A reviewer
 * types an address and a name and gets a pending session (a token that opens no comment) and an
 * e-mailed link; following the link (the player presents its code) makes a new, authenticated
 * session. The pending one is not promoted: whoever typed someone else's address must not be signed
 * in as them when the owner of the address clicks.
 */
export function reviewSessionRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const limited = { rateLimit: { max: ctx.settings.authRateLimit.max, timeWindow: ctx.settings.authRateLimit.windowMs } };
  const bodyLimit = DEFAULTS.authBodyLimitBytes;
  const ttl = ctx.settings.longTermSessionTtlSeconds;

  const sendLink = async (db: Queryable, session: Pick<ReviewSession, 'id' | 'courseId' | 'email' | 'name' | 'returnUrl'>, language: string | undefined) => {
    const { secret, hash } = newSecret();
    await insertLoginLink(db, { codeHash: hash, sessionId: session.id, courseId: session.courseId, email: session.email, name: session.name, expiresAt: addSeconds(ctx.now(), ctx.verification.ttlSeconds) });
    const link = new URL(session.returnUrl);
    link.searchParams.set(REVIEW_LOGIN_PARAM, secret);
    await ctx.mailer.send(composeMail('reviewLoginLink', { to: session.email, link: link.href, language }));
  };

  app.post<{ Body: { email: string; name: string; returnUrl?: string; lang?: string } }>('/api/review/login-link', {
    bodyLimit,
    config: limited,
    schema: {
      headers: reviewHeaders,
      querystring: querySchema(),
      body: { type: 'object', required: ['email', 'name'], additionalProperties: false, properties: { email: emailSchema, name: nameSchema, returnUrl: { type: 'string', maxLength: REVIEW_LIMITS.url }, lang: { type: 'string', maxLength: 35 } } },
    },
  }, async (request, reply) => {
    const email = normaliseEmail(request.body.email);
    const name = cleanName(request.body.name);
    const returnUrl = returnUrlOf(ctx, request.body.returnUrl);
    if (returnUrl === null) return reply.code(400).send({ message: 'returnUrlNotAllowed' });
    if (!isValidEmail(email)) return reply.code(400).send({ message: 'invalidEmail' });
    if (!name) return reply.code(400).send({ message: 'invalidName' });
    const session = { id: randomUUID(), courseId: courseOf(request), reviewerId: null, email, name, returnUrl };
    const now = ctx.now();
    await ctx.db.transaction(async (tx) => {
      await insertReviewSession(tx, { ...session, expiresAt: addSeconds(now, ttl) }, now);
      await claimLinkSlot(tx, session.id, now, 0);
      await sendLink(tx, session, request.body.lang);
    });
    const token = await ctx.tokens.signReviewer({ sessionId: session.id, courseId: session.courseId }, addSeconds(now, ttl));
    return reply.code(201).send({ token, reviewer: await reviewerInfo(ctx, { ...session, lastLinkAt: now }) });
  });

  app.post<{ Body: { lang?: string } }>('/api/review/login-link/resend', {
    bodyLimit,
    config: limited,
    preHandler: requireReviewer(ctx, { authenticated: false }),
    schema: { headers: reviewHeaders, querystring: querySchema(), body: { type: 'object', additionalProperties: false, properties: { lang: { type: 'string', maxLength: 35 } } } },
  }, async (request, reply) => {
    const session = request.reviewSession!;
    if (session.reviewerId !== null) return reply.code(409).send({ message: 'alreadyAuthenticated' });
    // 202 either way: the toast says "resent"; within the resend interval nothing more is mailed.
    await ctx.db.transaction(async (tx) => {
      if (await claimLinkSlot(tx, session.id, ctx.now(), ctx.verification.resendIntervalSeconds)) await sendLink(tx, session, request.body?.lang);
    });
    return reply.code(202).send({});
  });

  app.post<{ Body: { code: string } }>('/api/review/login', {
    bodyLimit,
    config: limited,
    schema: { headers: reviewHeaders, querystring: querySchema(), body: { type: 'object', required: ['code'], additionalProperties: false, properties: { code: { type: 'string', minLength: 1, maxLength: 128 } } } },
  }, async (request, reply) => {
    const courseId = courseOf(request);
    const now = ctx.now();
    const session = await ctx.db.transaction(async (tx) => {
      const sent = await consumeLoginLink(tx, hashSecret(request.body.code), courseId, now);
      if (!sent) return null;
      const reviewerId = await upsertReviewer(tx, randomUUID(), sent.email, sent.name, now);
      const fresh = { id: randomUUID(), courseId, reviewerId, email: sent.email, name: sent.name, returnUrl: sent.returnUrl };
      await insertReviewSession(tx, { ...fresh, expiresAt: addSeconds(now, ttl) }, now);
      return fresh;
    });
    if (!session) return reply.code(401).send({ message: 'loginLinkNotValid' });
    const token = await ctx.tokens.signReviewer({ sessionId: session.id, courseId }, addSeconds(now, ttl));
    return { token, reviewer: await reviewerInfo(ctx, { ...session, lastLinkAt: null }) };
  });

  app.get('/api/review/me', {
    preHandler: requireReviewer(ctx, { authenticated: false }),
    schema: { headers: reviewHeaders, querystring: querySchema() },
  }, async (request) => reviewerInfo(ctx, request.reviewSession!));

  app.put<{ Body: { name: string; email?: string; lang?: string } }>('/api/review/me', {
    bodyLimit,
    config: limited,
    preHandler: requireReviewer(ctx, { authenticated: false }),
    schema: { headers: reviewHeaders, querystring: querySchema(), body: { type: 'object', required: ['name'], additionalProperties: false, properties: { name: nameSchema, email: emailSchema, lang: { type: 'string', maxLength: 35 } } } },
  }, async (request, reply) => {
    const session = request.reviewSession!;
    const name = cleanName(request.body.name);
    if (!name) return reply.code(400).send({ message: 'invalidName' });
    const email = request.body.email === undefined ? session.email : normaliseEmail(request.body.email);
    if (session.reviewerId !== null) {
      // A proven address stays: a new one is proven by a new login link (SPEC 2.4 'Change name' only).
      if (email !== session.email) return reply.code(409).send({ message: 'emailChangeNeedsNewLogin' });
      await renameReviewer(ctx.db, session.reviewerId, name);
    } else {
      if (!isValidEmail(email)) return reply.code(400).send({ message: 'invalidEmail' });
      await ctx.db.transaction(async (tx) => {
        await updatePendingClaim(tx, session.id, email, name);
        // A new address gets its link at once; the old one's links were cancelled with the change.
        if (email !== session.email && (await claimLinkSlot(tx, session.id, ctx.now(), 0))) await sendLink(tx, { ...session, email, name }, request.body.lang);
      });
    }
    return reviewerInfo(ctx, (await findReviewSession(ctx.db, session.id, ctx.now()))!);
  });

  app.delete('/api/review/session', {
    preHandler: requireReviewer(ctx, { authenticated: false }),
    schema: { headers: reviewHeaders, querystring: querySchema() },
  }, async (request) => {
    await deleteReviewSession(ctx.db, request.reviewSession!.id);
    return {};
  });
}
