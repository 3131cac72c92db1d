import {
  fornecedorSchema,
  type FORNECEDOR_SORT_KEYS,
  type Fornecedor,
  type FornecedorFiltro,
  type FornecedorInput,
} from '@portal/shared/fornecedores/schemas';
import { pageSchema } from '@portal/shared/common/paging';
import { sortParamOf, type CadastroSort } from '../../components/cadastro-table';
import { http, parseJson } from '../../lib/http';

export const FORNECEDORES_QUERY_KEY = ['fornecedores'] as const;

export type FornecedorSortKey = (typeof FORNECEDOR_SORT_KEYS)[number];

export interface PageRequest {
  page: number;
  size: number;
  sort: CadastroSort<FornecedorSortKey>;
}

const fornecedorPageSchema = pageSchema(fornecedorSchema);

/** POST fornecedores/consultar: the filters in the body; page, size and sort in the query. */
export function consultarFornecedores(filtro: FornecedorFiltro, { page, size, sort }: PageRequest) {
  return parseJson(
    http.post('fornecedores/consultar', {
      json: filtro,
      searchParams: { page, size, sort: sortParamOf(sort) },
    }),
    fornecedorPageSchema,
  );
}

export function buscarFornecedor(id: string): Promise<Fornecedor> {
  return parseJson(http.get(`fornecedores/${id}`), fornecedorSchema);
}

/** POST fornecedores (new) or PUT fornecedores/{id} (every field). */
export function salvarFornecedor(id: string | null, input: FornecedorInput): Promise<Fornecedor> {
  const response = id
    ? http.put(`fornecedores/${id}`, { json: input })
    : http.post('fornecedores', { json: input });
  return parseJson(response, fornecedorSchema);
}

export async function excluirFornecedor(id: string): Promise<void> {
  await http.delete(`fornecedores/${id}`);
}

/**
 * The file name of a download, from `Content-Disposition` (RFC 6266: `filename*` wins over
 * `filename`), or `fallback`.
 */
export function fileNameOf(contentDisposition: string | null, fallback: string): string {
  if (!contentDisposition) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(contentDisposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: fall back to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(contentDisposition);
  return plain?.[1]?.trim() || fallback;
}

/** Hands a downloaded file to the browser under `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL is no longer needed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * GET fornecedores/csv: the current filters and the justification in the query string; the
 * CSV comes as a file (blob), named by the server. No timeout: an export may be large.
 */
export async function exportarFornecedoresCsv(
  filtro: FornecedorFiltro,
  justificativaExportacao: string,
): Promise<string> {
  const searchParams = new URLSearchParams({ justificativaExportacao });
  for (const [key, value] of Object.entries(filtro)) {
    if (value !== undefined) searchParams.set(key, String(value));
  }
  const response = await http.get('fornecedores/csv', { searchParams, timeoutMs: false });
  const fileName = fileNameOf(response.headers.get('content-disposition'), 'fornecedores.csv');
  saveFile(await response.blob(), fileName);
  return fileName;
}
