import { errors, jwtVerify, SignJWT } from 'jose';

export interface AccessClaims {
  learnerId: string;
  email: string;
  sessionId: string;
}

const ISSUER = 'open-course-player-learner-service';
const AUDIENCE = 'learner';
const ALGORITHM = 'HS256';

export interface TokenSigner {
  sign(claims: AccessClaims, expiresAt: Date): Promise<string>;
  /** The claims of a well-signed, unexpired token of this service; null for anything else. */
  verify(token: string): Promise<AccessClaims | null>;
}

/** Signed access tokens (JWT, HS256 via jose). Every instance given the same key accepts every instance's tokens. */
export function tokenSigner(key: Uint8Array, now: () => Date): TokenSigner {
  return {
    async sign({ learnerId, email, sessionId }, expiresAt) {
      return new SignJWT({ email, sid: sessionId })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(learnerId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(now())
        .setExpirationTime(expiresAt)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience: AUDIENCE, algorithms: [ALGORITHM], currentDate: now(), clockTolerance: 0 });
        const { sub, email, sid } = payload;
        if (typeof sub !== 'string' || typeof email !== 'string' || typeof sid !== 'string') return null;
        return { learnerId: sub, email, sessionId: sid };
      } catch (e) {
        if (e instanceof errors.JOSEError) return null;
        throw e;
      }
    },
  };
}
