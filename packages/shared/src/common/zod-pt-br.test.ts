import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installZodPtBr } from './zod-pt-br';

function firstMessage(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('zod pt-BR messages (spec §5)', () => {
  beforeAll(installZodPtBr);

  it('says the generic messages of §5', () => {
    expect(firstMessage(z.object({ a: z.string() }), {})).toBe('Campo obrigatório');
    expect(firstMessage(z.string().min(1), '')).toBe('Campo obrigatório');
    expect(firstMessage(z.string().min(8), 'abc')).toBe('Informe ao menos 8 caracteres');
    expect(firstMessage(z.string().max(3), 'abcd')).toBe('O máximo de caracteres é de 3');
    expect(firstMessage(z.email(), 'x@')).toBe('Email inválido');
    expect(firstMessage(z.number().min(2), 1)).toBe('O valor mínimo é 2');
    expect(firstMessage(z.number().max(2), 3)).toBe('O valor máximo é 2');
    expect(firstMessage(z.string().regex(/^\d+$/), 'a')).toBe('Formato inválido');
    expect(firstMessage(z.string(), 5)).toBe('Formato inválido');
    expect(firstMessage(z.strictObject({ a: z.string() }), { a: 'x', b: 1 })).toBe(
      'Campo não permitido: b',
    );
  });

  it('says which options a short enum or a literal allows', () => {
    expect(firstMessage(z.enum(['development', 'production', 'test']), 'prod')).toBe(
      'Valor inválido: use development, production ou test',
    );
    expect(firstMessage(z.enum(['F', 'J']), 'X')).toBe('Valor inválido: use F ou J');
    expect(firstMessage(z.literal('ok'), 'nok')).toBe('Valor inválido: use ok');
    expect(firstMessage(z.literal([1, 2]), 3)).toBe('Valor inválido: use 1 ou 2');
  });

  it('keeps a long list of options out of the message', () => {
    const ufs = 'AC AL AP AM BA CE DF ES GO MA MT MS MG PA PB PR PE PI RJ RN RS RO RR SC SP SE TO';
    expect(firstMessage(z.enum(ufs.split(' ')), 'XX')).toBe('Valor inválido');
  });

  it('says a number is expected', () => {
    expect(firstMessage(z.coerce.number(), 'abc')).toBe('Formato inválido: informe um número');
    expect(firstMessage(z.number().int(), '12')).toBe('Formato inválido: informe um número');
    expect(firstMessage(z.number(), undefined)).toBe('Campo obrigatório');
    expect(firstMessage(z.boolean(), 'sim')).toBe('Formato inválido');
  });
});
