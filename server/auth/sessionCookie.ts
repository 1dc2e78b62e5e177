import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../context';

export const SESSION_COOKIE = 'ocp_learner_session';
/** Only the token and logout calls read the cookie; no other path is sent it. */
const COOKIE_PATH = '/api/account';

/** A random secret for a link or a cookie, and the hash under which the database keeps it (a leaked table reveals no usable secret). */
export function newSecret(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, hash: hashSecret(secret) };
}

export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

export function setSessionCookie(ctx: ServiceContext, reply: FastifyReply, secret: string, maxAgeSeconds: number): void {
  reply.setCookie(SESSION_COOKIE, secret, {
    path: COOKIE_PATH,
    httpOnly: true,
    secure: ctx.settings.cookieSecure,
    sameSite: ctx.settings.cookieSameSite,
    maxAge: maxAgeSeconds,
  });
}

export function clearSessionCookie(ctx: ServiceContext, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: COOKIE_PATH, httpOnly: true, secure: ctx.settings.cookieSecure, sameSite: ctx.settings.cookieSameSite });
}

export const sessionCookieOf = (request: FastifyRequest): string | undefined => request.cookies[SESSION_COOKIE] || undefined;
