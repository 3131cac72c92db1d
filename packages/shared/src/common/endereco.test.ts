import { beforeAll, describe, expect, it } from 'vitest';
import { installZodPtBr } from './zod-pt-br';
import { cepSchema, enderecoSchema } from './endereco';

beforeAll(installZodPtBr);

/** The messages of a failed parse (none when it succeeds). */
function messagesOf(schema: { safeParse(value: unknown): unknown }, value: unknown): string[] {
  const result = schema.safeParse(value) as {
    success: boolean;
    error?: { issues: { message: string }[] };
  };
  return result.success ? [] : result.error!.issues.map((issue) => issue.message);
}

/** Each failing field of an address with its message. */
function problems(value: unknown): Record<string, string> {
  const result = enderecoSchema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

const endereco = {
  cep: '01310-100',
  logradouro: 'Avenida Paulista',
  numero: '1000',
  complemento: 'Conjunto 12',
  bairro: 'Bela Vista',
  codigoMunicipioIbge: '3550308',
  uf: 'SP',
};

describe('address (enderecoSchema)', () => {
  it('accepts a full address, the CEP with or without its mask', () => {
    expect(enderecoSchema.parse(endereco)).toEqual({ ...endereco, cep: '01310100' });
    expect(cepSchema.parse('01310100')).toBe('01310100');
  });

  it("reads 'Campo obrigatório' for every empty required field", () => {
    expect(
      problems({
        ...endereco,
        cep: '',
        logradouro: '',
        numero: ' ',
        bairro: '\u200B',
        codigoMunicipioIbge: '',
        uf: '',
      }),
    ).toEqual({
      cep: 'Campo obrigatório',
      logradouro: 'Campo obrigatório',
      numero: 'Campo obrigatório',
      bairro: 'Campo obrigatório',
      codigoMunicipioIbge: 'Campo obrigatório',
      uf: 'Campo obrigatório',
    });
    expect(messagesOf(cepSchema, '   ')).toEqual(['Campo obrigatório']);
    expect(problems({})).toEqual({
      cep: 'Campo obrigatório',
      logradouro: 'Campo obrigatório',
      numero: 'Campo obrigatório',
      bairro: 'Campo obrigatório',
      codigoMunicipioIbge: 'Campo obrigatório',
      uf: 'Campo obrigatório',
    });
  });

  it('keeps the format messages for what was typed wrong', () => {
    expect(problems({ ...endereco, cep: '01310-10' })).toEqual({ cep: 'CEP Inválido' });
    expect(problems({ ...endereco, cep: '0131-0' })).toEqual({ cep: 'CEP Inválido' });
    expect(problems({ ...endereco, codigoMunicipioIbge: '355030' })).toEqual({
      codigoMunicipioIbge: 'Código IBGE do município inválido',
    });
    expect(problems({ ...endereco, codigoMunicipioIbge: '3304557' })).toEqual({
      codigoMunicipioIbge: 'O município não pertence à UF informada',
    });
  });

  it('refuses line breaks in the address parts', () => {
    expect(
      problems({
        ...endereco,
        logradouro: 'Rua A\nRua B',
        numero: '10\rA',
        complemento: 'Sala\u202E1',
        bairro: 'Centro\u2066',
      }),
    ).toEqual({
      logradouro: 'Caracteres não permitidos',
      numero: 'Caracteres não permitidos',
      complemento: 'Caracteres não permitidos',
      bairro: 'Caracteres não permitidos',
    });
  });
});

describe('a municipality and its UF', () => {
  /** Every message under one path, in order (`problems` keeps only the last of a path). */
  const messagesAt = (value: unknown, path: string) =>
    (enderecoSchema.safeParse(value).error?.issues ?? [])
      .filter((issue) => issue.path.join('.') === path)
      .map((issue) => issue.message);

  it('tells one message under the code: its own format, or the UF only for a well-formed code', () => {
    expect(messagesAt({ ...endereco, codigoMunicipioIbge: '' }, 'codigoMunicipioIbge')).toEqual([
      'Campo obrigatório',
    ]);
    expect(
      messagesAt({ ...endereco, codigoMunicipioIbge: '33045' }, 'codigoMunicipioIbge'),
    ).toEqual(['Código IBGE do município inválido']);
    expect(
      messagesAt({ ...endereco, codigoMunicipioIbge: '3304557' }, 'codigoMunicipioIbge'),
    ).toEqual(['O município não pertence à UF informada']);
  });
});

describe('refinements across fields', () => {
  it('still run when a text or the CEP is empty, so every problem is told at once', () => {
    expect(problems({ ...endereco, cep: '', logradouro: 'Rua\nB', bairro: '', uf: 'RJ' })).toEqual({
      cep: 'Campo obrigatório',
      logradouro: 'Caracteres não permitidos',
      bairro: 'Campo obrigatório',
      codigoMunicipioIbge: 'O município não pertence à UF informada',
    });
  });
});
