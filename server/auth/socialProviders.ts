import * as oidc from 'openid-client';

/** One OpenID Connect provider a deployment configured (docs/service.md, "Social login"). */
export interface SocialProvider {
  /** The {provider} of SPEC 7.3's link: lower-case letters, digits and hyphens. */
  id: string;
  /** What the player's button says ("Google"). */
  name: string;
  /** The issuer whose /.well-known/openid-configuration describes the provider. */
  issuer: string;
  clientId: string;
  clientSecret: string;
}

const ID = /^[a-z0-9][a-z0-9-]{0,31}$/;

/**
 * OAUTH_PROVIDERS=google,corp and, per provider, OAUTH_<ID>_ISSUER, OAUTH_<ID>_CLIENT_ID,
 * OAUTH_<ID>_CLIENT_SECRET and optionally OAUTH_<ID>_NAME (ID upper-cased, '-' as '_'). A provider
 * named but not fully configured stops the start: a half-set login would fail only for learners.
 */
export function socialProvidersFromEnvironment(env: NodeJS.ProcessEnv): SocialProvider[] {
  const ids = (env.OAUTH_PROVIDERS ?? '').split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);
  return ids.map((id) => {
    if (!ID.test(id) || id === 'providers') throw new Error(`OAUTH_PROVIDERS: '${id}' is not a provider id (lower-case letters, digits, hyphens)`);
    const key = (field: string) => `OAUTH_${id.toUpperCase().replace(/-/g, '_')}_${field}`;
    const need = (field: string) => {
      const value = env[key(field)];
      if (!value) throw new Error(`${key(field)} is required for the social-login provider '${id}'`);
      return value;
    };
    return { id, name: env[key('NAME')] || id.charAt(0).toUpperCase() + id.slice(1), issuer: need('ISSUER'), clientId: need('CLIENT_ID'), clientSecret: need('CLIENT_SECRET') };
  });
}

/** A plain-http issuer is accepted only on this machine (a development or test provider). */
function isLoopback(url: URL): boolean {
  return url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.hostname === '[::1]';
}

/**
 * The providers' OpenID configurations, discovered on first use and kept (openid-client): a provider
 * that is down at start does not stop the service, and a failed discovery is tried again next time.
 */
export class SocialLogin {
  private readonly configs = new Map<string, Promise<oidc.Configuration>>();

  constructor(readonly providers: readonly SocialProvider[]) {}

  provider(id: string): SocialProvider | undefined {
    return this.providers.find((p) => p.id === id);
  }

  configuration(provider: SocialProvider): Promise<oidc.Configuration> {
    let config = this.configs.get(provider.id);
    if (!config) {
      const issuer = new URL(provider.issuer);
      config = oidc.discovery(issuer, provider.clientId, provider.clientSecret, undefined, issuer.protocol === 'http:' && isLoopback(issuer) ? { execute: [oidc.allowInsecureRequests] } : undefined);
      config.catch(() => this.configs.delete(provider.id));
      this.configs.set(provider.id, config);
    }
    return config;
  }
}
