import { z } from 'zod';
import {
  clientePageSchema,
  clienteSchema,
  type Cliente,
  type ClienteFiltro,
  type ClienteInput,
  type ClienteSortKey,
} from '@portal/shared/clientes/schemas';
import { grupoEconomicoComboSchema } from '@portal/shared/grupos-economicos/schemas';
import { sortParamOf, type CadastroSort } from '../../components/cadastro-table';
import { http, parseJson } from '../../lib/http';

export const CLIENTES_QUERY_KEY = ['clientes'] as const;

export interface PageRequest {
  page: number;
  size: number;
  sort: CadastroSort<ClienteSortKey>;
}

/** POST clientes/consultar: the filters in the body; page, size and sort in the query. */
export function consultarClientes(filtro: ClienteFiltro, { page, size, sort }: PageRequest) {
  return parseJson(
    http.post('clientes/consultar', {
      json: filtro,
      searchParams: { page, size, sort: sortParamOf(sort) },
    }),
    clientePageSchema,
  );
}

export function buscarCliente(id: string): Promise<Cliente> {
  return parseJson(http.get(`clientes/${id}`), clienteSchema);
}

/** POST clientes (new) or PUT clientes/{id} (a full replacement). */
export function salvarCliente(id: string | null, input: ClienteInput): Promise<Cliente> {
  const response = id
    ? http.put(`clientes/${id}`, { json: input })
    : http.post('clientes', { json: input });
  return parseJson(response, clienteSchema);
}

export async function excluirCliente(id: string): Promise<void> {
  await http.delete(`clientes/${id}`);
}

/** The economic groups a client can belong to (GET grupos-economicos/todos-combo). */
export function listarGruposEconomicos() {
  return parseJson(http.get('grupos-economicos/todos-combo'), z.array(grupoEconomicoComboSchema));
}
