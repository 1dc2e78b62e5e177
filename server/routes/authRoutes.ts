import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { isValidEmail, isValidFullName, NAME_MAX_LENGTH, normaliseEmail, PASSWORD_MAX_LENGTH } from '../auth/inputRules';
import { passwordProblem } from '../auth/passwordRules';
import { hashPassword, passwordMatches } from '../auth/passwords';
import { clearSessionCookie, hashSecret, newSecret, sessionCookieOf } from '../auth/sessionCookie';
import { answerRegistrationOfKnownAddress, returnUrlOf, sendVerificationLink } from '../auth/emailVerification';
import { bearerToken, signIn } from '../auth/sessions';
import { addSeconds, type ServiceContext } from '../context';
import { DEFAULTS } from '../config';
import { isUrlOnOrigins } from '../http/origins';
import { serviceTexts } from '../i18n/serviceTexts';
import { composeMail } from '../mail/messages';
import { findLearnerByEmail, findLearnerById, insertLearner } from '../storage/learners';
import { insertPasswordReset } from '../storage/passwordResets';
import { deleteSession, deleteSessionByCookie, findSessionByCookie } from '../storage/sessions';
import { message, querySchema } from './schemas';

const email = { type: 'string', maxLength: 320 } as const;
const returnUrl = { type: 'string', maxLength: 2048 } as const;
const password = { type: 'string', maxLength: PASSWORD_MAX_LENGTH } as const;
const tokenReply = {
  type: 'object',
  properties: { token: { type: 'string' }, shortTermAccess: { type: 'boolean' } },
} as const;

/** SPEC 8.1 named outcome: the same answer whether the e-mail or the password was wrong. */
const WRONG_CREDENTIALS = { message: 'emailPasswordCombinationNotExists' };

