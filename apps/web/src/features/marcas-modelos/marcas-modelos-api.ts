import {
  marcaModeloPageSchema,
  marcaModeloSchema,
  type MarcaModelo,
  type MarcaModeloFiltro,
  type MarcaModeloInput,
} from '@portal/shared/marcas-modelos/schemas';
import { http, parseJson } from '../../lib/http';

export const MARCAS_MODELOS_QUERY_KEY = ['marcas-modelos'] as const;

/** POST marcas-modelos/consultar: the filters in the body, the page in the query. */
export function listMarcasModelos(
  filtro: MarcaModeloFiltro,
  page: number,
  size: number,
  sort: string,
) {
  return parseJson(
    http.post('marcas-modelos/consultar', { json: filtro, searchParams: { page, size, sort } }),
    marcaModeloPageSchema,
  );
}

export function fetchMarcaModelo(id: string): Promise<MarcaModelo> {
  return parseJson(http.get(`marcas-modelos/${id}`), marcaModeloSchema);
}

/** POST marcas-modelos (new) or PUT marcas-modelos/{id} (a full replacement). */
export function saveMarcaModelo(id: string | null, input: MarcaModeloInput): Promise<MarcaModelo> {
  const response = id
    ? http.put(`marcas-modelos/${id}`, { json: input })
    : http.post('marcas-modelos', { json: input });
  return parseJson(response, marcaModeloSchema);
}

export async function deleteMarcaModelo(id: string): Promise<void> {
  await http.delete(`marcas-modelos/${id}`);
}
