import type { ValidacaoDocumento } from '@portal/shared/validadores/schemas';
import { validacaoDocumentoSchema } from '@portal/shared/validadores/schemas';
import { http, parseJson } from '../../lib/http';

/** GET validadores/cpf-cnpj/{n} (spec §7): the server checks 11 characters as CPF, 14 as CNPJ. */
export function validateCpfCnpj(documento: string): Promise<ValidacaoDocumento> {
  return parseJson(
    http.get(`validadores/cpf-cnpj/${encodeURIComponent(documento)}`),
    validacaoDocumentoSchema,
  );
}
