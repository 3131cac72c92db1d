import {
  veiculoPageSchema,
  veiculoSchema,
  type Veiculo,
  type VeiculoFiltro,
  type VeiculoInput,
} from '@portal/shared/veiculos/schemas';
import { http, parseJson } from '../../lib/http';

export const VEICULOS_QUERY_KEY = ['veiculos'] as const;

/** POST veiculos/consultar: the filters in the body, the page in the query. */
export function listVeiculos(filtro: VeiculoFiltro, page: number, size: number, sort: string) {
  return parseJson(
    http.post('veiculos/consultar', { json: filtro, searchParams: { page, size, sort } }),
    veiculoPageSchema,
  );
}

export function fetchVeiculo(id: string): Promise<Veiculo> {
  return parseJson(http.get(`veiculos/${id}`), veiculoSchema);
}

/** POST veiculos (new) or PUT veiculos/{id} (a full replacement). */
export function saveVeiculo(id: string | null, input: VeiculoInput): Promise<Veiculo> {
  const response = id
    ? http.put(`veiculos/${id}`, { json: input })
    : http.post('veiculos', { json: input });
  return parseJson(response, veiculoSchema);
}

export async function deleteVeiculo(id: string): Promise<void> {
  await http.delete(`veiculos/${id}`);
}
