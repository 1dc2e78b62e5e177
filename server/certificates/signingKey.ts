import { createHash, createPrivateKey, createPublicKey, generateKeyPair, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import type { Queryable } from '../storage/Database';
import { sharedSecret } from '../storage/secrets';

const SECRET_NAME = 'certificate-signing-key';
const MIN_MODULUS_BITS = 2048;

/** The issuer's RSA key (OB 3.0 requires RS256 support): the private half signs, the public half is published in the JWKS. */
export interface CertificateKey {
  privateKey: KeyObject;
  /** The public JWK as published: kty, n, e, plus kid, use and alg. */
  publicJwk: { kty: string; n: string; e: string; kid: string; use: 'sig'; alg: 'RS256' };
}

/** RFC 7638 thumbprint of an RSA public key: stable, so every instance names the one key alike. */
function thumbprint(jwk: { e: string; kty: string; n: string }): string {
  return createHash('sha256').update(JSON.stringify({ e: jwk.e, kty: jwk.kty, n: jwk.n })).digest('base64url');
}

/** PEM of an RSA private key (PKCS#8 or PKCS#1), as CERTIFICATE_SIGNING_KEY gives it (new lines may be written `\n`). */
export function parseSigningKey(pem: string): KeyObject {
  const key = createPrivateKey(pem.includes('\\n') ? pem.replace(/\\n/g, '\n') : pem);
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (key.asymmetricKeyType !== 'rsa' || bits < MIN_MODULUS_BITS) throw new Error(`CERTIFICATE_SIGNING_KEY must be an RSA private key of at least ${MIN_MODULUS_BITS} bits (PEM)`);
  return key;
}

/** The key and its published form; `kid` is a URL of the key in the JWKS (OB 3.0 VC-JWT header). */
export function certificateKey(privateKey: KeyObject, jwksUrl: string): CertificateKey {
  const { kty, n, e } = createPublicKey(privateKey).export({ format: 'jwk' }) as { kty: string; n: string; e: string };
  return { privateKey, publicJwk: { kty, n, e, kid: `${jwksUrl}#${thumbprint({ kty, n, e })}`, use: 'sig', alg: 'RS256' } };
}

/**
 * The key every instance signs with: the one in service_secrets, or a new RSA 2048 one stored by
 * whichever instance got there first (insert-if-absent, then read back: instances starting together
 * on one PostgreSQL all end up with the stored one). Generated only when none is stored yet.
 */
export async function storedSigningKey(db: Queryable): Promise<KeyObject> {
  const [stored] = await db.query<{ value: string }>('SELECT value FROM service_secrets WHERE name = $1', [SECRET_NAME]);
  if (stored) return parseSigningKey(stored.value);
  const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: MIN_MODULUS_BITS });
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  return parseSigningKey(await sharedSecret(db, SECRET_NAME, pem));
}
