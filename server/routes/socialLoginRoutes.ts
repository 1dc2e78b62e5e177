import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as oidc from 'openid-client';
import { isValidEmail, NAME_MAX_LENGTH, normaliseEmail } from '../auth/inputRules';
import { hashPassword } from '../auth/passwords';
import { signIn } from '../auth/sessions';
import type { SocialLogin, SocialProvider } from '../auth/socialProviders';
import { addSeconds, type ServiceContext } from '../context';
import { escapeHtml, page, PAGE_SECURITY_HEADERS } from '../http/html';
import { isUrlOnOrigins } from '../http/origins';
import { findLearnerByEmail, insertLearner } from '../storage/learners';
import { querySchema } from './schemas';

const FLOW_COOKIE = 'ocp_social_login';
/** The cookie goes only to the callback, and lives as long as a learner may take at the provider. */
const FLOW_PATH = '/api/auth';
const FLOW_SECONDS = 600;

const providerParam = { type: 'object', required: ['provider'], properties: { provider: { type: 'string', minLength: 1, maxLength: 32 } } } as const;

/**
 * Social login (SPEC 2.11, 7.3): the player's button is a link to GET /api/auth/{provider}; the
 * service runs an OpenID Connect authorization-code login with PKCE, state and nonce (openid-client)
 * and sends the learner back to the course link signed in: with a long-term session cookie, or with
 * the token in the address when the link asked for addTokenQuery (the player in a frame, or on another
 * site than the service, where that cookie would not be sent). The e-mail the provider vouches for
 * names the account: an existing learner with it is signed in, else one is created.
 */
