import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from '@mantine/core';
import { clienteOption, clientesComboQuery } from '../lib/lookups/clientes-combo';

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
