import { beforeAll, describe, expect, it } from 'vitest';
import { installZodPtBr } from './zod-pt-br';
import {
  chassiRemarcadoSchema,
  chassiSchema,
  isValidChassi,
  isValidPlaca,
  isValidRenavam,
  normalizeRenavam,
  placaSchema,
  placaToMercosul,
  renavamSchema,
} from './veiculo';

beforeAll(installZodPtBr);

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

describe('RENAVAM', () => {
  it('accepts valid 11-digit numbers and left-pads the old 9-digit ones', () => {
    // 0063988496-2: 0x3+0x2+6x9+3x8+9x7+8x6+8x5+4x4+9x3+6x2 = 284; 2840 mod 11 = 2.
    expect(isValidRenavam('00639884962')).toBe(true);
    expect(isValidRenavam('639884962')).toBe(true);
    expect(normalizeRenavam('639884962')).toBe('00639884962');
    expect(isValidRenavam('60390908553')).toBe(true);
    expect(isValidRenavam('01234567897')).toBe(true);
    // Sum 210; 2100 mod 11 = 10, which reads as 0.
    expect(isValidRenavam('12345678030')).toBe(true);
  });

  it('refuses a wrong check digit, repeated digits, letters and other lengths', () => {
    for (const renavam of [
      '00639884961',
      '12345678901',
      '01234567890',
      '00000000000',
      '0063988496A',
      '6398849620',
      '006398849620',
      '',
    ]) {
      expect(isValidRenavam(renavam), renavam).toBe(false);
    }
  });

  it('schema: outputs 11 digits, else RENAVAM Inválido', () => {
    expect(renavamSchema.parse('639884962')).toBe('00639884962');
    expect(messages(renavamSchema.safeParse('12345678901'))).toEqual(['RENAVAM Inválido']);
  });
});

describe('chassis', () => {
  it('accepts 17 characters without the US check digit (Brazil does not require it)', () => {
    // The US rule would want '2' in the 9th position of this Brazilian chassis.
    expect(isValidChassi('9BWZZZ377VT004251')).toBe(true);
    expect(isValidChassi('9bwzzz377vt004251')).toBe(true);
    expect(isValidChassi('1M8GDM9AXKP042788')).toBe(true);
  });

  it('refuses I, O and Q anywhere, and lengths other than 17', () => {
    for (const chassi of [
      '9BWZZZ377VT00425I',
      '9BWZZZ377VT0O4251',
      'Q BWZZZ377VT004251',
      '9BWZZZ377VT00425',
      '9BWZZZ377VT0042511',
      '9BWZZZ377VT00425-',
      '',
    ]) {
      expect(isValidChassi(chassi), chassi).toBe(false);
    }
  });

  it('accepts a re-stamped chassis of up to 21 characters only with the flag', () => {
    const remarcado = '9BWZZZ377VT004251AB12';
    expect(remarcado).toHaveLength(21);
    expect(isValidChassi(remarcado)).toBe(false);
    expect(isValidChassi(remarcado, { remarcado: true })).toBe(true);
    expect(isValidChassi('9BWZZZ377VT004251', { remarcado: true })).toBe(true);
    expect(isValidChassi('9BWZZZ37', { remarcado: true })).toBe(true);
    expect(isValidChassi(`${remarcado}C`, { remarcado: true })).toBe(false);
    expect(isValidChassi('9BWZZZ377VT004251AB1O', { remarcado: true })).toBe(false);
    expect(isValidChassi('', { remarcado: true })).toBe(false);
  });

  it('schemas: Chassi Inválido', () => {
    expect(chassiSchema.parse('9bwzzz377vt004251')).toBe('9BWZZZ377VT004251');
    expect(messages(chassiSchema.safeParse('9BWZZZ377VT004251AB12'))).toEqual(['Chassi Inválido']);
    expect(chassiRemarcadoSchema.parse('9BWZZZ377VT004251AB12')).toBe('9BWZZZ377VT004251AB12');
  });
});

describe('plates', () => {
  it('accepts the old LLLNNNN and the Mercosul LLLNLNN formats', () => {
    for (const placa of ['ABC1234', 'ABC-1234', 'abc 1234', 'ABC1D23', 'abc1c34']) {
      expect(isValidPlaca(placa), placa).toBe(true);
    }
  });

  it('refuses anything else', () => {
    for (const placa of ['ABC12D3', 'AB1234', 'ABCD123', '1234567', 'ABC12345', 'ÁBC1234', '']) {
      expect(isValidPlaca(placa), placa).toBe(false);
    }
  });

  it('converts old to Mercosul: the 5th character 0-9 becomes A-J', () => {
    expect(placaToMercosul('ABC-1234')).toBe('ABC1C34');
    const letters = 'ABCDEFGHIJ';
    for (let digit = 0; digit <= 9; digit++) {
      expect(placaToMercosul(`XYZ9${digit}87`)).toBe(`XYZ9${letters[digit]}87`);
    }
    expect(placaToMercosul('abc1d23')).toBe('ABC1D23');
    expect(placaToMercosul('ABC12D3')).toBe('');
  });

  it('schema: Placa Inválida', () => {
    expect(placaSchema.parse('abc-1234')).toBe('ABC1234');
    expect(messages(placaSchema.safeParse('ABC12D3'))).toEqual(['Placa Inválida']);
  });
});
