import { z } from 'zod';

/**
 * Money on the wire: a decimal string with a dot and up to 2 decimals ('85.90', '1234.5'),
 * never a float (ARCHITECTURE: money is numeric in the database, a string on the wire).
 */
export const valorSchema = z
  .string()
  .trim()
  .regex(/^\d{1,10}(\.\d{1,2})?$/, 'Valor inválido')
  .meta({
    description: 'Valor em reais: texto decimal com ponto e até 2 casas, nunca um número.',
    example: '85.90',
  });

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/**
 * Formats a decimal string as Brazilian currency: '1234.56' -> 'R$ 1.234,56'. Integer
 * arithmetic on the digits (BigInt cents, half-up beyond 2 decimals), so no value ever passes
 * through a float. A string that is not a decimal number gives ''.
 */
export function formatMoeda(valor: string): string {
  const match = DECIMAL.exec(valor.trim());
  if (!match) return '';
  const [, sinal, inteiro = '0', fracao = ''] = match;
  const arredonda = (fracao[2] ?? '0') >= '5' ? 1n : 0n;
  const centavos = BigInt(inteiro) * 100n + BigInt(fracao.padEnd(2, '0').slice(0, 2)) + arredonda;
  const reais = (centavos / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const resto = (centavos % 100n).toString().padStart(2, '0');
  const negativo = sinal === '-' && centavos > 0n;
  return `${negativo ? '-' : ''}R$ ${reais},${resto}`;
}

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
