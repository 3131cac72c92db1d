import { describe, expect, it } from 'vitest';
import { AppError, orNotFound } from './errors';

describe('orNotFound', () => {
  it('answers the value a repository found', () => {
    const row = { id: 'a' };
    expect(orNotFound(row)).toBe(row);
    expect(orNotFound(true)).toBe(true);
  });

  it.each([null, undefined, false])('answers 404 when the repository answered %s', (value) => {
    const error = (() => {
      try {
        orNotFound(value);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      statusCode: 404,
      mensagens: [{ mensagem: 'Registro não encontrado.' }],
    });
  });
});
