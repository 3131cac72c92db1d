import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { installZodPtBr } from '../common/zod-pt-br';
import { fornecedorInputSchema, fornecedorUpdateSchema } from './schemas';

beforeAll(installZodPtBr);

const fornecedor = {
  nome: 'Fornecedor Beta',
  razaoSocial: 'Fornecedor Beta Ltda',
  cnpj: null,
  tipo: 'OUTRO',
  uf: null,
  email: null,
  telefone: null,
  descricao: 'Primeira linha\nSegunda linha',
  pagadorTaxaDetranRj: false,
  ativo: true,
} as const;

/** Each failing field with its message. */
function problems(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('a supplier’s free texts', () => {
  it('keep a multi-line description and clean both texts', () => {
    const parsed = fornecedorUpdateSchema.parse({
      ...fornecedor,
      razaoSocial: ' \u200BFornecedor Beta Ltda ',
      descricao: 'Primeira linha\r\nSegunda linha\u200B',
    });
    expect(parsed.razaoSocial).toBe('Fornecedor Beta Ltda');
    expect(parsed.descricao).toBe('Primeira linha\nSegunda linha');
    expect(fornecedorInputSchema.parse({ ...fornecedor, razaoSocial: '\u200B' }).razaoSocial).toBe(
      null,
    );
  });

  it("refuse a right-to-left override, and a line break in the razão social, with 'Caracteres não permitidos'", () => {
    for (const schema of [fornecedorInputSchema, fornecedorUpdateSchema]) {
      expect(
        problems(schema, { ...fornecedor, razaoSocial: 'Beta\u202E adtL', descricao: 'a\u202Eb' }),
      ).toEqual({
        razaoSocial: 'Caracteres não permitidos',
        descricao: 'Caracteres não permitidos',
      });
      expect(problems(schema, { ...fornecedor, razaoSocial: 'Beta\nLtda' })).toEqual({
        razaoSocial: 'Caracteres não permitidos',
      });
    }
  });
});
