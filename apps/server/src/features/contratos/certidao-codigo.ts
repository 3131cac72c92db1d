import { createHmac, timingSafeEqual } from 'node:crypto';
import { protocoloDoCodigo } from '@portal/shared/contratos/certidao-schemas';

/** Crockford's base 32: no I, L, O or U, so a printed code is read back without doubt. */
const BASE32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 10 bytes of the HMAC: 80 bits, 16 characters. Guessing one is out of reach at any rate. */
const ASSINATURA_BYTES = 10;

function base32(bytes: Buffer): string {
  let bits = 0;
  let valor = 0;
  let saida = '';
  for (const byte of bytes) {
    valor = (valor << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      saida += BASE32[(valor >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return saida;
}

export interface CertidaoCodigos {
  /** The verification code of an order: its protocol and the registradora's signature. */
  issue(protocolo: string): string;
  /** The protocol a code names when the signature is the registradora's, else null. */
  verify(codigo: string): string | null;
}

/**
 * Stateless verification codes: `<protocol><HMAC-SHA256(key, protocol), 80 bits, base 32>`,
 * the key derived from AUTH_SECRET (so every node shares it and no table is needed). A code
 * names one order and opens its public certificates; without it a protocol opens nothing, so
 * protocols (a sequence) cannot be walked. Changing AUTH_SECRET voids every printed code.
 */
export function createCertidaoCodigos(secret: string): CertidaoCodigos {
  const chave = createHmac('sha256', secret).update('contratos/certidao/v1').digest();
  const sign = (protocolo: string) =>
    createHmac('sha256', chave).update(protocolo).digest().subarray(0, ASSINATURA_BYTES);
  return {
    issue: (protocolo) => protocolo + base32(sign(protocolo)),
    verify(codigo) {
      const protocolo = protocoloDoCodigo(codigo);
      if (!protocolo) return null;
      const esperado = Buffer.from(protocolo + base32(sign(protocolo)));
      const dado = Buffer.from(codigo);
      return dado.length === esperado.length && timingSafeEqual(dado, esperado) ? protocolo : null;
    },
  };
}
