import { beforeAll, describe, expect, it } from 'vitest';
import { installZodPtBr } from './zod-pt-br';
import {
  cnpjSchema,
  cpfCnpjSchema,
  cpfSchema,
  formatCnpj,
  formatCpf,
  formatCpfCnpj,
  mascararCpfCnpj,
  isValidCnpj,
  isValidCpf,
  isValidCpfCnpj,
  normalizeDocumento,
  tipoDocumentoOf,
} from './documentos';

// Published examples: CPFs and numeric CNPJs long used as check-digit examples, and the
// Receita Federal's alphanumeric example of IN RFB 2.229/2024.
const CPFS_VALIDOS = ['529.982.247-25', '111.444.777-35', '12345678909'];
const CNPJS_NUMERICOS_VALIDOS = ['11.222.333/0001-81', '11.444.777/0001-61', '12345678000195'];
const CNPJ_ALFANUMERICO = '12.ABC.345/01DE-35';

beforeAll(installZodPtBr);

describe('normalizeDocumento', () => {
  it('strips dots, slash, dash and spaces and upper-cases', () => {
    expect(normalizeDocumento(' 12.abc.345/01de-35 ')).toBe('12ABC34501DE35');
    expect(normalizeDocumento('529.982.247-25')).toBe('52998224725');
  });

  it('keeps other characters, so that they make the document invalid', () => {
    expect(normalizeDocumento('529_982*247')).toBe('529_982*247');
  });
});

describe('isValidCpf', () => {
  it('accepts published valid CPFs, with or without the mask', () => {
    for (const cpf of CPFS_VALIDOS) expect(isValidCpf(cpf), cpf).toBe(true);
    expect(isValidCpf('529 982 247 25')).toBe(true);
  });

  it('refuses a wrong check digit, repeated digits, wrong lengths and letters', () => {
    for (const cpf of [
      '529.982.247-24',
      '529.982.247-15',
      '111.111.111-11',
      '000.000.000-00',
      '5299822472',
      '529982247250',
      '52998224A25',
      '',
    ]) {
      expect(isValidCpf(cpf), cpf).toBe(false);
    }
  });
});

describe('isValidCnpj', () => {
  it('accepts published numeric CNPJs, with or without the mask', () => {
    for (const cnpj of CNPJS_NUMERICOS_VALIDOS) expect(isValidCnpj(cnpj), cnpj).toBe(true);
  });

  it('accepts the official alphanumeric example, masked or not, in any case', () => {
    expect(isValidCnpj(CNPJ_ALFANUMERICO)).toBe(true);
    expect(isValidCnpj('12ABC34501DE35')).toBe(true);
    expect(isValidCnpj('12.abc.345/01de-35')).toBe(true);
    expect(isValidCnpj('Q0.SLF.MBD/7VX4-39')).toBe(true);
  });

  it('refuses the alphanumeric example with a wrong check digit', () => {
    expect(isValidCnpj('12.ABC.345/01DE-36')).toBe(false);
    expect(isValidCnpj('12.ABC.345/01DE-45')).toBe(false);
  });

  it('refuses letters in the check digits, bad numeric ones and wrong lengths', () => {
    for (const cnpj of [
      '12.ABC.345/01DE-3A',
      '11.222.333/0001-82',
      '00.000.000/0000-00',
      '11.111.111/1111-11',
      '1122233300018',
      '112223330001811',
      '12.ABÇ.345/01DE-35',
      '',
    ]) {
      expect(isValidCnpj(cnpj), cnpj).toBe(false);
    }
  });

  it('never takes a CPF for a CNPJ or the reverse', () => {
    expect(isValidCnpj('529.982.247-25')).toBe(false);
    expect(isValidCpf('11.222.333/0001-81')).toBe(false);
  });
});

describe('tipoDocumentoOf and isValidCpfCnpj (spec §5: 11 -> CPF, 14 -> CNPJ)', () => {
  it('tells the type by the normalized length', () => {
    expect(tipoDocumentoOf('529.982.247-25')).toBe('CPF');
    expect(tipoDocumentoOf(CNPJ_ALFANUMERICO)).toBe('CNPJ');
    expect(tipoDocumentoOf('123456789012')).toBeNull();
  });

  it('validates each type by its own rule', () => {
    expect(isValidCpfCnpj('529.982.247-25')).toBe(true);
    expect(isValidCpfCnpj(CNPJ_ALFANUMERICO)).toBe(true);
    expect(isValidCpfCnpj('529.982.247-24')).toBe(false);
    expect(isValidCpfCnpj('123456789012')).toBe(false);
  });
});

describe('formatCpf / formatCnpj', () => {
  it('formats exactly 11 digits as a CPF', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('5299822472')).toBe('');
  });

  it('formats exactly 14 CNPJ characters, letters included', () => {
    expect(formatCnpj('12abc34501de35')).toBe(CNPJ_ALFANUMERICO);
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCpfCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCpfCnpj('52998224725')).toBe('529.982.247-25');
  });

  it("returns '' unless there are exactly 14 CNPJ characters", () => {
    expect(formatCnpj('12ABC34501DE3')).toBe('');
    expect(formatCnpj('12ABC34501DE355')).toBe('');
    expect(formatCnpj('12ABC34501DE3A')).toBe('');
    expect(formatCnpj('')).toBe('');
  });
});

describe('document schemas', () => {
  it('output the normalized document', () => {
    expect(cpfSchema.parse('529.982.247-25')).toBe('52998224725');
    expect(cnpjSchema.parse('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(cpfCnpjSchema.parse('529.982.247-25')).toBe('52998224725');
    expect(cpfCnpjSchema.parse(CNPJ_ALFANUMERICO)).toBe('12ABC34501DE35');
  });

  it("refuse an invalid document with the spec's message", () => {
    const message = (result: { error?: { issues: { message: string }[] } }) =>
      result.error?.issues.map((issue) => issue.message);
    expect(message(cpfSchema.safeParse('529.982.247-24'))).toEqual(['CPF Inválido']);
    expect(message(cnpjSchema.safeParse('12.ABC.345/01DE-36'))).toEqual(['CNPJ Inválido']);
    expect(message(cpfCnpjSchema.safeParse('1234'))).toEqual(['CPF/CNPJ Inválido']);
    expect(message(cnpjSchema.safeParse(''))).toEqual(['Campo obrigatório']);
    expect(message(cpfSchema.safeParse(' . - '))).toEqual(['Campo obrigatório']);
  });
});

describe('mascararCpfCnpj', () => {
  it('keeps what confirms whose document it is, never the whole of it (LGPD)', () => {
    expect(mascararCpfCnpj('529.982.247-25')).toBe('***.982.247-**');
    expect(mascararCpfCnpj('11222333000181')).toBe('**.222.333/0001-**');
    expect(mascararCpfCnpj('12.abc.345/01de-35')).toBe('**.ABC.345/01DE-**');
    expect(mascararCpfCnpj('1234')).toBe('***');
  });
});
