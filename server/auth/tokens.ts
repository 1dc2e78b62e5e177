import { webcrypto } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export interface AccessClaims {
  learnerId: string;
  email: string;
  sessionId: string;
}

const ISSUER = 'open-course-player-learner-service';
const AUDIENCE = 'learner';
const ALGORITHM = 'HS256';

/** A social login under way (server/routes/socialLoginRoutes.ts): what the provider's answer is checked against. */
export interface LoginFlowClaims {
  provider: string;
  state: string;
  nonce: string;
  /** The PKCE code verifier. */
  verifier: string;
  callbackUrl: string;
  addTokenQuery: boolean;
  /** A signed-in learner asked to link this provider to their account (POST /api/auth/{provider}/link). */
  linkLearnerId?: string;
}

const FLOW_AUDIENCE = 'social-login-flow';
/** Issue 25: a reviewer's token. Another audience than a learner's, so neither opens the other's API. */
const REVIEWER_AUDIENCE = 'reviewer';

export interface ReviewerClaims {
  sessionId: string;
  courseId: string;
}

export interface TokenSigner {
  sign(claims: AccessClaims, expiresAt: Date): Promise<string>;
  /** The flow's cookie: signed with the same key, for another audience, so neither kind passes for the other. */
  signFlow(claims: LoginFlowClaims, expiresAt: Date): Promise<string>;
  verifyFlow(token: string): Promise<LoginFlowClaims | null>;
  /** The claims of a well-signed, unexpired token of this service; null for anything else. */
  verify(token: string): Promise<AccessClaims | null>;
  signReviewer(claims: ReviewerClaims, expiresAt: Date): Promise<string>;
  /** A reviewer token's claims; null for anything else (a learner's token included). */
  verifyReviewer(token: string): Promise<ReviewerClaims | null>;
}

/** How many verified access tokens one instance remembers: about one per learner active within a token's lifetime. */
const VERIFIED_CACHE_SIZE = 10_000;

/** Signed access tokens (JWT, HS256 via jose). Every instance given the same key accepts every instance's tokens. */
export function tokenSigner(key: Uint8Array, now: () => Date): TokenSigner {
  // Every authenticated call verifies its token, and jose's WebCrypto HMAC was about a quarter of the
  // service's CPU per progress save (issue 21 §6 profile). A token is immutable, so one verified before
  // (the same exact text, signature included) needs only its expiry checked again; whether its
  // session still lives is asked of the database on every call all the same (auth/sessions.ts).
  const verified = new Map<string, AccessClaims & { exp: number }>();
  const remember = (token: string, claims: AccessClaims, exp: number) => {
    if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value!);
    verified.set(token, { ...claims, exp });
  };
  // jose's rule, clockTolerance 0: expired once exp <= the current second.
  const unexpired = (exp: number) => exp > Math.floor(now().getTime() / 1000);
  // Imported once: jose given raw bytes imports them again on every sign and verify.
  const hmacKey = webcrypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);

  return {
    async sign({ learnerId, email, sessionId }, expiresAt) {
      return new SignJWT({ email, sid: sessionId })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(learnerId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(now())
        .setExpirationTime(expiresAt)
        .sign(await hmacKey);
    },
    async signFlow(claims, expiresAt) {
      return new SignJWT({ ...claims }).setProtectedHeader({ alg: ALGORITHM }).setIssuer(ISSUER).setAudience(FLOW_AUDIENCE).setIssuedAt(now()).setExpirationTime(expiresAt).sign(await hmacKey);
    },
    async verifyFlow(token) {
      try {
        const { payload } = await jwtVerify(token, await hmacKey, { issuer: ISSUER, audience: FLOW_AUDIENCE, algorithms: [ALGORITHM], currentDate: now(), clockTolerance: 0 });
        const text = (v: unknown) => (typeof v === 'string' ? v : null);
        const [provider, state, nonce, verifier, callbackUrl] = [payload.provider, payload.state, payload.nonce, payload.verifier, payload.callbackUrl].map(text);
        if (!provider || !state || !nonce || !verifier || !callbackUrl) return null;
        const linkLearnerId = text(payload.linkLearnerId);
        return { provider, state, nonce, verifier, callbackUrl, addTokenQuery: payload.addTokenQuery === true, ...(linkLearnerId ? { linkLearnerId } : {}) };
      } catch (e) {
        if (e instanceof errors.JOSEError) return null;
        throw e;
      }
    },
    async signReviewer({ sessionId, courseId }, expiresAt) {
      return new SignJWT({ sid: sessionId, course: courseId }).setProtectedHeader({ alg: ALGORITHM }).setIssuer(ISSUER).setAudience(REVIEWER_AUDIENCE).setIssuedAt(now()).setExpirationTime(expiresAt).sign(await hmacKey);
    },
    async verifyReviewer(token) {
      try {
        const { payload } = await jwtVerify(token, await hmacKey, { issuer: ISSUER, audience: REVIEWER_AUDIENCE, algorithms: [ALGORITHM], currentDate: now(), clockTolerance: 0 });
        const { sid, course } = payload;
        return typeof sid === 'string' && typeof course === 'string' ? { sessionId: sid, courseId: course } : null;
      } catch (e) {
        if (e instanceof errors.JOSEError) return null;
        throw e;
      }
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (unexpired(known.exp)) return { learnerId: known.learnerId, email: known.email, sessionId: known.sessionId };
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, await hmacKey, { issuer: ISSUER, audience: AUDIENCE, algorithms: [ALGORITHM], currentDate: now(), clockTolerance: 0 });
        const { sub, email, sid, exp } = payload;
        if (typeof sub !== 'string' || typeof email !== 'string' || typeof sid !== 'string' || typeof exp !== 'number') return null;
        const claims = { learnerId: sub, email, sessionId: sid };
        remember(token, claims, exp);
        return claims;
      } catch (e) {
        if (e instanceof errors.JOSEError) return null;
        throw e;
      }
    },
  };
}
