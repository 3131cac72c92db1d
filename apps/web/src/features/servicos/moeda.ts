import { formatMoeda } from '@portal/shared/servicos/moeda';

/** valorSchema: up to 10 digits of reais and 2 of centavos. */
const MAX_DIGITS = 12;

/**
 * What a currency input holds, as the API's decimal string: the digits typed or pasted fill
 * from the right, the last two being the centavos ('8590', '85,90', 'R$ 85,90' and '85.90'
 * all give '85.90'), as Brazilian money fields do (the original screen's currency mask).
 * Only strings are handled: no value ever passes through a float. Nothing but zeros (or no
 * digit at all) gives undefined, so clearing the field leaves it empty. Digits beyond the
 * 12 the API accepts are ignored.
 */
export function parseMoeda(input: string): string | undefined {
  const digits = input.replace(/\D/g, '').replace(/^0+/, '').slice(0, MAX_DIGITS);
  if (digits === '') return undefined;
  const padded = digits.padStart(3, '0');
  return `${padded.slice(0, -2)}.${padded.slice(-2)}`;
}

/** What the input shows for a decimal string: 'R$ 1.234,56'; '' when there is none. */
export function displayMoeda(valor: string | null | undefined): string {
  return valor ? formatMoeda(valor) : '';
}
