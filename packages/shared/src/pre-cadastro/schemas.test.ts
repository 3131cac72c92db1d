import { beforeAll, describe, expect, it } from 'vitest';
import { installZodPtBr } from '../common/zod-pt-br';
import { ESTADOS_PRE_CADASTRO } from './constantes';
import { preCadastroEnvioSchema, preCadastroSchema } from './schemas';

const valido = {
  nome: '  Maria Souza ',
  telefone: '(11) 9 8765-4321',
  email: ' maria@financeira.com.br ',
  razaoSocial: 'Financeira Beta S.A.',
  cnpj: '12.abc.345/01de-35',
  estados: ['SP', 'AC', 'SP'],
};

/** Each failing field with its message. */
function problems(value: unknown): Record<string, string> {
  const result = preCadastroSchema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('pre-registration schema (spec §2.2, §3, §5)', () => {
  beforeAll(installZodPtBr);

  it('normalizes what the masks show into what is stored', () => {
    expect(preCadastroSchema.parse(valido)).toEqual({
      nome: 'Maria Souza',
      telefone: '11987654321',
      email: 'maria@financeira.com.br',
      razaoSocial: 'Financeira Beta S.A.',
      cnpj: '12ABC34501DE35',
      // Deduplicated, in the spec's order.
      estados: ['AC', 'SP'],
    });
  });

  it('accepts both phone masks, a numeric CNPJ and no state at all', () => {
    const parsed = preCadastroSchema.parse({
      ...valido,
      telefone: '(21) 3456-7890',
      cnpj: '11.222.333/0001-81',
      estados: undefined,
    });
    expect(parsed).toMatchObject({ telefone: '2134567890', cnpj: '11222333000181', estados: [] });
  });

  it('offers exactly the states of spec §9', () => {
    expect(ESTADOS_PRE_CADASTRO).toEqual([
      'AC',
      'AP',
      'BA',
      'MG',
      'MS',
      'PB',
      'PE',
      'PR',
      'RJ',
      'RR',
      'SC',
      'SP',
      'RN',
      'TO',
    ]);
  });

  it('requires name, phone, e-mail, company name and CNPJ', () => {
    expect(problems({})).toEqual({
      nome: 'Campo obrigatório',
      telefone: 'Campo obrigatório',
      email: 'Campo obrigatório',
      razaoSocial: 'Campo obrigatório',
      cnpj: 'Campo obrigatório',
    });
    expect(
      problems({ ...valido, nome: '   ', telefone: '', email: '', razaoSocial: '', cnpj: '' }),
    ).toEqual({
      nome: 'Campo obrigatório',
      telefone: 'Campo obrigatório',
      email: 'Campo obrigatório',
      razaoSocial: 'Campo obrigatório',
      cnpj: 'Campo obrigatório',
    });
  });

  it("says §5's messages for malformed values", () => {
    expect(
      problems({
        ...valido,
        telefone: '(11) 9876-543',
        email: 'maria@',
        cnpj: '12.ABC.345/01DE-36',
        estados: ['SP', 'GO'],
      }),
    ).toEqual({
      telefone: 'Telefone Inválido',
      email: 'Email inválido',
      cnpj: 'CNPJ Inválido',
      'estados.1': 'Valor inválido',
    });
    expect(problems({ ...valido, telefone: '(01) 9 8765-4321' })).toEqual({
      telefone: 'Telefone Inválido',
    });
    expect(problems({ ...valido, email: `${'a'.repeat(95)}@x.com` })).toEqual({
      email: 'O máximo de caracteres é de 100',
    });
    expect(problems({ ...valido, nome: 'a'.repeat(151) })).toEqual({
      nome: 'O máximo de caracteres é de 150',
    });
  });

  it('refuses line breaks and invisible characters in the name and the company name', () => {
    expect(problems({ ...valido, nome: 'Maria\nSouza', razaoSocial: 'X\r\nBcc: a@b.c' })).toEqual({
      nome: 'Caracteres não permitidos',
      razaoSocial: 'Caracteres não permitidos',
    });
    expect(problems({ ...valido, nome: '\u200B\u200B', razaoSocial: 'Beta\u202ES.A.' })).toEqual({
      nome: 'Campo obrigatório',
      razaoSocial: 'Caracteres não permitidos',
    });
  });

  it('refuses fields it does not know', () => {
    expect(problems({ ...valido, perfil: 'ADMINISTRADOR' })).toEqual({
      '': 'Campo não permitido: perfil',
    });
  });

  it('carries the form token and the honeypot field on the wire', () => {
    const envio = preCadastroEnvioSchema.parse({ ...valido, tokenFormulario: 't', site: '' });
    expect(envio).toMatchObject({ tokenFormulario: 't', site: '' });
    expect(preCadastroEnvioSchema.safeParse(valido).success).toBe(false);
  });
});
