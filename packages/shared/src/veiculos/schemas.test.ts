import { beforeAll, describe, expect, it } from 'vitest';
import { installZodPtBr } from '../common/zod-pt-br';
import { veiculoInputSchema } from './schemas';

beforeAll(installZodPtBr);

const VALIDO = {
  chassi: '9BWZZZ377VT004251',
  anoFabricacao: 2020,
  anoModelo: 2021,
  marcaModeloId: '00000000-0000-4000-8000-000000000401',
};

const issuesOf = (input: object) =>
  veiculoInputSchema
    .safeParse({ ...VALIDO, ...input })
    .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('vehicle input', () => {
  it('takes a 0 km vehicle: no plate, no RENAVAM', () => {
    const result = veiculoInputSchema.parse({ ...VALIDO, placa: '', renavam: '', cor: '' });
    expect(result).toMatchObject({
      placa: null,
      ufPlaca: null,
      renavam: null,
      cor: null,
      remarcado: false,
    });
  });

  it('demands 17 characters unless re-stamped, then up to 21', () => {
    expect(issuesOf({ chassi: '9BWZZZ377VT00425' })).toEqual([
      'chassi: O chassi deve ter 17 caracteres (até 21 se remarcado)',
    ]);
    expect(issuesOf({ chassi: '9BWZZZ377VT00425', remarcado: true })).toEqual([]);
    expect(issuesOf({ chassi: '9BWZZZ377VT004251ABCD', remarcado: true })).toEqual([]);
    expect(issuesOf({ chassi: '9BWZZZ377VT004251ABCDE', remarcado: true })).toEqual([
      'chassi: Chassi Inválido',
    ]);
    expect(issuesOf({ chassi: '9BWZZZ377VT00425I' })).toEqual(['chassi: Chassi Inválido']);
  });

  it('takes old and Mercosul plates with their UF, normalized', () => {
    expect(veiculoInputSchema.parse({ ...VALIDO, placa: 'abc-1234', ufPlaca: 'SP' }).placa).toBe(
      'ABC1234',
    );
    expect(issuesOf({ placa: 'ABC1C34', ufPlaca: 'PR' })).toEqual([]);
    expect(issuesOf({ placa: 'ABC1C34' })).toEqual(['ufPlaca: Campo obrigatório']);
    expect(issuesOf({ ufPlaca: 'PR' })).toEqual([
      'placa: Informe a placa ou deixe a UF da placa em branco',
    ]);
    expect(issuesOf({ placa: 'AB1C234', ufPlaca: 'PR' })).toEqual(['placa: Placa Inválida']);
  });

  it('pads an old 9-digit RENAVAM and checks its digit', () => {
    expect(veiculoInputSchema.parse({ ...VALIDO, renavam: '639884962' }).renavam).toBe(
      '00639884962',
    );
    expect(issuesOf({ renavam: '639884963' })).toEqual(['renavam: RENAVAM Inválido']);
  });

  it('takes the manufacture year or the next one as the model year', () => {
    expect(issuesOf({ anoModelo: 2020 })).toEqual([]);
    expect(issuesOf({ anoModelo: 2019 })).toEqual([
      'anoModelo: O ano modelo deve ser o ano de fabricação ou o seguinte',
    ]);
    expect(issuesOf({ anoFabricacao: 1899, anoModelo: 1899 })).toEqual([
      'anoFabricacao: O valor mínimo é 1900',
      'anoModelo: O valor mínimo é 1900',
    ]);
  });
});
