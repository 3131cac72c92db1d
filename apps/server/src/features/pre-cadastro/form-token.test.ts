import { describe, expect, it } from 'vitest';
import { createFormTokens } from './form-token';

const secret = 'segredo-de-teste-com-mais-de-32-caracteres';
const HOUR = 3_600_000;

function tokensAt(clock: { now: number }, maxAgeSeconds?: number) {
  return createFormTokens({ secret, minFillSeconds: 3, maxAgeSeconds, now: () => clock.now });
}

describe('form tokens', () => {
  it('are `<issued at>.<nonce>.<hmac>`, each with a nonce of its own', () => {
    const tokens = tokensAt({ now: 1_700_000_000_000 });
    const a = tokens.issue();
    const b = tokens.issue();
    expect(a).toMatch(/^1700000000000\.[\w-]{22}\.[\w-]{43}$/);
    expect(a.split('.')[1]).not.toBe(b.split('.')[1]);
  });

  it('tell a person from a script, and name the token until it expires', () => {
    const clock = { now: 1_700_000_000_000 };
    const tokens = tokensAt(clock);
    const token = tokens.issue();
    clock.now += 2_000;
    expect(tokens.check(token)).toEqual({ estado: 'rapido' });
    clock.now += 28_000;
    expect(tokens.check(token)).toEqual({
      estado: 'valido',
      nonce: token.split('.')[1],
      expiraEm: new Date(1_700_000_000_000 + 24 * HOUR),
    });
    clock.now = 1_700_000_000_000 + 24 * HOUR + 1;
    expect(tokens.check(token)).toEqual({ estado: 'invalido' });
  });

  it('refuse a token whose nonce, time or signature was changed', () => {
    const clock = { now: 1_700_000_000_000 };
    const tokens = tokensAt(clock);
    const [issuedAt, nonce, hmac] = tokens.issue().split('.') as [string, string, string];
    clock.now += 60_000;
    const other = tokens.issue().split('.')[1]!;
    // Another last character: the signature's own last character is 'A' one time in 16.
    const tampered = `${hmac.slice(0, -1)}${hmac.endsWith('A') ? 'E' : 'A'}`;
    for (const token of [
      `${issuedAt}.${other}.${hmac}`,
      `${Number(issuedAt) - 1}.${nonce}.${hmac}`,
      `${issuedAt}.${nonce}.${tampered}`,
      // The format before nonces: pages opened before an upgrade are asked to reload.
      `${issuedAt}.${hmac}`,
      `${issuedAt}.${nonce}.${hmac}.x`,
    ]) {
      expect(tokens.check(token), token).toEqual({ estado: 'invalido' });
    }
    expect(tokens.check(`${issuedAt}.${nonce}.${hmac}`).estado).toBe('valido');
  });

  it('let used tokens be purged only once no node can accept them', () => {
    const clock = { now: 1_700_000_000_000 };
    const tokens = tokensAt(clock, 3_600);
    const token = tokens.issue();
    clock.now += 30_000;
    const check = tokens.check(token);
    if (check.estado !== 'valido') throw new Error(check.estado);
    clock.now = check.expiraEm.getTime();
    expect(tokens.purgeableBefore().getTime()).toBeLessThan(check.expiraEm.getTime());
    clock.now = check.expiraEm.getTime() + 10 * 60_000;
    expect(tokens.purgeableBefore().getTime()).toBeGreaterThan(check.expiraEm.getTime());
  });
});
