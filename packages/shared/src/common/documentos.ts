import { formatCnpj as formatCnpjLib } from '@brazilian-utils/brazilian-utils/format-cnpj';
import { formatCpf as formatCpfLib } from '@brazilian-utils/brazilian-utils/format-cpf';
import { isValidCnpj as isValidCnpjLib } from '@brazilian-utils/brazilian-utils/is-valid-cnpj';
import { isValidCpf as isValidCpfLib } from '@brazilian-utils/brazilian-utils/is-valid-cpf';
import { z } from 'zod';

/** Spec §9: CPF length 11, CNPJ length 14. */
export const CPF_LENGTH = 11;
export const CNPJ_LENGTH = 14;

export const DOCUMENTO_MENSAGENS = {
  cpf: 'CPF Inválido',
  cnpj: 'CNPJ Inválido',
  cpfCnpj: 'CPF/CNPJ Inválido',
} as const;

export type TipoDocumento = 'CPF' | 'CNPJ';

const SEPARATORS = /[\s./-]/g;
const CPF_SHAPE = /^\d{11}$/;
/** IN RFB 2.229/2024: 12 characters of [0-9A-Z] (root and branch), then 2 numeric check digits. */
const CNPJ_SHAPE = /^[0-9A-Z]{12}\d{2}$/;

/**
 * The document as stored and sent: without the mask's separators (dots, slash, dash, spaces)
 * and in upper case, since an alphanumeric CNPJ's letters may be typed in lower case. Any
 * other character stays, so that it makes the document invalid instead of being ignored.
 */
export function normalizeDocumento(value: string): string {
  return value.replace(SEPARATORS, '').toUpperCase();
}

/** A CPF (11 digits, two mod-11 check digits), with or without its mask. */
export function isValidCpf(value: string): boolean {
  const documento = normalizeDocumento(value);
  return CPF_SHAPE.test(documento) && isValidCpfLib(documento);
}

/**
 * A CNPJ, numeric or alphanumeric (IN RFB 2.229/2024: each character counts as its ASCII code
 * minus 48 under the usual mod-11 weights), with or without its mask, letters in either case.
 */
export function isValidCnpj(value: string): boolean {
  const documento = normalizeDocumento(value);
  // version 2 accepts both formats; the library's default (1) refuses letters.
  return CNPJ_SHAPE.test(documento) && isValidCnpjLib(documento, { version: 2 });
}

/** What spec §5's validator checks a document as: 11 characters are a CPF, 14 a CNPJ. */
export function tipoDocumentoOf(value: string): TipoDocumento | null {
  const { length } = normalizeDocumento(value);
  if (length === CPF_LENGTH) return 'CPF';
  if (length === CNPJ_LENGTH) return 'CNPJ';
  return null;
}

/** A valid CPF or a valid CNPJ, told apart by length. */
export function isValidCpfCnpj(value: string): boolean {
  const tipo = tipoDocumentoOf(value);
  if (tipo === 'CPF') return isValidCpf(value);
  if (tipo === 'CNPJ') return isValidCnpj(value);
  return false;
}

/** '000.000.000-00', or '' unless the value is exactly 11 digits (check digits not required). */
export function formatCpf(value: string): string {
  const documento = normalizeDocumento(value);
  return CPF_SHAPE.test(documento) ? formatCpfLib(documento) : '';
}

/**
 * '12.ABC.345/01DE-35', or '' unless the value is exactly 14 CNPJ characters (12 of [0-9A-Z],
 * 2 digits), as spec §2.6 shows a CNPJ column; the check digits are not required.
 */
export function formatCnpj(value: string): string {
  const documento = normalizeDocumento(value);
  return CNPJ_SHAPE.test(documento) ? formatCnpjLib(documento, { version: 2 }) : '';
}

/** The CPF or CNPJ mask by length, or '' when the value is neither. */
export function formatCpfCnpj(value: string): string {
  return formatCpf(value) || formatCnpj(value);
}

/**
 * A document field: the output is the normalized value (no separators, upper case); an empty
 * value is 'Campo obrigatório' and an invalid one gets the spec's message ('CPF Inválido'...).
 * `overwrite` keeps it a plain string schema, so it still describes itself in the OpenAPI.
 */
function documentoSchema(isValid: (value: string) => boolean, message: string) {
  return z
    .string()
    .overwrite(normalizeDocumento)
    .min(1, { abort: true })
    .refine(isValid, { message });
}

export const cpfSchema = documentoSchema(isValidCpf, DOCUMENTO_MENSAGENS.cpf).meta({
  description: 'CPF, com ou sem máscara (11 dígitos).',
  example: '529.982.247-25',
});
export const cnpjSchema = documentoSchema(isValidCnpj, DOCUMENTO_MENSAGENS.cnpj).meta({
  description:
    'CNPJ, com ou sem máscara: 14 caracteres, numérico ou alfanumérico (IN RFB 2.229/2024). ' +
    'Respondido sem separadores, letras em maiúsculas.',
  example: '11.222.333/0001-81',
});
export const cpfCnpjSchema = documentoSchema(isValidCpfCnpj, DOCUMENTO_MENSAGENS.cpfCnpj).meta({
  description:
    'CPF (11 dígitos) ou CNPJ (14 caracteres, também alfanumérico), com ou sem máscara. ' +
    'Respondido sem separadores.',
  example: '529.982.247-25',
});

/**
 * Part of a CPF or CNPJ typed into a search filter: separators dropped, letters upper-cased
 * (alphanumeric CNPJs), matched anywhere in the stored 11 or 14 characters.
 */
export const cpfCnpjFiltroSchema = z
  .string()
  .transform(normalizeDocumento)
  .pipe(z.string().regex(/^[0-9A-Z]{0,14}$/, 'CPF/CNPJ Inválido'))
  .meta({ description: 'Parte do CPF ou do CNPJ, com ou sem máscara.', example: '529982' });

/**
 * Part of a CNPJ typed into a search filter: separators dropped, letters upper-cased
 * (alphanumeric CNPJs), matched as a prefix or infix of the stored 14 characters.
 */
export const cnpjFiltroSchema = z
  .string()
  .transform(normalizeDocumento)
  .pipe(z.string().regex(/^[0-9A-Z]{0,14}$/, 'CNPJ Inválido'))
  .meta({ description: 'Parte do CNPJ, com ou sem máscara.', example: '11.222' });

/**
 * A CPF or CNPJ as a public document may show it (LGPD: enough to confirm whose it is, not
 * enough to take it): a CPF keeps its middle six digits (`***.456.789-**`), a CNPJ its root's
 * last six and its branch (`**.345.678/0001-**`). Anything else is hidden whole.
 */
export function mascararCpfCnpj(value: string): string {
  const documento = normalizeDocumento(value);
  if (CPF_SHAPE.test(documento)) {
    return `***.${documento.slice(3, 6)}.${documento.slice(6, 9)}-**`;
  }
  if (CNPJ_SHAPE.test(documento)) {
    return `**.${documento.slice(2, 5)}.${documento.slice(5, 8)}/${documento.slice(8, 12)}-**`;
  }
  return '***';
}
