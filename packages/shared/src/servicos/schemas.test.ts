import { beforeAll, describe, expect, it } from 'vitest';
import { installZodPtBr } from '../common/zod-pt-br';
import { servicoCreateSchema, servicoUpdateSchema } from './schemas';

beforeAll(installZodPtBr);

describe('a service’s description', () => {
  it('keeps its line breaks', () => {
    expect(servicoUpdateSchema.parse({ nome: 'Xy', descricao: 'a\r\nb', ativo: true })).toEqual({
      nome: 'Xy',
      descricao: 'a\nb',
      ativo: true,
    });
  });

  it("refuses a right-to-left override or a NUL with 'Caracteres não permitidos'", () => {
    const create = servicoCreateSchema.safeParse({ codigo: 99, nome: 'Xy', descricao: 'a\u202Eb' });
    const update = servicoUpdateSchema.safeParse({
      nome: 'Xy',
      descricao: 'a\u0000b',
      ativo: true,
    });
    for (const result of [create, update]) {
      expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['descricao', 'Caracteres não permitidos'],
      ]);
    }
  });
});
