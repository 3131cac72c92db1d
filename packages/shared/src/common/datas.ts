/** 'YYYY-MM-DD' -> 'DD/MM/YYYY', read as text: a calendar date has no time zone to shift. */
export function formatData(data: string): string {
  const [ano, mes, dia] = data.split('-');
  return ano && mes && dia ? `${dia}/${mes}/${ano}` : data;
}
