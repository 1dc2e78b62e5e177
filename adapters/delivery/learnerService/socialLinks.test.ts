/**
 * @jest-environment node
 */
import { socialLinkHref } from './socialLinks';

describe('SPEC 7.3 social-login link', () => {
  const base = { authUrl: 'https://auth.example.org', provider: 'google', courseLink: 'https://auth.example.org/c/?attemptId=a#/login', inFrame: false, pageHost: 'auth.example.org' };

  it('is {authService}/api/auth/{provider}?callbackUrl={encoded course link} on the service domain', () => {
    expect(socialLinkHref(base)).toBe('https://auth.example.org/api/auth/google?callbackUrl=https%3A%2F%2Fauth.example.org%2Fc%2F%3FattemptId%3Da%23%2Flogin');
    expect(socialLinkHref({ ...base, pageHost: 'courses.auth.example.org' })).not.toContain('addTokenQuery');
  });

  it("adds '&addTokenQuery=true' in a frame, and when the page is not on the service's domain", () => {
    expect(socialLinkHref({ ...base, inFrame: true })).toMatch(/&addTokenQuery=true$/);
    expect(socialLinkHref({ ...base, pageHost: 'courses.example.org' })).toMatch(/&addTokenQuery=true$/);
    expect(socialLinkHref({ ...base, pageHost: 'notauth.example.org' })).toMatch(/&addTokenQuery=true$/);
  });

  it('encodes the provider', () => {
    expect(socialLinkHref({ ...base, provider: 'a/b' })).toContain('/api/auth/a%2Fb?');
  });
});
