import dayjs from 'dayjs';

/** 'YYYY-MM-DD' -> 'DD/MM/YYYY', read as text: a calendar date has no time zone to shift. */
export function formatData(data: string): string {
  const [ano, mes, dia] = data.split('-');
  return ano && mes && dia ? `${dia}/${mes}/${ano}` : data;
}

/** Today in the browser's calendar, as 'YYYY-MM-DD'. */
export function hoje(): string {
  return dayjs().format('YYYY-MM-DD');
}
