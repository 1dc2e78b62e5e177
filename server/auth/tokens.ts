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

export interface TokenSigner {
  sign(claims: AccessClaims, expiresAt: Date): Promise<string>;
  /** The flow's cookie: signed with the same key, for another audience, so neither kind passes for the other. */
  signFlow(claims: LoginFlowClaims, expiresAt: Date): Promise<string>;
  verifyFlow(token: string): Promise<LoginFlowClaims | null>;
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
    async signFlow(claims, expiresAt) {
      return new SignJWT({ ...claims }).setProtectedHeader({ alg: ALGORITHM }).setIssuer(ISSUER).setAudience(FLOW_AUDIENCE).setIssuedAt(now()).setExpirationTime(expiresAt).sign(key);
    },
    async verifyFlow(token) {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience: FLOW_AUDIENCE, algorithms: [ALGORITHM], currentDate: now(), clockTolerance: 0 });
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
