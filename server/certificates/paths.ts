/**
 * Issue 26: where certificates are published (docs/service.md, "Certificates"). The code is the
 * certificate's public name: 18 random bytes, base64url (24 characters, 144 bits), so a malformed
 * one is refused without a database query and a guessed or altered one names nothing.
 */
export const CODE_PATTERN = '^[A-Za-z0-9_-]{24}$';
const CODE = new RegExp(CODE_PATTERN);
export const isCertificateCode = (code: string): boolean => CODE.test(code);

export const CERTIFICATES_API = '/api/certificates';
export const ISSUER_PATH = `${CERTIFICATES_API}/issuer`;
export const JWKS_PATH = '/.well-known/jwks.json';
export const verifyPagePath = (code: string) => `/certificates/${code}`;
export const recordPath = (code: string) => `${CERTIFICATES_API}/${code}`;
export const credentialJwtPath = (code: string) => `${recordPath(code)}/credential.jwt`;
export const credentialJsonPath = (code: string) => `${recordPath(code)}/credential.json`;

/**
 * The public reads anyone may make from any site (a verifier's page, a wallet): the record, the
 * credential, the issuer and its keys. They change nothing and send no cookie's data back, so the
 * origin guard (app.ts) lets them through and they answer `Access-Control-Allow-Origin: *`.
 */
const PUBLIC_READ = new RegExp(`^(${JWKS_PATH.replace(/\./g, '\\.')}|${CERTIFICATES_API}/[^/?]+(/credential\\.(jwt|json))?)(\\?|$)`);
export const isPublicCertificateRead = (method: string, url: string): boolean => (method === 'GET' || method === 'HEAD') && PUBLIC_READ.test(url);

/** The public URL without a trailing slash (PUBLIC_URL may be written with one), to put paths after. */
export const publicBase = (ctx: { publicUrl: () => string }): string => ctx.publicUrl().replace(/\/+$/, '');
