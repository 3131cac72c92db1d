import { describe, expect, it } from 'vitest';
import { displayMoeda, formatMoeda, parseMoeda, valorSchema } from './moeda';

describe('formatMoeda', () => {
  it('formats with dot thousands and comma decimals', () => {
    expect(formatMoeda('1234.56')).toBe('R$ 1.234,56');
    expect(formatMoeda('85.90')).toBe('R$ 85,90');
    expect(formatMoeda('45')).toBe('R$ 45,00');
    expect(formatMoeda('0.5')).toBe('R$ 0,50');
    expect(formatMoeda('1234567890.12')).toBe('R$ 1.234.567.890,12');
  });

  it('keeps values a float would spoil', () => {
    expect(formatMoeda('9007199254740993.99')).toBe('R$ 9.007.199.254.740.993,99');
    expect(formatMoeda('0.1')).toBe('R$ 0,10');
  });

  it('rounds half up beyond two decimals and keeps the sign', () => {
    expect(formatMoeda('1.005')).toBe('R$ 1,01');
    expect(formatMoeda('1.004')).toBe('R$ 1,00');
    expect(formatMoeda('-1234.5')).toBe('-R$ 1.234,50');
    expect(formatMoeda('-0.001')).toBe('R$ 0,00');
  });

  it('answers empty for what is not a decimal string', () => {
    expect(formatMoeda('abc')).toBe('');
    expect(formatMoeda('1,50')).toBe('');
    expect(formatMoeda('')).toBe('');
  });
});

describe('valorSchema', () => {
  it('accepts decimal strings with up to 2 decimals', () => {
    expect(valorSchema.parse(' 85.90 ')).toBe('85.90');
    expect(valorSchema.safeParse('85.901').success).toBe(false);
    expect(valorSchema.safeParse('85,90').success).toBe(false);
    expect(valorSchema.safeParse('-1').success).toBe(false);
  });
});

describe('parseMoeda', () => {
  it('reads what a person types or pastes as centavos filling from the right', () => {
    expect(parseMoeda('8590')).toBe('85.90');
    expect(parseMoeda('85,90')).toBe('85.90');
    expect(parseMoeda('85.90')).toBe('85.90');
    expect(parseMoeda('R$ 1.234,56')).toBe('1234.56');
    expect(parseMoeda('R$ 0,05')).toBe('0.05');
    expect(parseMoeda('5')).toBe('0.05');
    expect(parseMoeda('R$ 9.999.999.999,99')).toBe('9999999999.99');
  });

  it('turns a backspace on the shown value into a tenth of it', () => {
    expect(parseMoeda('R$ 1.234,5')).toBe('123.45');
    expect(parseMoeda('R$ 0,0')).toBeUndefined();
  });

  it('is empty without a significant digit', () => {
    expect(parseMoeda('')).toBeUndefined();
    expect(parseMoeda('R$ ')).toBeUndefined();
    expect(parseMoeda('0,00')).toBeUndefined();
    expect(parseMoeda('abc')).toBeUndefined();
  });

  it('ignores digits beyond the 12 the API accepts', () => {
    expect(parseMoeda('R$ 9.999.999.999,991')).toBe('9999999999.99');
  });
});

describe('displayMoeda', () => {
  it('shows the decimal string as Brazilian currency', () => {
    expect(displayMoeda('85.90')).toBe('R$ 85,90');
    expect(displayMoeda('1234.5')).toBe('R$ 1.234,50');
    expect(displayMoeda('9999999999.99')).toBe('R$ 9.999.999.999,99');
    expect(displayMoeda('0.00')).toBe('R$ 0,00');
    expect(displayMoeda(undefined)).toBe('');
    expect(displayMoeda(null)).toBe('');
  });

  it('round-trips with parseMoeda', () => {
    for (const valor of ['0.01', '85.90', '45.00', '55.00', '1234567.89']) {
      expect(parseMoeda(displayMoeda(valor))).toBe(valor);
    }
  });
});
