import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from '@mantine/core';
import { clienteOption, clientesComboQuery } from '../lib/lookups/clientes-combo';
import type { FiltrosBinding } from './filtro-fields';

export interface ClienteSelectProps extends Omit<SelectProps, 'data'> {
  /** Asks for the clients only while true (a client's user has no choice to make). */
  enabled?: boolean;
}

/**
 * A client picked from the clients the user sees (`clientes/todos-combo`), outside a form: the
 * 'Cliente' filter of the list pages. A form's field is `form/cliente-select-field.tsx`.
 */
export function ClienteSelect({ enabled = true, ...props }: ClienteSelectProps) {
  const clientes = useQuery({ ...clientesComboQuery(), enabled });
  return <Select searchable clearable {...props} data={clientes.data?.map(clienteOption) ?? []} />;
}

export interface FiltroClienteProps<F extends { clienteId: string | null }> extends Omit<
  ClienteSelectProps,
  'value' | 'onChange' | 'name'
> {
  lista: FiltrosBinding<F>;
}

/** The 'Cliente' filter, bound to the filter `clienteId` of a list. */
export function FiltroCliente<F extends { clienteId: string | null }>({
  lista,
  ...props
}: FiltroClienteProps<F>) {
  return (
    <ClienteSelect
      {...props}
      value={lista.filters.clienteId}
      onChange={(clienteId) => lista.setFilters({ ...lista.filters, clienteId })}
    />
  );
}
