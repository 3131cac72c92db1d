import { beforeAll, describe, expect, it } from 'vitest';
import { installZodPtBr } from './zod-pt-br';
import {
  hasCaracteresNaoPermitidos,
  hasCaracteresNaoPermitidosMultilinha,
  limparTexto,
  limparTextoMultilinha,
  textoLinha,
  textoMultilinha,
  textoObrigatorio,
  textoOpcional,
} from './texto';

beforeAll(installZodPtBr);

/** The messages of a failed parse (none when it succeeds). */
function messagesOf(schema: { safeParse(value: unknown): unknown }, value: unknown): string[] {
  const result = schema.safeParse(value) as {
    success: boolean;
    error?: { issues: { message: string }[] };
  };
  return result.success ? [] : result.error!.issues.map((issue) => issue.message);
}

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

describe('multi-line texts', () => {
  const descricao = textoMultilinha().max(40);

  it('keep their line breaks, written as line feeds, and are trimmed at both ends', () => {
    expect(descricao.parse('  Linha um\nLinha dois  ')).toBe('Linha um\nLinha dois');
    expect(descricao.parse('Linha um\r\nLinha dois\rTrês')).toBe('Linha um\nLinha dois\nTrês');
    expect(descricao.parse('\n\nParágrafo\n\n')).toBe('Parágrafo');
    expect(limparTextoMultilinha('a\r\n\r\nb')).toBe('a\n\nb');
  });

  it('drop zero-width characters, as one-line texts do', () => {
    expect(descricao.parse('\u200BDescrição\u200D\uFEFF')).toBe('Descrição');
    expect(descricao.parse('\u200B \u2060')).toBe('');
  });

  it('refuse bidi overrides and every other control or format character', () => {
    const bidi = [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069];
    const outros = [0x0000, 0x0009, 0x000b, 0x000c, 0x007f, 0x0085, 0x00ad, 0x2028, 0x2029];
    for (const code of [...bidi, ...outros]) {
      const value = `Linha${String.fromCodePoint(code)}um\nLinha dois`;
      expect(messagesOf(descricao, value), code.toString(16)).toEqual([
        'Caracteres não permitidos',
      ]);
    }
    expect(hasCaracteresNaoPermitidosMultilinha('a\nb')).toBe(false);
    expect(hasCaracteresNaoPermitidosMultilinha('a\u202Eb')).toBe(true);
  });

  it('still count their length after cleaning', () => {
    expect(messagesOf(descricao, 'x'.repeat(41))).toEqual(['O máximo de caracteres é de 40']);
    expect(descricao.parse(` ${'x'.repeat(40)}\u200B `)).toBe('x'.repeat(40));
  });
});
