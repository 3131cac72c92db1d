/** Greeting by hour (spec §4): 05-11 'Bom dia!', 12-17 'Boa tarde!', otherwise 'Boa noite!'. */
export function greetingFor(hour: number): 'Bom dia!' | 'Boa tarde!' | 'Boa noite!' {
  if (hour >= 5 && hour <= 11) return 'Bom dia!';
  if (hour >= 12 && hour <= 17) return 'Boa tarde!';
  return 'Boa noite!';
}
