import type { SocialLink } from '@core';

/**
 * SPEC 7.3: social login is a link, {authService}/api/auth/{provider}?callbackUrl={encoded course
 * link}, with '&addTokenQuery=true' in a frame or when the page is not on the service's domain. There
 * the service's cookie may not come back with the token call, so the learner returns with the token
 * in the address instead. "On the domain" is read strictly (the service's host, or a subdomain of it):
 * a token in the address works everywhere, a missing one would bring the learner back signed out.
 */
export function socialLinkHref(input: { authUrl: string; provider: string; courseLink: string; inFrame: boolean; pageHost: string }): string {
  const authHost = new URL(input.authUrl).hostname;
  const onServiceDomain = input.pageHost === authHost || input.pageHost.endsWith(`.${authHost}`);
  const tokenQuery = input.inFrame || !onServiceDomain ? '&addTokenQuery=true' : '';
  return `${input.authUrl}/api/auth/${encodeURIComponent(input.provider)}?callbackUrl=${encodeURIComponent(input.courseLink)}${tokenQuery}`;
}

/** The providers the service has configured (GET /api/auth/providers); none when it cannot say. */
export async function socialProviders(authUrl: string, fetchFn: typeof fetch): Promise<{ id: string; name: string }[]> {
  try {
    const response = await fetchFn(`${authUrl}/api/auth/providers`, { method: 'GET' });
    if (!response.ok) return [];
    const body = (await response.json()) as { providers?: unknown };
    const list = Array.isArray(body?.providers) ? body.providers : [];
    return list.flatMap((p: unknown) => {
      const { id, name } = (p ?? {}) as { id?: unknown; name?: unknown };
      return typeof id === 'string' && id && typeof name === 'string' && name ? [{ id, name }] : [];
    });
  } catch {
    return [];
  }
}

export type { SocialLink };