/** SPEC 7.3 authentication calls ({authService}). */
export function authRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const limited = { rateLimit: { max: ctx.settings.authRateLimit.max, timeWindow: ctx.settings.authRateLimit.windowMs } };
  const bodyLimit = DEFAULTS.authBodyLimitBytes;

  app.post<{ Body: { email: string; password: string; shortTermAccess?: boolean } }>('/api/auth/credentials', {
    bodyLimit,
    config: limited,
    schema: {
      body: { type: 'object', required: ['email', 'password'], additionalProperties: false, properties: { email, password, shortTermAccess: { type: 'boolean', default: true } } },
      querystring: querySchema(),
    },
  }, async (request, reply) => {
    const { password: given, shortTermAccess = true } = request.body;
    const learner = await findLearnerByEmail(ctx.db, normaliseEmail(request.body.email));
    if (!(await passwordMatches(learner?.passwordHash, given)) || !learner) return reply.code(401).send(WRONG_CREDENTIALS);
    const token = await signIn(ctx, reply, learner, shortTermAccess);
    return { token, shortTermAccess };
  });

  app.post<{ Body: { email: string; password: string; name: string; shortTermAccess?: boolean; returnUrl?: string; lang?: string } }>('/api/credentials/register', {
    bodyLimit,
    config: limited,
    schema: {
      body: {
        type: 'object',
        required: ['email', 'password', 'name'],
        additionalProperties: false,
        properties: {
          email,
          password,
          name: { type: 'string', maxLength: NAME_MAX_LENGTH },
          // Accepted as before; no session is opened here any more, so it is not used.
          shortTermAccess: { type: 'boolean', default: true },
          returnUrl,
          lang: { type: 'string', maxLength: 35 },
          rtl: { type: 'boolean' },
        },
      },
      querystring: querySchema(),
    },
  }, async (request, reply) => {
    const { password: given } = request.body;
    const address = normaliseEmail(request.body.email);
    const name = request.body.name.trim();
    const back = returnUrlOf(ctx, request.body.returnUrl);
    if (back === null) return reply.code(400).send({ message: 'returnUrlNotAllowed' });
    if (!isValidEmail(address)) return reply.code(400).send({ message: 'invalidEmail' });
    const weak = passwordProblem(given, ctx.settings.passwordMinLength);
    if (weak) return reply.code(400).send({ message: weak });
    if (!isValidFullName(name)) return reply.code(400).send({ message: 'invalidName' });
    // Hashed whether or not the address is taken: the answer takes as long either way.
    const passwordHash = await hashPassword(given);
    const learner = await insertLearner(ctx.db, { id: randomUUID(), email: address, name, passwordHash }, ctx.now());
    const { lang } = request.body;
    ctx.outbox.post((mailer) => (learner ? sendVerificationLink(ctx, mailer, learner, back, lang) : answerRegistrationOfKnownAddress(ctx, mailer, address, back, lang)));
    // Issue 21 §1: the same answer whether or not the address has an account (no token, no 409); the
    // e-mail says the rest. The player signs in with the credentials to go on before confirming.
    return reply.code(202).send({});
  });

  app.get('/api/account/token', {
    schema: { querystring: querySchema(), response: { 200: tokenReply, 204: { type: 'null' } } },
  }, async (request, reply) => {
    const cookie = sessionCookieOf(request);
    const session = cookie ? await findSessionByCookie(ctx.db, hashSecret(cookie), ctx.now()) : undefined;
    const learner = session && (await findLearnerById(ctx.db, session.learnerId));
    // No session is what every first visit finds, not an error: 204 and no token (a 401 is an error line
    // in the browser's console at every sign-in, issue 22). A player reads no token from it, as from
    // SPEC 7.3's status >= 400, and this one takes both the same way (the stored token in a frame).
    if (!session || !learner) return reply.code(204).send();
    const expiresAt = new Date(Math.min(addSeconds(ctx.now(), ctx.settings.accessTokenTtlSeconds).getTime(), session.expiresAt.getTime()));
    const token = await ctx.tokens.sign({ learnerId: learner.id, email: learner.email, sessionId: session.id }, expiresAt);
    return { token, shortTermAccess: false };
  });

  app.post('/api/account/logout', {
    bodyLimit,
    schema: { querystring: querySchema() },
  }, async (request, reply) => {
    const cookie = sessionCookieOf(request);
    if (cookie) await deleteSessionByCookie(ctx.db, hashSecret(cookie));
    const token = bearerToken(request);
    const claims = token ? await ctx.tokens.verify(token) : null;
    if (claims) await deleteSession(ctx.db, claims.sessionId);
    clearSessionCookie(ctx, reply);
    return {};
  });

  // SPEC 7.3 names this call and says its answer "is not shown"; the player does not call it. It does
  // not look: `exists: false` for every address, which sends a client to register, the call that
  // works for everyone (issue 21 §1: nothing tells who is registered). Limited tighter all the same.
  app.get<{ Querystring: { email: string } }>('/api/account/exists', {
    config: { rateLimit: { max: Math.max(1, Math.floor(ctx.settings.authRateLimit.max / 5)), timeWindow: ctx.settings.authRateLimit.windowMs } },
    schema: { querystring: querySchema({ email }, ['email']) },
  }, async () => ({ exists: false }));

  app.post<{ Body: { email: string; returnUrl: string; lang?: string; rtl?: boolean } }>('/api/credentials/forgot-password', {
    bodyLimit,
    config: limited,
    schema: {
      body: {
        type: 'object',
        required: ['email', 'returnUrl'],
        additionalProperties: false,
        properties: { email, returnUrl, lang: { type: 'string', maxLength: 35 }, rtl: { type: 'boolean' } },
      },
      querystring: querySchema(),
    },
  }, async (request, reply) => {
    const { returnUrl } = request.body;
    // The page after the reset links back here: only to the player, never to an address a stranger chose.
    if (!isUrlOnOrigins(returnUrl, ctx.playerOrigins)) return reply.code(400).send({ message: 'returnUrlNotAllowed' });
    const address = normaliseEmail(request.body.email);
    // Looked up after the answer: neither the answer nor its timing tells whether the address has an account.
    ctx.outbox.post(async (mailer) => {
      const learner = await findLearnerByEmail(ctx.db, address);
      if (!learner) return;
      const { secret, hash } = newSecret();
      await insertPasswordReset(ctx.db, hash, learner.id, returnUrl, addSeconds(ctx.now(), ctx.settings.passwordResetTtlSeconds));
      const link = new URL('/reset-password', ctx.publicUrl());
      link.searchParams.set('token', secret);
      // The reset page speaks the course's language too (SPEC 7.3 lang; its direction goes with it).
      link.searchParams.set('lang', serviceTexts(request.body.lang).lang);
      await mailer.send(composeMail('passwordReset', { to: learner.email, link: link.href, language: request.body.lang }));
    });
    // 201 whether or not the address has an account: this call does not tell who is registered.
    return reply.code(201).send({});
  });
}
