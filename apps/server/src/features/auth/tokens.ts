import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'portal-registradora';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface TokenSigner {
  sign(sessaoId: string, usuarioId: string, expiresAt: Date): Promise<string>;
  /** The session id of a well-signed, unexpired token, else null. */
  verify(token: string): Promise<string | null>;
}

/** Short-lived HS256 tokens that carry only the session id; the session row is the truth. */
export function createTokenSigner(secret: string): TokenSigner {
  const key = new TextEncoder().encode(secret);
  return {
    sign(sessaoId, usuarioId, expiresAt) {
      return new SignJWT({ sid: sessaoId })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(ISSUER)
        .setSubject(usuarioId)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
    },
    async verify(token) {
      try {
        // `exp` is required: a well-signed token without it would never expire on its own.
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'iat', 'sub'],
        });
        // A well-signed token always carries a session uuid; anything else is not ours.
        return typeof payload.sid === 'string' && UUID.test(payload.sid) ? payload.sid : null;
      } catch {
        return null;
      }
    },
  };
}
