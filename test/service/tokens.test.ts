/**
 * Access tokens once the service remembers the ones it verified (server/auth/tokens.ts): remembering
 * changes the cost of a call, never its answer. The token's storage plays no part, so PGlite only.
 */
import { call, register, startHarness, type Harness } from './support/serviceHarness';

describe('verified access tokens', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness('PGlite');
  });
  afterAll(async () => {
    await h?.close();
  });

  it('refuses a token it accepted before once the token expires, though its long-term session lives on', async () => {
    const { learner } = await register(h);
    const signedIn = await call(h, 'POST', '/api/auth/credentials', { body: { email: learner.email, password: learner.password, shortTermAccess: false } });
    const { token } = signedIn.body;
    expect((await call(h, 'GET', '/api/learner/me', { token })).status).toBe(200);
    await h.advance(8 * 3600 + 1); // past the access token's 8 hours, within the session's 30 days
    expect((await call(h, 'GET', '/api/learner/me', { token })).status).toBe(401);
    const cookie = signedIn.headers.getSetCookie()[0].split(';')[0];
    const fresh = await call(h, 'GET', '/api/account/token', { headers: { cookie } });
    expect((await call(h, 'GET', '/api/learner/me', { token: fresh.body.token })).status).toBe(200);
  });

  it('refuses a token that differs from an accepted one in its signature or its claims only', async () => {
    const { token } = await register(h);
    expect((await call(h, 'GET', '/api/learner/me', { token })).status).toBe(200);
    const [header, payload, signature] = token.split('.');
    const otherSignature = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await call(h, 'GET', '/api/learner/me', { token: `${header}.${payload}.${otherSignature}` })).status).toBe(401);
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const longer = Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 86_400 })).toString('base64url');
    expect((await call(h, 'GET', '/api/learner/me', { token: `${header}.${longer}.${signature}` })).status).toBe(401);
    expect((await call(h, 'GET', '/api/learner/me', { token })).status).toBe(200);
  });

  it('refuses a token it accepted before once its session ends', async () => {
    const { token } = await register(h);
    expect((await call(h, 'GET', '/api/learner/me', { token })).status).toBe(200);
    await call(h, 'POST', '/api/account/logout', { token, body: {} });
    expect((await call(h, 'GET', '/api/learner/me', { token })).status).toBe(401);
  });
});
