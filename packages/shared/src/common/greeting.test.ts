import { describe, expect, it } from 'vitest';
import { greetingFor } from './greeting';

describe('greetingFor', () => {
  it.each([
    [0, 'Boa noite!'],
    [4, 'Boa noite!'],
    [5, 'Bom dia!'],
    [11, 'Bom dia!'],
    [12, 'Boa tarde!'],
    [17, 'Boa tarde!'],
    [18, 'Boa noite!'],
    [23, 'Boa noite!'],
  ])('hour %i -> %s', (hour, expected) => {
    expect(greetingFor(hour)).toBe(expected);
  });
});
