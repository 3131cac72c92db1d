import { clienteOption, clientesComboQuery } from '../../lib/lookups/clientes-combo';
import { LookupSelectField } from './lookup-select-field';
import type { SelectFieldProps } from './select-field';

export interface ClienteSelectFieldProps extends Omit<SelectFieldProps, 'data' | 'name'> {
  /** The form's path (default `clienteId`). */
  name?: string;
  /** The record's client, offered until the clients' list arrives. */
  current?: { id: string; nomeFantasia: string };
}

/**
 * Which client a record belongs to, among the clients the user sees (`clientes/todos-combo`).
 * Only a registradora user chooses (see `isClienteRequired` of `useFormKit`); render it for them.
 */
export function ClienteSelectField({
  name = 'clienteId',
  current,
  ...props
}: ClienteSelectFieldProps) {
  return (
    <LookupSelectField
      searchable
      {...props}
      name={name}
      query={clientesComboQuery()}
      toOption={clienteOption}
      fallback={current ? [clienteOption(current)] : []}
    />
  );
}
