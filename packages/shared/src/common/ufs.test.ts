import { describe, expect, it } from 'vitest';
import { ufSchema } from './uf-schema';
import { isUf, nomeDaUf, ufLabel, ufOptions, UF_TABELA, UFS, UFS_ORDEM_IBGE } from './ufs';

describe('the UF table', () => {
  it('holds the 27 units in alphabetical order, each with its name and IBGE code', () => {
    expect(UFS).toHaveLength(27);
    expect([...UFS].sort()).toEqual(UFS);
    expect(UF_TABELA.SP).toEqual({ nome: 'São Paulo', codigoIbge: '35' });
    expect(new Set(UFS.map((uf) => UF_TABELA[uf].codigoIbge)).size).toBe(27);
  });

  it('lists them in IBGE order too, North first', () => {
    expect(UFS_ORDEM_IBGE.slice(0, 3)).toEqual(['RO', 'AC', 'AM']);
    expect(UFS_ORDEM_IBGE.at(-1)).toBe('DF');
    expect([...UFS_ORDEM_IBGE].sort()).toEqual(UFS);
  });

  it("names a UF the way the selects show it ('SP - São Paulo')", () => {
    expect(ufLabel('SP')).toBe('SP - São Paulo');
    expect(nomeDaUf('DF')).toBe('Distrito Federal');
    expect(nomeDaUf('XX')).toBe('XX');
    expect(isUf('RJ')).toBe(true);
    expect(isUf('toString')).toBe(false);
    expect(ufOptions()[0]).toEqual({ value: 'AC', label: 'AC - Acre' });
    expect(ufOptions(['RO'])).toEqual([{ value: 'RO', label: 'RO - Rondônia' }]);
  });

  it("refuses what is not a UF with 'UF inválida', and nothing with 'Campo obrigatório'", () => {
    expect(ufSchema.parse('MG')).toBe('MG');
    expect(ufSchema.safeParse('XX').error?.issues[0]?.message).toBe('UF inválida');
    expect(ufSchema.safeParse('').error?.issues[0]?.message).toBe('Campo obrigatório');
  });
});
