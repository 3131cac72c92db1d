import { describe, expect, it } from 'vitest';
import { formatMoeda, valorSchema } from './moeda';

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
