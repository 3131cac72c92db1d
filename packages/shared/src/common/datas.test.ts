import { beforeAll, describe, expect, it } from 'vitest';
import {
  dataSchema,
  formatData,
  formatDataBrasilia,
  formatDataHoraBrasilia,
  formatHoraBrasilia,
  hojeEmBrasilia,
} from './datas';
import { installZodPtBr } from './zod-pt-br';

beforeAll(installZodPtBr);

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

describe('dataSchema', () => {
  it('takes a real calendar day as YYYY-MM-DD', () => {
    expect(dataSchema.parse('2026-02-28')).toBe('2026-02-28');
    expect(dataSchema.parse('2028-02-29')).toBe('2028-02-29');
  });

  it('refuses what is not a day, with the §5 messages', () => {
    const mensagem = (value: string) => dataSchema.safeParse(value).error?.issues[0]?.message;
    expect(mensagem('')).toBe('Campo obrigatório');
    expect(mensagem('2026-02-29')).toBe('Data Inválida');
    expect(mensagem('2026-13-01')).toBe('Data Inválida');
    expect(mensagem('01/02/2026')).toBe('Data Inválida');
  });
});

describe('hojeEmBrasilia', () => {
  it('is the date in Brasília, not in UTC', () => {
    expect(hojeEmBrasilia(new Date('2026-11-25T02:00:00Z'))).toBe('2026-11-24');
    expect(hojeEmBrasilia(new Date('2026-11-25T03:00:00Z'))).toBe('2026-11-25');
  });
});

describe('the instants of Brasília', () => {
  // 02:30 UTC on 2 December is 23:30 of 1 December in Brasília (UTC-3).
  const antesDaMeiaNoiteUtc = new Date('2026-12-02T02:30:05Z');

  it('writes an instant as Brasília reads it, in any machine time zone', () => {
    expect(formatDataBrasilia(antesDaMeiaNoiteUtc)).toBe('01/12/2026');
    expect(formatHoraBrasilia(antesDaMeiaNoiteUtc)).toBe('23:30');
    expect(formatDataHoraBrasilia(antesDaMeiaNoiteUtc)).toBe('01/12/2026, 23:30');
    expect(formatDataHoraBrasilia(antesDaMeiaNoiteUtc, { segundos: true })).toBe(
      '01/12/2026, 23:30:05',
    );
    expect(hojeEmBrasilia(antesDaMeiaNoiteUtc)).toBe('2026-12-01');
  });
});
