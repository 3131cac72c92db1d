import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { clienteComboSchema } from '@portal/shared/common/opcoes';
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
