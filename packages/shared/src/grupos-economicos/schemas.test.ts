import { beforeAll, describe, expect, it } from 'vitest';
import { installZodPtBr } from '../common/zod-pt-br';
import { grupoEconomicoInputSchema, grupoEconomicoUpdateSchema } from './schemas';

beforeAll(installZodPtBr);

describe('an economic group’s description', () => {
  it('keeps its line breaks; blank is none', () => {
    expect(grupoEconomicoInputSchema.parse({ nome: 'G', descricao: ' a\r\nb ' }).descricao).toBe(
      'a\nb',
    );
    expect(grupoEconomicoInputSchema.parse({ nome: 'G', descricao: '\u200B ' }).descricao).toBe(
      null,
    );
  });

  it("refuses a right-to-left override with 'Caracteres não permitidos'", () => {
    for (const schema of [grupoEconomicoInputSchema, grupoEconomicoUpdateSchema]) {
      const result = schema.safeParse({ nome: 'G', descricao: 'Grupo\u202E', ativo: true });
      expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['descricao', 'Caracteres não permitidos'],
      ]);
    }
  });
});
