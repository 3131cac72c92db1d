import {
  fornecedorSchema,
  type FORNECEDOR_SORT_KEYS,
  type Fornecedor,
  type FornecedorFiltro,
  type FornecedorInput,
} from '@portal/shared/fornecedores/schemas';
import { pageSchema } from '@portal/shared/common/paging';
import { sortParamOf, type CadastroPageRequest } from '../../components/cadastro-table';
import { receiveExportacao, type ResultadoExportacao } from '../../lib/download';
import { http, parseJson } from '../../lib/http';

export const FORNECEDORES_QUERY_KEY = ['fornecedores'] as const;

export type FornecedorSortKey = (typeof FORNECEDOR_SORT_KEYS)[number];

const fornecedorPageSchema = pageSchema(fornecedorSchema);

/** POST fornecedores/consultar: the filters in the body; page, size and sort in the query. */
export function listFornecedores(
  filtro: FornecedorFiltro,
  { page, size, sort }: CadastroPageRequest<FornecedorSortKey>,
) {
  return parseJson(
    http.post('fornecedores/consultar', {
      json: filtro,
      searchParams: { page, size, sort: sortParamOf(sort) },
    }),
    fornecedorPageSchema,
  );
}

export function fetchFornecedor(id: string): Promise<Fornecedor> {
  return parseJson(http.get(`fornecedores/${id}`), fornecedorSchema);
}

/** POST fornecedores (new) or PUT fornecedores/{id} (every field). */
export function saveFornecedor(id: string | null, input: FornecedorInput): Promise<Fornecedor> {
  const response = id
    ? http.put(`fornecedores/${id}`, { json: input })
    : http.post('fornecedores', { json: input });
  return parseJson(response, fornecedorSchema);
}

export async function deleteFornecedor(id: string): Promise<void> {
  await http.delete(`fornecedores/${id}`);
}

/**
 * GET fornecedores/csv: the current filters and the justification in the query string; the
 * CSV comes as a file (blob), named by the server. No timeout: an export may be large.
 */
export async function exportFornecedoresCsv(
  filtro: FornecedorFiltro,
  justificativaExportacao: string,
): Promise<ResultadoExportacao> {
  const searchParams = new URLSearchParams({ justificativaExportacao });
  for (const [key, value] of Object.entries(filtro)) {
    if (value !== undefined) searchParams.set(key, String(value));
  }
  const response = await http.get('fornecedores/csv', { searchParams, timeoutMs: false });
  return receiveExportacao(response, 'fornecedores.csv');
}
