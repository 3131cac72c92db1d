import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a submitted form token says about who filled the form in. */
export type FormTokenCheck =
  /** Issued by this portal long enough ago for a person to have filled the form in. */
  | 'valido'
  /** Genuine, but the form came back sooner than a person could fill it in: a script. */
  | 'rapido'
  /** Not issued by this portal, or issued too long ago (a page left open for a day). */
  | 'invalido';

export interface FormTokens {
  issue(): string;
  check(token: string): FormTokenCheck;
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

/**
 * Stateless form tokens for the public pre-registration: `<issued at, ms>.<HMAC>`. The page
 * asks for one when it opens and sends it back with the form, so the server knows how long the
 * form took without storing anything, on any node sharing AUTH_SECRET.
 */
export function createFormTokens({
  secret,
  minFillSeconds,
  maxAgeSeconds = 24 * 3_600,
  now = Date.now,
}: FormTokenOptions): FormTokens {
  const key = createHmac('sha256', secret).update('pre-cadastro/formulario').digest();
  const sign = (issuedAt: number) =>
    createHmac('sha256', key).update(String(issuedAt)).digest('base64url');

  return {
    issue() {
      const issuedAt = now();
      return `${issuedAt}.${sign(issuedAt)}`;
    },

    check(token) {
      const match = /^(\d{1,15})\.([\w-]{43})$/.exec(token);
      if (!match) return 'invalido';
      const issuedAt = Number(match[1]);
      const given = Buffer.from(match[2]!);
      const expected = Buffer.from(sign(issuedAt));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalido';
      const age = now() - issuedAt;
      if (age < -CLOCK_SKEW_MS || age > maxAgeSeconds * 1_000) return 'invalido';
      return age < minFillSeconds * 1_000 ? 'rapido' : 'valido';
    },
  };
}