export function socialLoginRoutes(app: FastifyInstance, ctx: ServiceContext, social: SocialLogin): void {
  const limited = { rateLimit: { max: ctx.settings.authRateLimit.max, timeWindow: ctx.settings.authRateLimit.windowMs } };
  const redirectUri = (provider: SocialProvider) => new URL(`/api/auth/${provider.id}/callback`, ctx.publicUrl()).href;

  app.get('/api/auth/providers', { schema: { querystring: querySchema() } }, async () => ({
    providers: social.providers.map(({ id, name }) => ({ id, name })),
  }));

  app.get<{ Params: { provider: string }; Querystring: { callbackUrl: string; addTokenQuery?: string } }>('/api/auth/:provider', {
    config: limited,
    schema: { params: providerParam, querystring: querySchema({ callbackUrl: { type: 'string', maxLength: 2048 }, addTokenQuery: { type: 'string', enum: ['true', 'false'] } }, ['callbackUrl']) },
  }, async (request, reply) => {
    const provider = social.provider(request.params.provider);
    if (!provider) return notFound(request, reply, request.params.provider);
    const { callbackUrl } = request.query;
    // Back only to the player, never to an address a stranger put in the link.
    if (!isUrlOnOrigins(callbackUrl, ctx.playerOrigins)) return failure(reply, 400, 'callbackUrlNotAllowed', 'This sign-in link does not lead back to a course of this service.');
    let config: oidc.Configuration;
    try {
      config = await social.configuration(provider);
    } catch {
      return failure(reply, 502, 'providerUnavailable', `${provider.name} cannot be reached. Please try again later.`);
    }
    const flow = { provider: provider.id, state: oidc.randomState(), nonce: oidc.randomNonce(), verifier: oidc.randomPKCECodeVerifier(), callbackUrl, addTokenQuery: request.query.addTokenQuery === 'true' };
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri(provider),
      scope: 'openid email profile',
      state: flow.state,
      nonce: flow.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
      code_challenge_method: 'S256',
    });
    reply.setCookie(FLOW_COOKIE, await ctx.tokens.signFlow(flow, addSeconds(ctx.now(), FLOW_SECONDS)), {
      path: FLOW_PATH,
      httpOnly: true,
      secure: ctx.settings.cookieSecure,
      // The provider's redirect back is a top-level navigation from its site: Lax lets the cookie come along.
      sameSite: 'lax',
      maxAge: FLOW_SECONDS,
    });
    return reply.redirect(url.href, 302);
  });

  app.get<{ Params: { provider: string } }>('/api/auth/:provider/callback', {
    config: limited,
  }, async (request, reply) => {
    const provider = social.provider(request.params.provider);
    if (!provider) return notFound(request, reply, request.params.provider);
    const cookie = request.cookies[FLOW_COOKIE];
    const flow = cookie ? await ctx.tokens.verifyFlow(cookie) : null;
    reply.clearCookie(FLOW_COOKIE, { path: FLOW_PATH, httpOnly: true, secure: ctx.settings.cookieSecure, sameSite: 'lax' });
    if (!flow || flow.provider !== provider.id) return failure(reply, 400, 'socialLoginExpired', 'This sign-in took too long or was started elsewhere. Please go back to the course and sign in again.');
    let claims: oidc.IDToken | undefined;
    try {
      const config = await social.configuration(provider);
      const current = new URL(request.url, redirectUri(provider));
      const tokens = await oidc.authorizationCodeGrant(config, current, { pkceCodeVerifier: flow.verifier, expectedState: flow.state, expectedNonce: flow.nonce, idTokenExpected: true });
      claims = tokens.claims();
    } catch {
      // Refused at the provider, a forged or replayed answer, or the provider down: no detail to a stranger.
      return failure(reply, 401, 'socialLoginFailed', `Signing in with ${provider.name} did not work.`, flow.callbackUrl);
    }
    const email = typeof claims?.email === 'string' ? normaliseEmail(claims.email) : '';
    // Only an address the provider vouches for may open the account that has it.
    if (!isValidEmail(email) || claims?.email_verified === false) {
      return failure(reply, 401, 'socialLoginWithoutEmail', `${provider.name} did not give a verified e-mail address.`, flow.callbackUrl);
    }
    const name = (typeof claims?.name === 'string' && claims.name.trim() ? claims.name.trim() : email.split('@')[0]).slice(0, NAME_MAX_LENGTH);
    let learner = await findLearnerByEmail(ctx.db, email);
    if (!learner) {
      // No password was chosen: an unguessable one, which forgot-password can replace.
      await insertLearner(ctx.db, { id: randomUUID(), email, name, passwordHash: await hashPassword(randomBytes(32).toString('base64url')) }, ctx.now());
      learner = await findLearnerByEmail(ctx.db, email);
    }
    if (!learner) return failure(reply, 500, 'socialLoginFailed', `Signing in with ${provider.name} did not work.`, flow.callbackUrl);
    const target = new URL(flow.callbackUrl);
    const token = await signIn(ctx, reply, learner, flow.addTokenQuery);
    if (flow.addTokenQuery) target.searchParams.set('token', token);
    return reply.redirect(target.href, 302);
  });
}

function wantsHtml(request: FastifyRequest): boolean {
  return /text\/html/.test(request.headers.accept ?? '');
}

/** A provider this service was not configured for: a page for a learner who followed a link, JSON for a program. */
function notFound(request: FastifyRequest, reply: FastifyReply, provider: string) {
  if (!wantsHtml(request)) return reply.code(404).send({ message: 'providerNotConfigured' });
  return reply
    .code(404)
    .headers(PAGE_SECURITY_HEADERS)
    .type('text/html; charset=utf-8')
    .send(page({ title: 'This sign-in is not available', body: `<p>Signing in with “${escapeHtml(provider)}” is not set up on this service. Go back to the course and sign in with your e-mail instead.</p>` }));
}

function failure(reply: FastifyReply, status: number, message: string, text: string, back?: string) {
  const link = back ? `<p><a href="${escapeHtml(back)}">Back to the course</a></p>` : '';
  return reply
    .code(status)
    .headers(PAGE_SECURITY_HEADERS)
    .type('text/html; charset=utf-8')
    .header('x-outcome', message)
    .send(page({ title: 'Sign-in did not work', body: `<p>${escapeHtml(text)}</p>${link}` }));
}
