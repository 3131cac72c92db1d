import { describe, expect, it } from 'vitest';
import {
  maskCep,
  maskChassi,
  maskCnpj,
  maskCpf,
  maskCpfCnpj,
  maskPlaca,
  maskRenavam,
  maskTelefone,
} from './masks';

describe('maskCpf', () => {
  it('formats as typed and keeps digits only', () => {
    expect(maskCpf('')).toBe('');
    expect(maskCpf('529')).toBe('529');
    expect(maskCpf('5299')).toBe('529.9');
    expect(maskCpf('529a982.247-25999')).toBe('529.982.247-25');
  });
});

describe('maskCnpj', () => {
  it('formats as typed, letters allowed in the first 12 positions', () => {
    expect(maskCnpj('12')).toBe('12');
    expect(maskCnpj('12a')).toBe('12.A');
    expect(maskCnpj('12abc345')).toBe('12.ABC.345');
    expect(maskCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(maskCnpj('11222333000181')).toBe('11.222.333/0001-81');
  });

  it('accepts only digits in the last two positions and stops at 14 characters', () => {
    expect(maskCnpj('12ABC34501DEX3Y5')).toBe('12.ABC.345/01DE-35');
    expect(maskCnpj('12.ABC.345/01DE-3577')).toBe('12.ABC.345/01DE-35');
    expect(maskCnpj('12#ABC')).toBe('12.ABC');
  });
});

describe('maskTelefone (spec §5)', () => {
  it('uses (00) 0000-0000 up to 10 digits', () => {
    expect(maskTelefone('1')).toBe('(1');
    expect(maskTelefone('11')).toBe('(11');
    expect(maskTelefone('113')).toBe('(11) 3');
    expect(maskTelefone('1134567')).toBe('(11) 3456-7');
    expect(maskTelefone('1134567890')).toBe('(11) 3456-7890');
  });

  it('switches to (00) 0 0000-0000 at the 11th digit', () => {
    expect(maskTelefone('11987654321')).toBe('(11) 9 8765-4321');
    expect(maskTelefone('(11) 9 8765-43219')).toBe('(11) 9 8765-4321');
  });
});

describe('maskCpfCnpj', () => {
  it('uses the CPF mask up to 11 digits', () => {
    expect(maskCpfCnpj('')).toBe('');
    expect(maskCpfCnpj('5299822')).toBe('529.982.2');
    expect(maskCpfCnpj('52998224725')).toBe('529.982.247-25');
  });

  it('switches to the CNPJ mask on the 12th digit or on a letter', () => {
    expect(maskCpfCnpj('112223330001')).toBe('11.222.333/0001');
    expect(maskCpfCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(maskCpfCnpj('12abc')).toBe('12.ABC');
  });

  it('re-masks an already masked CPF as it grows into a CNPJ', () => {
    expect(maskCpfCnpj('529.982.247-25')).toBe('529.982.247-25');
    expect(maskCpfCnpj('529.982.247-251')).toBe('52.998.224/7251');
  });
});

describe('maskCep', () => {
  it('formats as typed, digits only, at most 8', () => {
    expect(maskCep('')).toBe('');
    expect(maskCep('01310')).toBe('01310');
    expect(maskCep('013101')).toBe('01310-1');
    expect(maskCep('01310-100')).toBe('01310-100');
    expect(maskCep('a01310100999')).toBe('01310-100');
  });

  it('shows a plate in its own format as far as typed, chassis and RENAVAM in theirs', () => {
    expect(maskPlaca('abc1234')).toBe('ABC-1234');
    expect(maskPlaca('abc1c34')).toBe('ABC1C34');
    expect(maskPlaca('ab-c1')).toBe('ABC1');
    expect(maskChassi('9bw zzz377vt004251x')).toBe('9BWZZZ377VT004251');
    expect(maskChassi('9BWZZZ377VT004251REM1', 21)).toBe('9BWZZZ377VT004251REM1');
    expect(maskRenavam('0123.4567-8971')).toBe('01234567897');
  });
});
