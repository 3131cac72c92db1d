import { Secret, TOTP } from 'otpauth';

const PERIODO_MS = 30_000;

/**
 * An authenticator app's code for `segredo` (as the portal shows it, spaces allowed), computed
 * by the test: for now, or for the first step after `depoisDoPasso` (the portal takes each step
 * once, and accepts the next one as clock drift). Answers the code and its step.
 */
export function totpCode(segredo: string, depoisDoPasso = -1): { codigo: string; passo: number } {
  const instante = Math.max(Date.now(), (depoisDoPasso + 1) * PERIODO_MS);
  const totp = new TOTP({
    algorithm: 'SHA1',
    digits: 6,
    period: PERIODO_MS / 1000,
    secret: Secret.fromBase32(segredo.replace(/\s+/g, '')),
  });
  return {
    codigo: totp.generate({ timestamp: instante }),
    passo: Math.floor(instante / PERIODO_MS),
  };
}
