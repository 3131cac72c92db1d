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
export function listDespachantes(
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

export function fetchDespachante(id: string): Promise<Despachante> {
  return parseJson(http.get(`despachantes/${id}`), despachanteSchema);
}

/** POST despachantes (new) or PUT despachantes/{id} (a full replacement). */
export function saveDespachante(id: string | null, input: DespachanteInput): Promise<Despachante> {
  const response = id
    ? http.put(`despachantes/${id}`, { json: input })
    : http.post('despachantes', { json: input });
  return parseJson(response, despachanteSchema);
}

export async function deleteDespachante(id: string): Promise<void> {
  await http.delete(`despachantes/${id}`);
}
