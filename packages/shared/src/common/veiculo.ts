import { convertLicensePlateToMercosul } from '@brazilian-utils/brazilian-utils/convert-license-plate-to-mercosul';
import { isValidRenavam as isValidRenavamLib } from '@brazilian-utils/brazilian-utils/is-valid-renavam';
import { z } from 'zod';
import { UFS } from './ufs';
import { CHASSI_LENGTH, CHASSI_REMARCADO_MAX_LENGTH, RENAVAM_LENGTH } from './veiculo-constantes';

export const VEICULO_MENSAGENS = {
  renavam: 'RENAVAM Inválido',
  chassi: 'Chassi Inválido',
  placa: 'Placa Inválida',
} as const;

export { CHASSI_LENGTH, CHASSI_REMARCADO_MAX_LENGTH, RENAVAM_LENGTH };

const SEPARATORS = /[\s.-]/g;

/** Strips the separators people type (spaces, dots, dashes) and upper-cases. */
function normalize(value: string): string {
  return value.replace(SEPARATORS, '').toUpperCase();
}

/**
 * The RENAVAM as stored: digits only, an old 9-digit number left-padded to 11. Anything that
 * is not 9 or 11 digits is returned without padding, so it stays invalid.
 */
export function normalizeRenavam(value: string): string {
  const renavam = normalize(value);
  return /^\d{9}$/.test(renavam) ? renavam.padStart(RENAVAM_LENGTH, '0') : renavam;
}

/**
 * A RENAVAM: 11 digits (or an old 9-digit one), check digit with weights 3,2,9,8,7,6,5,4,3,2
 * over the first 10, (sum x 10) mod 11, 10 read as 0. All-equal digits are refused.
 */
export function isValidRenavam(value: string): boolean {
  const renavam = normalizeRenavam(value);
  return /^\d{11}$/.test(renavam) && isValidRenavamLib(renavam);
}

/** The chassis as stored: no spaces, upper case. */
export function normalizeChassi(value: string): string {
  return value.replace(/\s/g, '').toUpperCase();
}

/** Letters and digits except I, O and Q, which a VIN never has (they read as 1 and 0). */
const CHASSI_ALPHABET = /^[A-HJ-NPR-Z0-9]+$/;

export interface ChassiOptions {
  /** A re-stamped chassis: up to 21 characters instead of exactly 17. */
  remarcado?: boolean;
}

/**
 * A Brazilian chassis: 17 characters of [0-9A-Z] without I, O or Q; with `remarcado`, 1 to 21
 * of them. The US 9th-position check digit is deliberately not applied (Brazil does not
 * require it, so valid Brazilian chassis fail it).
 */
export function isValidChassi(value: string, { remarcado = false }: ChassiOptions = {}): boolean {
  const chassi = normalizeChassi(value);
  if (!CHASSI_ALPHABET.test(chassi)) return false;
  return remarcado ? chassi.length <= CHASSI_REMARCADO_MAX_LENGTH : chassi.length === CHASSI_LENGTH;
}

const PLACA_ANTIGA = /^[A-Z]{3}\d{4}$/;
const PLACA_MERCOSUL = /^[A-Z]{3}\d[A-Z]\d{2}$/;

/** The plate as stored: no dash or spaces, upper case ('ABC1234', 'ABC1C34'). */
export function normalizePlaca(value: string): string {
  return normalize(value);
}

/** A plate in the old format (LLLNNNN, typed 'ABC-1234' too) or the Mercosul one (LLLNLNN). */
export function isValidPlaca(value: string): boolean {
  const placa = normalizePlaca(value);
  return PLACA_ANTIGA.test(placa) || PLACA_MERCOSUL.test(placa);
}

/**
 * The Mercosul form of a plate (CONTRAN 969/2022, Anexo II): the 5th character 0-9 becomes
 * A-J ('ABC1234' -> 'ABC1C34'). A Mercosul plate is returned as it is (normalized); anything
 * else gives ''.
 */
export function placaToMercosul(value: string): string {
  const placa = normalizePlaca(value);
  if (PLACA_MERCOSUL.test(placa)) return placa;
  return PLACA_ANTIGA.test(placa) ? convertLicensePlateToMercosul(placa) : '';
}

function veiculoSchema(
  normalizeValue: (value: string) => string,
  isValid: (value: string) => boolean,
  message: string,
) {
  return z.string().overwrite(normalizeValue).min(1, { abort: true }).refine(isValid, { message });
}

