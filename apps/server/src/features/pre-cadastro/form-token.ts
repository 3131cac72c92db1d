import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** What a submitted form token says about who filled the form in. */
export type FormTokenCheck =
  /**
   * Issued by this portal long enough ago for a person to have filled the form in. `nonce`
   * names this token (it is good for one stored submission) until `expiraEm`, when it would be
   * refused anyway.
   */
  | { estado: 'valido'; nonce: string; expiraEm: Date }
  /** Genuine, but the form came back sooner than a person could fill it in: a script. */
  | { estado: 'rapido' }
  /** Not issued by this portal, or issued too long ago (a page left open for a day). */
  | { estado: 'invalido' };

export interface FormTokens {
  issue(): string;
  check(token: string): FormTokenCheck;
  /**
   * Rows of used tokens that expired before this instant can be deleted: no node accepts their
   * token any more, even with its clock a little behind.
   */
  purgeableBefore(): Date;
}

export interface FormTokenOptions {
  /** The portal's signing secret (AUTH_SECRET); a key of its own is derived from it. */
  secret: string;
  minFillSeconds: number;
  maxAgeSeconds?: number;
  now?: () => number;
}

/** A browser's clock is not involved, but nodes' clocks may differ a little. */
const CLOCK_SKEW_MS = 60_000;

/** 16 random bytes, base64url: 22 characters. */
const NONCE_BYTES = 16;
const TOKEN_PATTERN = /^(\d{1,15})\.([\w-]{22})\.([\w-]{43})$/;

/**
 * Signed form tokens for the public pre-registration: `<issued at, ms>.<nonce>.<HMAC>`. The
 * page asks for one when it opens and sends it back with the form, so the server knows how
 * long the form took, on any node sharing AUTH_SECRET. The random nonce makes each token
 * unique: the service records it with the submission it stored (pre_cadastro_tokens_usados),
 * so one token stores one pre-registration at most.
 */
export function createFormTokens({
  secret,
  minFillSeconds,
  maxAgeSeconds = 24 * 3_600,
  now = Date.now,
}: FormTokenOptions): FormTokens {
  const key = createHmac('sha256', secret).update('pre-cadastro/formulario').digest();
  const sign = (issuedAt: number, nonce: string) =>
    createHmac('sha256', key).update(`${issuedAt}.${nonce}`).digest('base64url');
  const maxAgeMs = maxAgeSeconds * 1_000;

  return {
    issue() {
      const issuedAt = now();
      const nonce = randomBytes(NONCE_BYTES).toString('base64url');
      return `${issuedAt}.${nonce}.${sign(issuedAt, nonce)}`;
    },

    check(token) {
      const match = TOKEN_PATTERN.exec(token);
      if (!match) return { estado: 'invalido' };
      const issuedAt = Number(match[1]);
      const nonce = match[2]!;
      const given = Buffer.from(match[3]!);
      const expected = Buffer.from(sign(issuedAt, nonce));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return { estado: 'invalido' };
      }
      const age = now() - issuedAt;
      if (age < -CLOCK_SKEW_MS || age > maxAgeMs) return { estado: 'invalido' };
      if (age < minFillSeconds * 1_000) return { estado: 'rapido' };
      return { estado: 'valido', nonce, expiraEm: new Date(issuedAt + maxAgeMs) };
    },

    // The node that checks a token and the one that purges may each be off by the skew.
    purgeableBefore: () => new Date(now() - 2 * CLOCK_SKEW_MS),
  };
}
