import { describe, expect, it } from 'vitest';
import { nomeSchema, normalizeNome } from './nomes';

describe('names', () => {
  it('collapse inner runs of white space and trim the ends', () => {
    expect(normalizeNome('  Grupo  \t Demonstração  ')).toBe('Grupo Demonstração');
    expect(nomeSchema(150).parse('Banco   Alfa')).toBe('Banco Alfa');
  });

  it('check the length after normalizing', () => {
    expect(nomeSchema(5, 2).safeParse('  a    b  c ').data).toBe('a b c');
    expect(nomeSchema(150, 2).safeParse('   a   ').success).toBe(false);
  });
});

describe('names as one-line texts', () => {
  it('drop zero-width characters, so a name made only of them is empty', () => {
    expect(nomeSchema(150).parse('\u200BBanco\u200D Alfa\uFEFF')).toBe('Banco Alfa');
    expect(nomeSchema(150).safeParse('\u200B\u2060').success).toBe(false);
  });

  it('refuse control and format characters with the shared message', () => {
    for (const nome of ['Banco\u0000Alfa', 'Banco \u202EaflA', 'Banco\u00ADAlfa']) {
      const result = nomeSchema(150).safeParse(nome);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Caracteres não permitidos');
    }
  });
});
