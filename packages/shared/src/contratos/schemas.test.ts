import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { installZodPtBr } from '../common/zod-pt-br';
import { tabelaDeCampos } from './campos-doc';
import { ADITIVO_EXEMPLO, CONTRATO_EXEMPLO } from './exemplo';
import { aditivoInputSchema, contratoInputSchema } from './schemas';

beforeAll(installZodPtBr);

type Contrato = typeof CONTRATO_EXEMPLO;
const clone = <T>(value: T): T => structuredClone(value);

/** The example with one change; the messages of what the schema refuses, by path. */
function erros(muda: (contrato: Contrato) => void, schema = contratoInputSchema) {
  const contrato = clone(CONTRATO_EXEMPLO);
  muda(contrato);
  const result = schema.safeParse(contrato);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

/** Every message of the example with one change under `path`, in order. */
function mensagensEm(path: string, muda: (contrato: Contrato) => void) {
  const contrato = clone(CONTRATO_EXEMPLO);
  muda(contrato);
  return (contratoInputSchema.safeParse(contrato).error?.issues ?? [])
    .filter((issue) => issue.path.join('.') === path)
    .map((issue) => issue.message);
}

describe('contract payload', () => {
  it('tells one message under a blank municipality, not also that it lies outside the UF', () => {
    expect(
      mensagensEm('contrato.codigoMunicipioLiberacao', (c) => {
        c.contrato.codigoMunicipioLiberacao = '';
      }),
    ).toEqual(['Campo obrigatório']);
    expect(
      mensagensEm('devedor.endereco.codigoMunicipioIbge', (c) => {
        c.devedor.endereco.codigoMunicipioIbge = '';
      }),
    ).toEqual(['Campo obrigatório']);
    expect(
      mensagensEm('contrato.codigoMunicipioLiberacao', (c) => {
        c.contrato.codigoMunicipioLiberacao = '3304557';
      }),
    ).toEqual(['O município não pertence à UF informada']);
  });

  it('takes the documented example as it is', () => {
    expect(contratoInputSchema.safeParse(CONTRATO_EXEMPLO).error).toBeUndefined();
    expect(aditivoInputSchema.safeParse(ADITIVO_EXEMPLO).error).toBeUndefined();
  });

  it('normalizes what people type: masks, lower case', () => {
    const contrato = clone(CONTRATO_EXEMPLO) as Record<string, unknown> & Contrato;
    contrato.devedor.cpfCnpj = '529.982.247-25';
    contrato.credor.cnpj = '12.abc.345/01de-35';
    contrato.veiculos[0]!.chassi = '9bwzzz377vt004251';
    contrato.veiculos[0]!.placa = 'abc-1d23';
    const parsed = contratoInputSchema.parse(contrato);
    expect(parsed.devedor.cpfCnpj).toBe('52998224725');
    expect(parsed.credor.cnpj).toBe('12ABC34501DE35');
    expect(parsed.veiculos[0]!.chassi).toBe('9BWZZZ377VT004251');
    expect(parsed.veiculos[0]!.placa).toBe('ABC1D23');
  });

  it.each<[string, (c: Contrato) => unknown, string]>([
    ['devedor.cpfCnpj', (c: Contrato) => (c.devedor.cpfCnpj = '52998224724'), 'CPF/CNPJ Inválido'],
    ['credor.cnpj', (c: Contrato) => (c.credor.cnpj = '11222333000182'), 'CNPJ Inválido'],
    ['devedor.nome', (c: Contrato) => (c.devedor.nome = ''), 'Campo obrigatório'],
    ['devedor.telefone', (c: Contrato) => (c.devedor.telefone = '123'), 'Telefone Inválido'],
    ['devedor.email', (c: Contrato) => (c.devedor.email = 'maria@'), 'Email inválido'],
    ['devedor.endereco.cep', (c: Contrato) => (c.devedor.endereco.cep = '0409'), 'CEP Inválido'],
    [
      'credor.endereco.codigoMunicipioIbge',
      (c: Contrato) => (c.credor.endereco.codigoMunicipioIbge = '3304557'),
      'O município não pertence à UF informada',
    ],
    [
      'veiculos.0.chassi',
      (c: Contrato) => (c.veiculos[0]!.chassi = '9BWZZZ377VT00425O'),
      'Chassi Inválido',
    ],
    [
      'veiculos.0.renavam',
      (c: Contrato) => (c.veiculos[0]!.renavam = '01234567890'),
      'RENAVAM Inválido',
    ],
    ['veiculos.0.placa', (c: Contrato) => (c.veiculos[0]!.placa = 'AB12345'), 'Placa Inválida'],
    [
      'veiculos.0.numeroGravame',
      (c: Contrato) => (c.veiculos[0]!.numeroGravame = '1234'),
      'Número do gravame inválido: 8 dígitos',
    ],
    [
      'veiculos.0.anoModelo',
      (c: Contrato) => (c.veiculos[0]!.anoModelo = 2027),
      'O ano modelo deve ser o ano de fabricação ou o seguinte',
    ],
    ['contrato.numero', (c: Contrato) => (c.contrato.numero = 'CDC 123'), 'Contrato Inválido'],
    ['contrato.data', (c: Contrato) => (c.contrato.data = '2026-02-30'), 'Data Inválida'],
    [
      'contrato.taxaJurosMes',
      (c: Contrato) => (c.contrato.taxaJurosMes = '1,99'),
      'Taxa inválida: use até 3 casas decimais, como 1.99',
    ],
    [
      'contrato.parcela',
      (c: Contrato) => (c.contrato.parcela = '0.00'),
      'Informe um valor maior que zero',
    ],
    ['contrato.iof', (c: Contrato) => (c.contrato.iof = '12,50'), 'Valor inválido'],
    [
      'contrato.taxaRegistro',
      (c: Contrato) => ((c.contrato as { taxaRegistro: string }).taxaRegistro = '99.00'),
      'Valor inválido: use 85.90, 45.00 ou 55.00',
    ],
  ])('refuses a wrong %s with its Portuguese message', (path, muda, mensagem) => {
    expect(erros(muda)).toEqual({ [path]: mensagem });
  });

  it('needs at least one vehicle and at most 20', () => {
    expect(erros((c) => (c.veiculos = []))).toEqual({ veiculos: 'Informe ao menos 1 item' });
    expect(
      Object.keys(erros((c) => (c.veiculos = Array.from({ length: 21 }, () => c.veiculos[0]!)))),
    ).toContain('veiculos');
  });

  it('puts the last due date after the first, and the first on or after the contract date', () => {
    expect(erros((c) => (c.contrato.dataUltimoVencimento = '2026-12-10'))).toEqual({
      'contrato.dataUltimoVencimento': 'O último vencimento deve ser posterior ao primeiro',
    });
    expect(erros((c) => (c.contrato.dataPrimeiroVencimento = '2026-11-09'))).toEqual({
      'contrato.dataPrimeiroVencimento':
        'O primeiro vencimento não pode ser anterior à data do contrato',
    });
    expect(
      erros((c) => {
        c.contrato.quantidadeParcelas = 1;
        c.contrato.parcela = '60000.00';
        c.contrato.dataUltimoVencimento = '2026-12-10';
      }),
    ).toEqual({});
  });

  it('refuses a contract dated in the future', () => {
    expect(erros((c) => (c.contrato.data = '2999-01-01'))).toMatchObject({
      'contrato.data': 'A data do contrato não pode ser futura',
    });
  });

  it('keeps the total financed within the sum of the installments, to the cent', () => {
    expect(erros((c) => (c.contrato.totalFinanciamento = '88800.00'))).toEqual({});
    expect(erros((c) => (c.contrato.totalFinanciamento = '88800.01'))).toEqual({
      'contrato.totalFinanciamento':
        'O total financiado não pode ser maior que a soma das parcelas (R$ 88.800,00)',
    });
  });

  it('takes each chassis once, and every vehicle to the same Detran', () => {
    expect(erros((c) => c.veiculos.push(clone(c.veiculos[0]!)))).toEqual({
      'veiculos.1.chassi': 'Chassi repetido: é o do veículo 1',
    });
    expect(
      erros((c) =>
        c.veiculos.push({
          ...clone(c.veiculos[0]!),
          chassi: '9BD17164G45123456',
          ufLicenciamento: 'RJ',
        }),
      ),
    ).toEqual({
      'veiculos.1.ufLicenciamento':
        'Todos os veículos de um contrato vão ao mesmo Detran: use SP, a do veículo 1',
    });
  });

  it('allows only the restriction types the operation admits', () => {
    expect(
      erros((c) => {
        (c.contrato as { consorcio: unknown }).consorcio = { grupo: '1234', cota: '56' };
        (c.contrato as { tipoRestricao: string }).tipoRestricao = '02';
      }),
    ).toEqual({
      'contrato.tipoRestricao': 'Consórcio é registrado como alienação fiduciária (03)',
    });
    const aditivo = clone(ADITIVO_EXEMPLO) as Record<string, unknown> & typeof ADITIVO_EXEMPLO;
    (aditivo.aditivo as { tipo: string }).tipo = 'SUBSTITUICAO_GARANTIA';
    (aditivo.contrato as { tipoRestricao: string }).tipoRestricao = '01';
    expect(aditivoInputSchema.safeParse(aditivo).error?.issues).toEqual([
      expect.objectContaining({
        path: ['contrato', 'tipoRestricao'],
        message: 'Arrendamento mercantil não admite substituição de garantia',
      }),
    ]);
  });

  it('dates an addendum on or after its contract', () => {
    const aditivo = clone(ADITIVO_EXEMPLO);
    aditivo.aditivo.data = '2026-11-01';
    expect(aditivoInputSchema.safeParse(aditivo).error?.issues).toEqual([
      expect.objectContaining({
        path: ['aditivo', 'data'],
        message: 'O aditivo não pode ser anterior ao contrato',
      }),
    ]);
  });

  it('refuses fields it does not know', () => {
    expect(erros((c) => ((c as Record<string, unknown>).desconhecido = 1))).toMatchObject({
      '': expect.any(String),
    });
  });
});

describe('the Detrans’ own rules', () => {
  it('requires what the vehicles’ Detran requires, under each vehicle’s field', () => {
    const semRenavam = (uf: string) =>
      erros((c) => {
        c.veiculos[0]!.ufLicenciamento = uf;
        c.veiculos[0]!.renavam = '';
      });
    expect(semRenavam('PR')).toEqual({ 'veiculos.0.renavam': 'Campo obrigatório no Detran-PR' });
    expect(semRenavam('SP')).toEqual({});
    expect(
      erros((c) => {
        c.veiculos[0]!.ufLicenciamento = 'SC';
        c.devedor.email = '';
      }),
    ).toEqual({ 'devedor.email': 'Campo obrigatório no Detran-SC' });
  });
});

describe('the field table of docs/contratos.md', () => {
  it('is the schema’s, as it is now', () => {
    const doc = readFileSync(new URL('../../../../docs/contratos.md', import.meta.url), 'utf8');
    expect(doc).toContain(tabelaDeCampos(aditivoInputSchema));
  });
});
