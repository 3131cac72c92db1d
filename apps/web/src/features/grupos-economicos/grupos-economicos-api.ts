import { clientePageSchema } from '@portal/shared/clientes/schemas';
import {
  grupoEconomicoPageSchema,
  grupoEconomicoSchema,
  type GrupoEconomico,
  type GrupoEconomicoFiltro,
  type GrupoEconomicoInput,
} from '@portal/shared/grupos-economicos/schemas';
import { http, parseJson } from '../../lib/http';

export const GRUPOS_QUERY_KEY = ['grupos-economicos'] as const;

/** POST grupos-economicos/consultar: the filters in the body, the page in the query. */
export function listGrupos(filtro: GrupoEconomicoFiltro, page: number, size: number) {
  return parseJson(
    http.post('grupos-economicos/consultar', {
      json: filtro,
      searchParams: { page, size, sort: 'nome,asc' },
    }),
    grupoEconomicoPageSchema,
  );
}

export function fetchGrupo(id: string): Promise<GrupoEconomico> {
  return parseJson(http.get(`grupos-economicos/${id}`), grupoEconomicoSchema);
}

/** POST grupos-economicos (new) or PUT grupos-economicos/{id} (a full replacement). */
export function saveGrupo(id: string | null, input: GrupoEconomicoInput) {
  const response = id
    ? http.put(`grupos-economicos/${id}`, { json: input })
    : http.post('grupos-economicos', { json: input });
  return parseJson(response, grupoEconomicoSchema);
}

export async function deleteGrupo(id: string): Promise<void> {
  await http.delete(`grupos-economicos/${id}`);
}

/** The clients that belong to a group (POST clientes/consultar filtered by the group). */
export function listClientesDoGrupo(grupoEconomicoId: string, page: number, size: number) {
  return parseJson(
    http.post('clientes/consultar', {
      json: { grupoEconomicoId },
      searchParams: { page, size, sort: 'nomeFantasia,asc' },
    }),
    clientePageSchema,
  );
}
