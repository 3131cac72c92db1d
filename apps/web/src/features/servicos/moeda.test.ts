import { describe, expect, it } from 'vitest';
import { displayMoeda, parseMoeda } from './moeda';

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
