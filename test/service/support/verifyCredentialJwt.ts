/**
 * Verifies a VC-JWT the way a verifier does, with jose (an ES module, which Jest's sandbox cannot load,
 * so it runs here in a Node process of its own): the key comes from the issuer's JWKS over HTTP, the
 * signature and RS256 are checked, and the issuer claim must be the one expected.
 * Usage: node --import tsx verifyCredentialJwt.ts <jwksUrl> <issuer> <jwt>; prints JSON on stdout.
 */
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';

async function run(): Promise<void> {
  const [jwksUrl, issuer, jwt] = process.argv.slice(2);
  try {
    const { payload, protectedHeader } = await jwtVerify(jwt, createRemoteJWKSet(new URL(jwksUrl)), { issuer, algorithms: ['RS256'] });
    process.stdout.write(JSON.stringify({ ok: true, header: protectedHeader, payload }));
  } catch (e) {
    const header = (() => {
      try {
        return decodeProtectedHeader(jwt);
      } catch {
        return null;
      }
    })();
    process.stdout.write(JSON.stringify({ ok: false, code: (e as { code?: string }).code ?? String(e), header }));
  }
}

void run();
