import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface SecretBox {
  /** `v1.<iv>.<tag>.<ciphertext>`, base64url: a fresh IV each time. */
  seal(plaintext: string): string;
  /** The plaintext, or an error when the value was not sealed with this key or was altered. */
  open(sealed: string): string;
}

/**
 * AES-256-GCM for secrets the portal must read back (the TOTP secrets): authenticated, so a
 * value copied from another row or altered in the database is refused, not misread. `context`
 * names the use, and is bound to every value (the GCM additional data) and to the key derived
 * from `keyMaterial` (HKDF-SHA256).
 */
export function createSecretBox(keyMaterial: string, context: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', keyMaterial, Buffer.alloc(0), context, 32));
  const aad = Buffer.from(context);
  return {
    seal(plaintext) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(aad);
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), ciphertext]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, ciphertext] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || ciphertext === undefined) {
        throw new Error('sealed value in an unknown format');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
        authTagLength: TAG_BYTES,
      });
      decipher.setAAD(aad);
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(ciphertext, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}
