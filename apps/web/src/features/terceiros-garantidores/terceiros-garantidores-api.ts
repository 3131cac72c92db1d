import {
  terceiroGarantidorPageSchema,
  terceiroGarantidorSchema,
  type TerceiroGarantidor,
  type TerceiroGarantidorFiltro,
  type TerceiroGarantidorInput,
} from '@portal/shared/terceiros-garantidores/schemas';
import { http, parseJson } from '../../lib/http';

export const TERCEIROS_GARANTIDORES_QUERY_KEY = ['terceiros-garantidores'] as const;

/** POST terceiros-garantidores/consultar: the filters in the body, the page in the query. */
export function listTerceirosGarantidores(
  filtro: TerceiroGarantidorFiltro,
  page: number,
  size: number,
  sort: string,
) {
  return parseJson(
    http.post('terceiros-garantidores/consultar', {
      json: filtro,
      searchParams: { page, size, sort },
    }),
    terceiroGarantidorPageSchema,
  );
}

export function fetchTerceiroGarantidor(id: string): Promise<TerceiroGarantidor> {
  return parseJson(http.get(`terceiros-garantidores/${id}`), terceiroGarantidorSchema);
}

/** POST terceiros-garantidores (new) or PUT terceiros-garantidores/{id} (a full replacement). */
export function saveTerceiroGarantidor(
  id: string | null,
  input: TerceiroGarantidorInput,
): Promise<TerceiroGarantidor> {
  const response = id
    ? http.put(`terceiros-garantidores/${id}`, { json: input })
    : http.post('terceiros-garantidores', { json: input });
  return parseJson(response, terceiroGarantidorSchema);
}

export async function deleteTerceiroGarantidor(id: string): Promise<void> {
  await http.delete(`terceiros-garantidores/${id}`);
}
