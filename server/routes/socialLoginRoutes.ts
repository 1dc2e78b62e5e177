import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as oidc from 'openid-client';
import { isValidEmail, NAME_MAX_LENGTH, normaliseEmail } from '../auth/inputRules';
import { signIn } from '../auth/sessions';
import { accountForProviderLogin } from '../auth/socialAccount';
import type { SocialLogin, SocialProvider } from '../auth/socialProviders';
import type { LoginFlowClaims } from '../auth/tokens';
import { addSeconds, type ServiceContext } from '../context';
import { DEFAULTS } from '../config';
import { escapeHtml, page, PAGE_SECURITY_HEADERS } from '../http/html';
import { isUrlOnOrigins } from '../http/origins';
import { sessionIsLive } from '../storage/sessions';
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
 * site than the service, where that cookie would not be sent). Which account: server/auth/socialAccount.ts
 * (a linked identity, else a proven address; never an account whose address is only claimed).
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
    return startLogin(reply, provider, request.query.callbackUrl, request.query.addTokenQuery === 'true');
  });

  // A signed-in learner asks to link a provider to their account (issue 21 §1). A form the player's
  // page posts (a top-level navigation, so the flow cookie is set for the provider's redirect back),
  // with the learner's token in the body. Only from a player origin: a form another site posts with
  // its own token would link the victim's provider identity to the attacker's account.
  app.post<{ Params: { provider: string }; Body: { token: string; callbackUrl: string } }>('/api/auth/:provider/link', {
    bodyLimit: DEFAULTS.authBodyLimitBytes,
    config: limited,
    schema: {
      params: providerParam,
      body: { type: 'object', required: ['token', 'callbackUrl'], additionalProperties: false, properties: { token: { type: 'string', maxLength: 4096 }, callbackUrl: { type: 'string', maxLength: 2048 } } },
      querystring: querySchema(),
    },
  }, async (request, reply) => {
    const origin = request.headers.origin;
    if (origin === undefined || !ctx.playerOrigins.includes(origin)) return reply.code(403).send({ message: 'originNotAllowed' });
    const provider = social.provider(request.params.provider);
    if (!provider) return notFound(request, reply, request.params.provider);
    const claims = await ctx.tokens.verify(request.body.token);
    if (!claims || !(await sessionIsLive(ctx.db, claims.sessionId, claims.learnerId, ctx.now()))) {
      return failure(reply, 401, 'unauthorized', 'You are no longer signed in. Go back to the course, sign in and try again.');
    }
    return startLogin(reply, provider, request.body.callbackUrl, false, claims.learnerId);
  });

  /** Sends the learner to the provider with a signed flow cookie: what the callback checks the answer against. */
  async function startLogin(reply: FastifyReply, provider: SocialProvider, callbackUrl: string, addTokenQuery: boolean, linkLearnerId?: string) {
    // Back only to the player, never to an address a stranger put in the link.
    if (!isUrlOnOrigins(callbackUrl, ctx.playerOrigins)) return failure(reply, 400, 'callbackUrlNotAllowed', 'This sign-in link does not lead back to a course of this service.');
    let config: oidc.Configuration;
    try {
      config = await social.configuration(provider);
    } catch {
      return failure(reply, 502, 'providerUnavailable', `${provider.name} cannot be reached. Please try again later.`);
    }
    const flow: LoginFlowClaims = { provider: provider.id, state: oidc.randomState(), nonce: oidc.randomNonce(), verifier: oidc.randomPKCECodeVerifier(), callbackUrl, addTokenQuery, ...(linkLearnerId ? { linkLearnerId } : {}) };
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
  }

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
    // Only an address the provider says it verified (email_verified exactly true: missing is not a yes).
    if (!claims || typeof claims.sub !== 'string' || !isValidEmail(email) || claims.email_verified !== true) {
      return failure(reply, 401, 'socialLoginWithoutEmail', `${provider.name} did not give a verified e-mail address.`, flow.callbackUrl);
    }
    const name = (typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim() : email.split('@')[0]).slice(0, NAME_MAX_LENGTH);
    const account = await accountForProviderLogin(ctx, { provider: provider.id, subject: claims.sub, email, name }, flow.linkLearnerId);
    if (account.kind === 'unverified-account') {
      return failure(
        reply,
        409,
        'socialLoginAccountNotVerified',
        `An account with this e-mail address exists, and its address has not been confirmed yet. Sign in with your e-mail and password and confirm your address with the link we e-mailed you, or choose a new password with “Forgot password” on the sign-in page. Then signing in with ${provider.name} works too.`,
        flow.callbackUrl,
      );
    }
    if (account.kind === 'linked-elsewhere') {
      return failure(reply, 409, 'socialIdentityLinkedElsewhere', `This ${provider.name} account is already linked to another account of this service.`, flow.callbackUrl);
    }
    if (account.kind === 'gone') return failure(reply, 500, 'socialLoginFailed', `Signing in with ${provider.name} did not work.`, flow.callbackUrl);
    const target = new URL(flow.callbackUrl);
    // Linking: the learner is signed in already (the player's tab keeps its token).
    if (flow.linkLearnerId) return reply.redirect(target.href, 302);
    const token = await signIn(ctx, reply, account.learner, flow.addTokenQuery);
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
