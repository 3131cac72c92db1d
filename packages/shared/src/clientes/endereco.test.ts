import { beforeAll, describe, expect, it } from 'vitest';
import { installZodPtBr } from '../common/zod-pt-br';
import {
  cepSchema,
  enderecoSchema,
  hasCaracteresNaoPermitidos,
  limparTexto,
  textoLinha,
  textoObrigatorio,
  textoOpcional,
} from './endereco';

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

describe('one-line texts', () => {
  const nome = textoObrigatorio(40);

  it('keeps a name as typed, trimmed, with accents, punctuation and inner spaces', () => {
    expect(nome.parse('  Ação & Cia. Ltda  ')).toBe('Ação & Cia. Ltda');
    expect(nome.parse('Banco São José')).toBe('Banco São José');
    // A no-break space is a space people see.
    expect(nome.parse('Banco\u00A0Beta')).toBe('Banco\u00A0Beta');
  });

  it('refuses line breaks and control characters', () => {
    for (const value of [
      'X\r\nBcc: a@b.c',
      'Linha\num',
      'Linha\rum',
      'Com\ttab',
      'Nulo\u0000',
      'Apagar\u007F',
      'Próxima\u0085linha',
      'Separador\u2028de linha',
      'Separador\u2029de parágrafo',
    ]) {
      expect(messagesOf(nome, value), JSON.stringify(value)).toEqual(['Caracteres não permitidos']);
    }
  });

  it('refuses the bidi embeddings, overrides and isolates, and other format characters', () => {
    const bidi = [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069];
    for (const code of [...bidi, 0x00ad, 0x061c, 0x200e, 0x200f]) {
      const value = `Banco${String.fromCodePoint(code)}Beta`;
      expect(messagesOf(nome, value), code.toString(16)).toEqual(['Caracteres não permitidos']);
    }
  });

  it('takes zero-width characters for white space', () => {
    expect(messagesOf(nome, '\u200B\u200B')).toEqual(['Campo obrigatório']);
    expect(messagesOf(nome, ' \u200C\u200D\u2060\uFEFF ')).toEqual(['Campo obrigatório']);
    expect(nome.parse('\u200BMaria\u200B Souza\uFEFF')).toBe('Maria Souza');
    expect(limparTexto('\u200B a\u200Bb \u2060')).toBe('ab');
  });

  it('still says what is missing or too long', () => {
    expect(messagesOf(nome, '')).toEqual(['Campo obrigatório']);
    expect(messagesOf(nome, ' \r\n ')).toEqual(['Campo obrigatório']);
    expect(messagesOf(nome, undefined)).toEqual(['Campo obrigatório']);
    expect(messagesOf(nome, 'x'.repeat(41))).toEqual(['O máximo de caracteres é de 40']);
    expect(messagesOf(textoObrigatorio(20, 2), 'x')).toEqual(['Informe ao menos 2 caracteres']);
  });

  it('applies the same rules to optional texts, blank becoming null', () => {
    const complemento = textoOpcional(10);
    expect(complemento.parse('  ')).toBeNull();
    expect(complemento.parse('\u200B')).toBeNull();
    expect(complemento.parse(undefined)).toBeNull();
    expect(complemento.parse(' Sala 1 ')).toBe('Sala 1');
    expect(messagesOf(complemento, 'Sala\n1')).toEqual(['Caracteres não permitidos']);
    expect(messagesOf(complemento, 'x'.repeat(11))).toEqual(['O máximo de caracteres é de 10']);
  });

  it('exports the rule for schemas with other checks', () => {
    expect(textoLinha().parse(' a ')).toBe('a');
    expect(messagesOf(textoLinha(), 'a\u202Eb')).toEqual(['Caracteres não permitidos']);
    expect(hasCaracteresNaoPermitidos('Banco Beta')).toBe(false);
    expect(hasCaracteresNaoPermitidos('Banco\nBeta')).toBe(true);
  });
});

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
