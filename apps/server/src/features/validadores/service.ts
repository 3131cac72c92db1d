import {
  formatCnpj,
  formatCpf,
  isValidCnpj,
  isValidCpf,
  normalizeDocumento,
  tipoDocumentoOf,
  type TipoDocumento,
} from '@portal/shared/common/documentos';
import type { ValidacaoDocumento } from '@portal/shared/validadores/schemas';

const CHECKS: Record<TipoDocumento, { isValid(v: string): boolean; format(v: string): string }> = {
  CPF: { isValid: isValidCpf, format: formatCpf },
  CNPJ: { isValid: isValidCnpj, format: formatCnpj },
};

/** Checks `numero` as a document of `tipo`; `null` means "neither" (always invalid). */
function validate(numero: string, tipo: TipoDocumento | null): ValidacaoDocumento {
  const documento = normalizeDocumento(numero);
  const valido = tipo !== null && CHECKS[tipo].isValid(documento);
  return {
    valido,
    tipo,
    documento,
    formatado: valido && tipo ? CHECKS[tipo].format(documento) : null,
  };
}

export function validateCpf(numero: string): ValidacaoDocumento {
  return validate(numero, 'CPF');
}

/** Numeric and alphanumeric CNPJs (IN RFB 2.229/2024). */
export function validateCnpj(numero: string): ValidacaoDocumento {
  return validate(numero, 'CNPJ');
}

/** Spec §5: 11 characters are checked as a CPF, 14 as a CNPJ; any other length is invalid. */
export function validateCpfCnpj(numero: string): ValidacaoDocumento {
  return validate(numero, tipoDocumentoOf(numero));
}
