import { describe, expect, it } from 'vitest';
import { serializeError } from './log-serializers';

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
