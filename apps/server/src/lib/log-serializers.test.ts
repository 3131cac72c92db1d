import { describe, expect, it } from 'vitest';
import {
  describeStartupFailure,
  serializeError,
  serializeRequest,
  withoutTokens,
} from './log-serializers';

describe('serializeError', () => {
  it('keeps the query and the PostgreSQL code but never the parameters', () => {
    const error = new Error(
      'Failed query: update "usuarios" set "senha_hash" = $1 where "id" = $2\nparams: $argon2id$v=19$segredo,42',
      { cause: Object.assign(new Error('falhou'), { code: '23505' }) },
    );
    const serialized = serializeError(error);
    const text = JSON.stringify(serialized);
    expect(text).not.toContain('argon2id');
    expect(text).toContain('update \\"usuarios\\"');
    expect(serialized.cause).toEqual({ code: '23505', message: 'falhou' });
  });
});

describe('describeStartupFailure', () => {
  it('says the error, its causes and the stack, never the parameters', () => {
    const error = new Error(
      'Failed query: select * from "usuarios" where "username" = $1\nparams: alice,$argon2id$segredo\nsegunda linha',
      { cause: new Error('connect ECONNREFUSED 127.0.0.1:5432') },
    );
    const text = describeStartupFailure(error);
    expect(text).toContain('Failed query: select * from "usuarios"');
    expect(text).toContain('causa: connect ECONNREFUSED 127.0.0.1:5432');
    expect(text).toMatch(/\n\s+at /);
    for (const secret of ['alice', 'argon2id', 'segunda linha']) expect(text).not.toContain(secret);
  });
});

describe('serializeRequest', () => {
  it('leaves a download token out of the logged URL', () => {
    expect(
      serializeRequest({
        method: 'GET',
        url: '/api/publica/exportacoes/arquivo?token=eyJ0aXBvIjoi.YXNz&x=1',
        ip: '10.0.0.1',
      }),
    ).toMatchObject({
      method: 'GET',
      url: '/api/publica/exportacoes/arquivo?token=[omitido]&x=1',
      remoteAddress: '10.0.0.1',
    });
    expect(withoutTokens('/api/x?a=1&TOKEN=abc')).toBe('/api/x?a=1&TOKEN=[omitido]');
    expect(withoutTokens('/api/clientes?size=5')).toBe('/api/clientes?size=5');
  });
});
