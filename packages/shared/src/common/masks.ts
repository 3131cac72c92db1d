import { formatCnpj } from '@brazilian-utils/brazilian-utils/format-cnpj';
import { formatCpf } from '@brazilian-utils/brazilian-utils/format-cpf';
import { CHASSI_LENGTH, RENAVAM_LENGTH } from './veiculo-constantes';

/**
 * Progressive input masks: pure functions from what was typed (or pasted) to what the input
 * shows, applied on every change. Characters that cannot go where they are typed are dropped.
 */

/** '000.000.000-00' as far as typed; digits only. */
export function maskCpf(input: string): string {
  return formatCpf(input.replace(/\D/g, '').slice(0, 11));
}

/**
 * '00.000.000/0000-00' as far as typed, letters allowed where the alphanumeric CNPJ allows
 * them (IN RFB 2.229/2024): [0-9A-Z] in the first 12 positions, digits in the last 2.
 * Lower case is upper-cased ('12abc' -> '12.ABC').
 */
export function maskCnpj(input: string): string {
  let value = '';
  for (const char of input.toUpperCase()) {
    if (value.length === 14) break;
    const isAccepted = value.length < 12 ? /[0-9A-Z]/.test(char) : /\d/.test(char);
    if (isAccepted) value += char;
  }
  return formatCnpj(value, { version: 2 });
}

/** The CPF mask while the text can be a CPF; the CNPJ mask (letters allowed) once it cannot. */
export function maskCpfCnpj(input: string): string {
  const clean = input.toUpperCase().replace(/[^0-9A-Z]/g, '');
  return /[A-Z]/.test(clean) || clean.length > 11 ? maskCnpj(input) : maskCpf(input);
}

/** '00000-000' as far as typed; digits only. */
export function maskCep(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 8);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}

/**
 * Spec §2.2/§5 phone masks: '(00) 0000-0000' for a landline (10 digits) and
 * '(00) 0 0000-0000' for a mobile (11 digits); while typing, the landline mask is used until
 * the 11th digit arrives.
 */
export function maskTelefone(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 11);
  return applyPattern(digits, digits.length > 10 ? '(00) 0 0000-0000' : '(00) 0000-0000');
}

/** Fills the '0' slots of `pattern` with `value`, writing a literal only before a next character. */
function applyPattern(value: string, pattern: string): string {
  let result = '';
  let next = 0;
  for (const slot of pattern) {
    if (next >= value.length) break;
    if (slot === '0') {
      result += value[next];
      next++;
    } else {
      result += slot;
    }
  }
  return result;
}

/** Upper case, letters and digits only; I, O and Q are left for the validator to refuse. */
export function maskChassi(value: string, maxLength: number = CHASSI_LENGTH): string {
  return value
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '')
    .slice(0, maxLength);
}

/** 'ABC-1234' for an old plate, 'ABC1D23' for a Mercosul one, as far as typed. */
export function maskPlaca(value: string): string {
  const clean = value
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '')
    .slice(0, 7);
  return clean.length > 4 && /\d/.test(clean.charAt(4))
    ? `${clean.slice(0, 3)}-${clean.slice(3)}`
    : clean;
}

/** Digits only, up to the RENAVAM's 11. */
export function maskRenavam(value: string): string {
  return value.replace(/\D/g, '').slice(0, RENAVAM_LENGTH);
}