/** Output: the 11-digit RENAVAM. */
export const renavamSchema = veiculoSchema(
  normalizeRenavam,
  isValidRenavam,
  VEICULO_MENSAGENS.renavam,
);
/** A 17-character chassis. A form with the remarcado flag uses `chassiRemarcadoSchema` when it is set. */
export const chassiSchema = veiculoSchema(
  normalizeChassi,
  (value) => isValidChassi(value),
  VEICULO_MENSAGENS.chassi,
);
export const chassiRemarcadoSchema = veiculoSchema(
  normalizeChassi,
  (value) => isValidChassi(value, { remarcado: true }),
  VEICULO_MENSAGENS.chassi,
);
/** Output: the plate without separators, in the format it was given (old or Mercosul). */
export const placaSchema = veiculoSchema(normalizePlaca, isValidPlaca, VEICULO_MENSAGENS.placa);

/** The earliest manufacture year the registry accepts: older vehicles are not financed. */
export const ANO_MINIMO = 1900;

/** A manufacture or model year; the upper bound is checked by `checkVeiculo` (this year). */
export const anoVeiculoSchema = z.number().int().min(ANO_MINIMO);

/**
 * The chassis as typed: a re-stamped one (remarcado) may have up to 21 characters, so the
 * field alone accepts 1 to 21 valid characters; `checkVeiculo` then demands exactly 17 when
 * the flag is not set.
 */
export const chassiCampoSchema = z
  .string()
  .overwrite(normalizeChassi)
  .min(1, { abort: true })
  .refine((value) => isValidChassi(value, { remarcado: true }), {
    message: VEICULO_MENSAGENS.chassi,
  });

/** An optional identifier: blank becomes null; anything else must be valid. */
function opcional(
  normalizeValue: (value: string) => string,
  isValid: (value: string) => boolean,
  message: string,
) {
  return z
    .string()
    .overwrite(normalizeValue)
    .refine((value) => value === '' || isValid(value), { message })
    .nullish()
    .transform((value) => (value ? value : null));
}

/** Old (ABC1234, typed ABC-1234 too) or Mercosul (ABC1D23); a new vehicle has none yet. */
export const placaOpcionalSchema = opcional(normalizePlaca, isValidPlaca, VEICULO_MENSAGENS.placa);
/** 11 digits (an old 9-digit number is left-padded); a new vehicle has none yet. */
export const renavamOpcionalSchema = opcional(
  normalizeRenavam,
  isValidRenavam,
  VEICULO_MENSAGENS.renavam,
);
/** The plate's UF: required with a plate, absent without one (`checkVeiculo`). */
export const ufPlacaSchema = z
  .enum(UFS)
  .nullish()
  .transform((value) => value ?? null);

/**
 * The refinement of any vehicle (a client's register entry, a contract's vehicle): 17
 * characters unless re-stamped, plate and its UF together, a manufacture year not in the
 * future, and a model year equal to it or the next.
 */
export function checkVeiculo(
  veiculo: {
    chassi: string;
    remarcado: boolean;
    placa: string | null;
    ufPlaca: string | null;
    anoFabricacao: number;
    anoModelo: number;
  },
  ctx: z.RefinementCtx,
): void {
  // Only the length is left to check: a bad character already failed the field itself.
  const isWellFormed = isValidChassi(veiculo.chassi, { remarcado: true });
  if (!veiculo.remarcado && isWellFormed && !isValidChassi(veiculo.chassi)) {
    ctx.addIssue({
      code: 'custom',
      path: ['chassi'],
      message: 'O chassi deve ter 17 caracteres (até 21 se remarcado)',
    });
  }
  if (veiculo.placa && !veiculo.ufPlaca) {
    ctx.addIssue({ code: 'custom', path: ['ufPlaca'], message: 'Campo obrigatório' });
  }
  if (!veiculo.placa && veiculo.ufPlaca) {
    ctx.addIssue({
      code: 'custom',
      path: ['placa'],
      message: 'Informe a placa ou deixe a UF da placa em branco',
    });
  }
  const anoAtual = new Date().getFullYear();
  if (veiculo.anoFabricacao > anoAtual) {
    ctx.addIssue({
      code: 'custom',
      path: ['anoFabricacao'],
      message: `O valor máximo é ${anoAtual}`,
    });
  }
  if (
    veiculo.anoModelo !== veiculo.anoFabricacao &&
    veiculo.anoModelo !== veiculo.anoFabricacao + 1
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['anoModelo'],
      message: 'O ano modelo deve ser o ano de fabricação ou o seguinte',
    });
  }
}
