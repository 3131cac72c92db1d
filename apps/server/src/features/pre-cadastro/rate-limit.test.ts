import { describe, expect, it } from 'vitest';
import { preCadastroRateLimitError, preCadastroRateLimitKey } from './rate-limit';

describe('preCadastroRateLimitKey', () => {
  it('keys an IPv4 address on itself', () => {
    expect(preCadastroRateLimitKey('203.0.113.7')).toBe('203.0.113.7');
    expect(preCadastroRateLimitKey('203.0.113.8')).toBe('203.0.113.8');
  });

  it('keys an IPv6 address on its /64 prefix, however it is written', () => {
    const key = '2001:db8:1:2::';
    for (const address of [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0DB8:0001:0002:1234:5678:9abc:def0',
      '2001:db8:1:2:0:0:0:9',
      '2001:db8:1:2::1%eth0',
    ]) {
      expect(preCadastroRateLimitKey(address), address).toBe(key);
    }
    expect(preCadastroRateLimitKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::');
    expect(preCadastroRateLimitKey('2001:db8:1::1')).toBe('2001:db8:1::');
    expect(preCadastroRateLimitKey('::1')).toBe('::');
  });

  it('keys an IPv4-mapped IPv6 address as the IPv4 address', () => {
    expect(preCadastroRateLimitKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(preCadastroRateLimitKey('::FFFF:cb00:7107')).toBe('203.0.113.7');
  });
});

describe('preCadastroRateLimitError', () => {
  it('says how many minutes are left, rounded up', () => {
    const messageFor = (ttl: number) => preCadastroRateLimitError(null, { ttl }).mensagens;
    expect(messageFor(3_599_000)).toEqual([
      {
        mensagem:
          'Muitas tentativas de pré-cadastro deste endereço. Tente novamente em 60 minutos.',
      },
    ]);
    expect(messageFor(61_000)[0]!.mensagem).toContain('Tente novamente em 2 minutos.');
    expect(messageFor(60_000)[0]!.mensagem).toContain('Tente novamente em 1 minuto.');
    expect(messageFor(500)[0]!.mensagem).toContain('Tente novamente em 1 minuto.');
    expect(preCadastroRateLimitError(null, { ttl: 1 }).statusCode).toBe(429);
  });
});
