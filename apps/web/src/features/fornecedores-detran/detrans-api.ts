import { pageSchema } from '@portal/shared/common/paging';
import {
  fornecedorSchema,
  type Fornecedor,
  type FornecedorFiltro,
  type FornecedorInput,
} from '@portal/shared/fornecedores/schemas';
import { http, parseJson } from '../../lib/http';

export const DETRANS_QUERY_KEY = ['fornecedores', 'detrans'] as const;

export type DetranFiltro = Omit<FornecedorFiltro, 'tipo'>;

const fornecedorPageSchema = pageSchema(fornecedorSchema);

/** POST fornecedores/consultar, always of type DETRAN, in UF order. */
export function listDetrans(filtro: DetranFiltro, page: number, size: number) {
  return parseJson(
    http.post('fornecedores/consultar', {
      json: { ...filtro, tipo: 'DETRAN' } satisfies FornecedorFiltro,
      searchParams: { page, size, sort: 'uf,asc' },
    }),
    fornecedorPageSchema,
  );
}

export function fetchDetran(id: string): Promise<Fornecedor> {
  return parseJson(http.get(`fornecedores/${id}`), fornecedorSchema);
}

/** PUT fornecedores/{id}: every field (the server keeps a Detran's type and UF fixed). */
export function saveDetran(id: string, input: FornecedorInput): Promise<Fornecedor> {
  return parseJson(http.put(`fornecedores/${id}`, { json: input }), fornecedorSchema);
}
