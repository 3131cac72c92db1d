import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'portal-registradora';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface TokenSigner {
  sign(sessaoId: string, usuarioId: string, expiresAt: Date): Promise<string>;
  /** The session id of a well-signed, unexpired token, else null. */
  verify(token: string): Promise<string | null>;
}

/** How many verified tokens a process remembers (about 250 bytes each). */
const VERIFIED_MAX = 10_000;

/**
 * Short-lived HS256 tokens that carry only the session id; the session row is the truth. A
 * token's signature is checked once: the same token seen again is recognized from memory until
 * its `exp` (the HMAC through WebCrypto was 8% of the API's CPU on bench:despacho). Only the
 * signature is remembered, never the session: every request still reads its live session, so a
 * logout or a revoked session ends the token at once.
 */
export function createTokenSigner(secret: string): TokenSigner {
  const key = new TextEncoder().encode(secret);
  const verified = new Map<string, { sid: string; exp: number }>();
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
      const known = verified.get(token);
      if (known) {
        // jose's rule: a token whose `exp` is now or past is expired.
        if (known.exp > Math.floor(Date.now() / 1000)) return known.sid;
        verified.delete(token);
        return null;
      }
      try {
        // `exp` is required: a well-signed token without it would never expire on its own.
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'iat', 'sub'],
        });
        // A well-signed token always carries a session uuid; anything else is not ours.
        if (typeof payload.sid !== 'string' || !UUID.test(payload.sid)) return null;
        // The oldest remembered token makes room (a Map keeps insertion order).
        if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
        verified.set(token, { sid: payload.sid, exp: payload.exp! });
        return payload.sid;
      } catch {
        return null;
      }
    },
  };
}
