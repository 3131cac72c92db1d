import { z } from 'zod';
import { cidadeSchema } from '@portal/shared/cidades/schemas';
import { clienteComboSchema } from '@portal/shared/clientes/schemas';
import { pageSchema } from '@portal/shared/common/paging';
import {
  despachantePageSchema,
  despachanteSchema,
  type Despachante,
  type DespachanteFiltro,
  type DespachanteInput,
} from '@portal/shared/despachantes/schemas';
import { http, parseJson } from '../../lib/http';

export const DESPACHANTES_QUERY_KEY = ['despachantes'] as const;

/** POST despachantes/consultar: the filters in the body, the page in the query. */
export function consultarDespachantes(
  filtro: DespachanteFiltro,
  page: number,
  size: number,
  sort: string,
) {
  return parseJson(
    http.post('despachantes/consultar', { json: filtro, searchParams: { page, size, sort } }),
    despachantePageSchema,
  );
}

export function buscarDespachante(id: string): Promise<Despachante> {
  return parseJson(http.get(`despachantes/${id}`), despachanteSchema);
}

/** POST despachantes (new) or PUT despachantes/{id} (a full replacement). */
export function salvarDespachante(
  id: string | null,
  input: DespachanteInput,
): Promise<Despachante> {
  const response = id
    ? http.put(`despachantes/${id}`, { json: input })
    : http.post('despachantes', { json: input });
  return parseJson(response, despachanteSchema);
}

export async function excluirDespachante(id: string): Promise<void> {
  await http.delete(`despachantes/${id}`);
}

/** The clients a registradora user chooses from (GET clientes/todos-combo). */
export function listarClientes() {
  return parseJson(http.get('clientes/todos-combo'), z.array(clienteComboSchema));
}

/** Every municipality of a UF, for the city select (a UF has at most ~850). */
export async function listarCidades(uf: string) {
  const page = await parseJson(
    http.get('cidades', { searchParams: { uf, size: 6000 } }),
    pageSchema(cidadeSchema),
  );
  return page.content;
}
