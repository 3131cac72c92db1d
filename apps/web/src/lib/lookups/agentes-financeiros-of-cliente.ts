import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { agenteFinanceiroOpcaoSchema } from '@portal/shared/agentes-financeiros/schemas';
import { http, parseJson } from '../http';

/**
 * The prefix of every client's list: an agent's change or a new or removed association
 * refreshes them all, since an agent may work for many clients.
 */
export const AGENTES_FINANCEIROS_OF_CLIENTE_QUERY_KEY = [
  'lookups',
  'agentesFinanceiros/clientes',
] as const;

const agentesFinanceirosOfClienteSchema = z.array(agenteFinanceiroOpcaoSchema);

/**
 * The financial agents a client works with (GET agentesFinanceiros/clientes/{id}), each with
 * the `agenteFinanceiroClienteId` of its association.
 */
export function agentesFinanceirosOfClienteQuery(clienteId: string) {
  return queryOptions({
    queryKey: [...AGENTES_FINANCEIROS_OF_CLIENTE_QUERY_KEY, clienteId],
    queryFn: () =>
      parseJson(
        http.get(`agentesFinanceiros/clientes/${clienteId}`),
        agentesFinanceirosOfClienteSchema,
      ),
    staleTime: 60_000,
  });
}
