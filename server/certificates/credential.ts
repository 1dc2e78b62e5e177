import { createHash } from 'node:crypto';
import { SignJWT } from 'jose';
import type { CertificateRecord } from '../storage/certificates';
import { ISSUER_PATH, recordPath } from './paths';
import type { CertificateKey } from './signingKey';

/**
 * Issue 26 §5: the certificate as an Open Badges 3.0 OpenBadgeCredential (1EdTech, a W3C Verifiable
 * Credential 1.1), signed as a VC-JWT (OB 3.0 "JSON Web Token Proof Format", RS256). Built from the
 * stored record only, so every download of one certificate is the same credential and, RS256 being
 * deterministic, the same JWT.
 */

export const OB_CONTEXT = ['https://www.w3.org/2018/credentials/v1', 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json'];
/** OB 3.0 §"credentialSchema": the published AchievementCredential schema and its validator type. */
export const OB_SCHEMA = { id: 'https://purl.imsglobal.org/spec/ob/v3p0/schema/json/ob_v3p0_achievementcredential_schema.json', type: '1EdTechJsonSchemaValidator2019' };
/** The status method of credentialStatus: GET its id; `status` is 'valid' or 'revoked' (docs/service.md). */
export const STATUS_TYPE = 'https://open-course-player.org/certificates/status/v1';

export interface Issuer {
  /** CERTIFICATE_ISSUER_NAME */
  name: string;
  /** CERTIFICATE_ISSUER_URL: the issuer's home page. */
  url: string;
}

/** The issuer Profile (`GET /api/certificates/issuer`, and the credential's `issuer`). */
export function issuerProfile(publicUrl: string, issuer: Issuer) {
  return { '@context': OB_CONTEXT, id: `${publicUrl}${ISSUER_PATH}`, type: ['Profile'], name: issuer.name, url: issuer.url };
}

/** A stable urn:uuid for a name (RFC 9562 version 8 layout over SHA-256): the same course always gets the same achievement id. */
function urnUuidOf(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex').slice(0, 32).split('');
  hex[12] = '8';
  hex[16] = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `urn:uuid:${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** Seconds-precision UTC, the DateTimeZ form the schema's examples use. */
const dateTimeZ = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

const formatScore = (score: number) => String(Math.round(score * 100) / 100);

/** The OpenBadgeCredential of a certificate (unsigned; `signCredential` makes the VC-JWT of it). */
export function certificateCredential(c: CertificateRecord, publicUrl: string, issuer: Issuer) {
  const achievementId = urnUuidOf(`${publicUrl}|course|${c.courseId}`);
  const scoreDescriptionId = urnUuidOf(`${publicUrl}|course|${c.courseId}|score`);
  const scored = c.score !== null;
  const passed = c.status === 'passed';
  const narrative = passed
    ? 'Passed the course: reached at least the course\u2019s mastery score, as recorded by the learner service.'
    : 'Completed the course, as recorded by the learner service (the course has no scored questions).';
  const { '@context': _context, ...profile } = issuerProfile(publicUrl, issuer);
  return {
    '@context': OB_CONTEXT,
    id: `urn:uuid:${c.id}`,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: c.courseTitle,
    description: `${c.learnerName} ${passed ? 'passed' : 'completed'} the course \u201c${c.courseTitle}\u201d${scored ? ` with a score of ${formatScore(c.score!)}%` : ''}.`,
    issuer: profile,
    issuanceDate: dateTimeZ(c.issuedAt),
    awardedDate: dateTimeZ(c.issuedAt),
    credentialSubject: {
      type: ['AchievementSubject'],
      // The address is not published: a salted hash of it, which whoever knows the address can check.
      identifier: [{ type: 'IdentityObject', identityType: c.identityType, hashed: true, identityHash: c.identityHash, salt: c.identitySalt }],
      activityEndDate: dateTimeZ(c.completedAt),
      achievement: {
        id: achievementId,
        type: ['Achievement'],
        achievementType: passed ? 'Certificate' : 'CertificateOfCompletion',
        name: c.courseTitle,
        description: `The course \u201c${c.courseTitle}\u201d.`,
        criteria: { narrative },
        ...(scored ? { resultDescription: [{ id: scoreDescriptionId, type: ['ResultDescription'], name: 'Score', resultType: 'Percent', valueMin: '0', valueMax: '100' }] } : {}),
      },
      ...(scored ? { result: [{ type: ['Result'], resultDescription: scoreDescriptionId, value: formatScore(c.score!) }] } : {}),
    },
    credentialStatus: { id: `${publicUrl}${recordPath(c.code)}`, type: STATUS_TYPE },
    credentialSchema: [OB_SCHEMA],
  };
}

export type OpenBadgeCredential = ReturnType<typeof certificateCredential>;

/**
 * OB 3.0 VC-JWT: a compact JWS, RS256, whose header names the key (`kid`, a URL of it in the JWKS)
 * and carries it (`jwk`, public only), and whose payload is `vc` plus the registered claims the
 * format maps from the credential: iss (issuer id), jti (credential id), nbf (issuanceDate), sub.
 */
export async function signCredential(vc: OpenBadgeCredential, key: CertificateKey): Promise<string> {
  const { kid, ...jwk } = key.publicJwk;
  return new SignJWT({ vc })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid, jwk: { kty: jwk.kty, n: jwk.n, e: jwk.e } })
    .setIssuer(vc.issuer.id)
    .setJti(vc.id)
    .setNotBefore(Math.floor(Date.parse(vc.issuanceDate) / 1000))
    .setSubject(vc.credentialSubject.identifier[0].identityHash)
    .sign(key.privateKey);
}
