import {
  clientePageSchema,
  clienteSchema,
  type Cliente,
  type ClienteFiltro,
  type ClienteInput,
  type ClienteSortKey,
} from '@portal/shared/clientes/schemas';
import { sortParamOf, type CadastroPageRequest } from '../../components/cadastro-table';
import { http, parseJson } from '../../lib/http';

export const CLIENTES_QUERY_KEY = ['clientes'] as const;

/** POST clientes/consultar: the filters in the body; page, size and sort in the query. */
export function listClientes(
  filtro: ClienteFiltro,
  { page, size, sort }: CadastroPageRequest<ClienteSortKey>,
) {
  return parseJson(
    http.post('clientes/consultar', {
      json: filtro,
      searchParams: { page, size, sort: sortParamOf(sort) },
    }),
    clientePageSchema,
  );
}

export function fetchCliente(id: string): Promise<Cliente> {
  return parseJson(http.get(`clientes/${id}`), clienteSchema);
}

/** POST clientes (new) or PUT clientes/{id} (a full replacement). */
export function saveCliente(id: string | null, input: ClienteInput): Promise<Cliente> {
  const response = id
    ? http.put(`clientes/${id}`, { json: input })
    : http.post('clientes', { json: input });
  return parseJson(response, clienteSchema);
}

export async function deleteCliente(id: string): Promise<void> {
  await http.delete(`clientes/${id}`);
}
