import { z } from 'zod';

/** 'YYYY-MM-DD' -> 'DD/MM/YYYY', read as text: a calendar date has no time zone to shift. */
export function formatData(data: string): string {
  const [ano, mes, dia] = data.split('-');
  return ano && mes && dia ? `${dia}/${mes}/${ano}` : data;
}

/** Whether 'YYYY-MM-DD' names a day of the calendar (no 2026-02-30). */
export function isDataValida(data: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(data)) return false;
  const [ano, mes, dia] = data.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(ano, mes - 1, dia));
  return (
    date.getUTCFullYear() === ano && date.getUTCMonth() === mes - 1 && date.getUTCDate() === dia
  );
}

/**
 * A calendar date on the wire: 'YYYY-MM-DD' (what a native date input gives). Empty reads
 * 'Campo obrigatório' (§5), anything else that is not a real day 'Data Inválida'.
 */
export const dataSchema = z
  .string()
  .min(1, { abort: true })
  .refine(isDataValida, { message: 'Data Inválida' });

/** The registradora's time zone: its days begin and end in Brasília, whatever the machine's. */
export const FUSO_BRASILIA = 'America/Sao_Paulo';

/**
 * One formatter per format for every call, made on first use: `toLocaleDateString` with options
 * builds a new one each time, which cost a contract registration 3.5% of the API's CPU
 * (bench:despacho profile).
 */
const FORMATOS = {
  // en-CA writes a date as YYYY-MM-DD.
  iso: ['en-CA', {}],
  data: ['pt-BR', { dateStyle: 'short' }],
  hora: ['pt-BR', { timeStyle: 'short' }],
  dataHora: ['pt-BR', { dateStyle: 'short', timeStyle: 'short' }],
  dataHoraSegundos: ['pt-BR', { dateStyle: 'short', timeStyle: 'medium' }],
} satisfies Record<string, [string, Intl.DateTimeFormatOptions]>;
const formatadores = new Map<keyof typeof FORMATOS, Intl.DateTimeFormat>();

function emBrasilia(formato: keyof typeof FORMATOS, instante: Date): string {
  let formatador = formatadores.get(formato);
  if (!formatador) {
    const [locale, opcoes] = FORMATOS[formato];
    formatador = new Intl.DateTimeFormat(locale, { ...opcoes, timeZone: FUSO_BRASILIA });
    formatadores.set(formato, formatador);
  }
  return formatador.format(instante);
}

/** Today's calendar date in Brasília ('YYYY-MM-DD'), whatever the machine's time zone. */
export function hojeEmBrasilia(agora: Date = new Date()): string {
  return emBrasilia('iso', agora);
}

/** An instant's date as the registradora's people read it, in Brasília: '02/12/2026'. */
export function formatDataBrasilia(instante: Date): string {
  return emBrasilia('data', instante);
}

/** An instant's time of day in Brasília: '05:10'. */
export function formatHoraBrasilia(instante: Date): string {
  return emBrasilia('hora', instante);
}

/** An instant in Brasília: '02/12/2026, 05:10', or '02/12/2026, 05:10:05' with seconds. */
export function formatDataHoraBrasilia(instante: Date, { segundos = false } = {}): string {
  return emBrasilia(segundos ? 'dataHoraSegundos' : 'dataHora', instante);
}
