import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { addSeconds, type ServiceContext } from '../context';
import type { Queryable } from '../storage/Database';
import type { Learner } from '../storage/learners';
import { insertSession, sessionIsLive } from '../storage/sessions';
import { newSecret, setSessionCookie } from './sessionCookie';
import type { AccessClaims } from './tokens';

/**
 * Signs a learner in (SPEC 7.3). Short-term access (the default) lives as long as its access token, in
 * the player's session storage only. Long-term access also sets an httpOnly cookie, with which
 * GET /api/account/token hands out fresh tokens until the session ends.
 */
export async function signIn(ctx: ServiceContext, reply: FastifyReply, learner: Pick<Learner, 'id' | 'email'>, shortTerm: boolean, db: Queryable = ctx.db): Promise<string> {
  const now = ctx.now();
  const { accessTokenTtlSeconds, longTermSessionTtlSeconds } = ctx.settings;
  const sessionId = randomUUID();
  const expiresAt = addSeconds(now, shortTerm ? accessTokenTtlSeconds : Math.max(longTermSessionTtlSeconds, accessTokenTtlSeconds));
  const cookie = shortTerm ? null : newSecret();
  await insertSession(db, { id: sessionId, learnerId: learner.id, shortTerm, expiresAt }, cookie?.hash ?? null, now);
  if (cookie) setSessionCookie(ctx, reply, cookie.secret, longTermSessionTtlSeconds);
  return ctx.tokens.sign({ learnerId: learner.id, email: learner.email, sessionId }, addSeconds(now, accessTokenTtlSeconds));
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match ? match[1] : null;
}

/** The learner a request's bearer token names, when the token is valid and its session still live; else null. */
export async function authenticate(ctx: ServiceContext, request: FastifyRequest): Promise<AccessClaims | null> {
  const token = bearerToken(request);
  if (!token) return null;
  const claims = await ctx.tokens.verify(token);
  if (!claims) return null;
  return (await sessionIsLive(ctx.db, claims.sessionId, claims.learnerId, ctx.now())) ? claims : null;
}
