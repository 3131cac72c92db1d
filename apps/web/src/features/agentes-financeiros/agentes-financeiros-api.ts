import {
  agenteFinanceiroClienteSchema,
  agenteFinanceiroPageSchema,
  agenteFinanceiroSchema,
  type AgenteFinanceiro,
  type AgenteFinanceiroCreate,
  type AgenteFinanceiroFiltro,
  type AgenteFinanceiroInput,
  type AgenteFinanceiroSortKey,
} from '@portal/shared/agentes-financeiros/schemas';
import { sortParamOf, type CadastroPageRequest } from '../../components/cadastro-table';
import { http, parseJson } from '../../lib/http';

export const AGENTES_FINANCEIROS_QUERY_KEY = ['agentesFinanceiros'] as const;

/** POST agentesFinanceiros/consultar: the filters in the body; page, size and sort in the query. */
export function listAgentesFinanceiros(
  filtro: AgenteFinanceiroFiltro,
  { page, size, sort }: CadastroPageRequest<AgenteFinanceiroSortKey>,
) {
  return parseJson(
    http.post('agentesFinanceiros/consultar', {
      json: filtro,
      searchParams: { page, size, sort: sortParamOf(sort) },
    }),
    agenteFinanceiroPageSchema,
  );
}

/** GET agentesFinanceiros/agenteID/{id}: the agent with the clients it works for. */
export function fetchAgenteFinanceiro(id: string): Promise<AgenteFinanceiro> {
  return parseJson(http.get(`agentesFinanceiros/agenteID/${id}`), agenteFinanceiroSchema);
}

/** POST agentesFinanceiros: the agent and its first clients, in one go. */
export function createAgenteFinanceiro(input: AgenteFinanceiroCreate): Promise<AgenteFinanceiro> {
  return parseJson(http.post('agentesFinanceiros', { json: input }), agenteFinanceiroSchema);
}

/** PUT agentesFinanceiros/{id}: the agent's data (its clients change through the calls below). */
export function updateAgenteFinanceiro(
  id: string,
  input: AgenteFinanceiroInput,
): Promise<AgenteFinanceiro> {
  return parseJson(http.put(`agentesFinanceiros/${id}`, { json: input }), agenteFinanceiroSchema);
}

export async function deleteAgenteFinanceiro(id: string): Promise<void> {
  await http.delete(`agentesFinanceiros/${id}`);
}

/** POST agentesFinanceiros/{id}/clientes/{clienteId} (repeating it changes nothing). */
export function associateCliente(id: string, clienteId: string) {
  return parseJson(
    http.post(`agentesFinanceiros/${id}/clientes/${clienteId}`),
    agenteFinanceiroClienteSchema,
  );
}

/** DELETE agentesFinanceiros/{id}/clientes/{clienteId}. */
export async function dissociateCliente(id: string, clienteId: string): Promise<void> {
  await http.delete(`agentesFinanceiros/${id}/clientes/${clienteId}`);
}
