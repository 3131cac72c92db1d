import { describe, expect, it } from 'vitest';
import { formatData } from './datas';

describe('formatData', () => {
  it('writes a calendar date the Brazilian way, without touching time zones', () => {
    expect(formatData('2025-01-31')).toBe('31/01/2025');
    expect(formatData('1900-01-01')).toBe('01/01/1900');
  });

  it('leaves what is not a date as it is', () => {
    expect(formatData('')).toBe('');
    expect(formatData('31/01/2025')).toBe('31/01/2025');
  });
});
