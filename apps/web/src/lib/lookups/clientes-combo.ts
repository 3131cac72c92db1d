import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { clienteComboSchema, type ClienteCombo } from '@portal/shared/common/opcoes';
import { http, parseJson } from '../http';

/** Refreshed by whatever creates, changes or deletes a client. */
export const CLIENTES_COMBO_QUERY_KEY = ['lookups', 'clientes/todos-combo'] as const;

const clientesComboSchema = z.array(clienteComboSchema);

/** The clients the user sees, as options (GET clientes/todos-combo). */
export function clientesComboQuery() {
  return queryOptions({
    queryKey: CLIENTES_COMBO_QUERY_KEY,
    queryFn: () => parseJson(http.get('clientes/todos-combo'), clientesComboSchema),
    staleTime: 60_000,
  });
}

/** A client as a select option: its nome fantasia. */
export function clienteOption(cliente: ClienteCombo): { value: string; label: string } {
  return { value: cliente.id, label: cliente.nomeFantasia };
}
