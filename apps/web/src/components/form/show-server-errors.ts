import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { errorMessagesOf } from '../../lib/http-client';

export type ServerErrorForm<T extends FieldValues> = Pick<
  UseFormReturn<T, unknown, unknown>,
  'control' | 'getValues' | 'setError'
>;

/**
 * Whether the form knows `path` ('endereco.cep', 'veiculos.2.chassi'): a field mounted under
 * that name, or a value the form holds there (arrays walked by index).
 */
export function isFormPath<T extends FieldValues>(form: ServerErrorForm<T>, path: string): boolean {
  // react-hook-form names its mounted fields in `_names.mount`; no public call lists them.
  if (form.control._names.mount.has(path)) return true;
  let node: unknown = form.getValues();
  for (const key of path.split('.')) {
    if (typeof node !== 'object' || node === null || !(key in node)) return false;
    node = (node as Record<string, unknown>)[key];
  }
  return true;
}

/**
 * Puts the server's field messages (a 400's `{ campo: 'endereco.cep', mensagem: 'endereco.cep:
 * CEP Inválido' }`, a 409's `{ campo: 'cnpj', ... }`) under the fields they name, without the
 * field prefix, for any path the form knows. The global notice (spec §8) has already listed
 * them all, so a message for no field of this form is still seen; the form keeps what was typed.
 */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  form: ServerErrorForm<T>,
): void {
  for (const { campo, mensagem } of errorMessagesOf(error)) {
    if (campo && isFormPath(form, campo)) {
      form.setError(campo as Path<T>, {
        type: 'server',
        message: mensagem.replace(`${campo}: `, ''),
      });
    }
  }
}
