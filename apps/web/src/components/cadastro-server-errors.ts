import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorMessagesOf } from '../lib/http-client';

/**
 * Puts the server's field messages (a 400's `{ campo: 'endereco.cep', mensagem: 'endereco.cep:
 * CEP Inválido' }`, a 409's `{ campo: 'cnpj', ... }`) under the fields they name, without the
 * field prefix. The global notice has already listed them all; the form keeps what was typed.
 */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): void {
  for (const { campo, mensagem } of errorMessagesOf(error)) {
    const field = fields.find((name) => name === campo);
    if (field) {
      setError(field, { type: 'server', message: mensagem.replace(`${campo}: `, '') });
    }
  }
}
