import {
  pedidoConsultaPageSchema,
  type PedidoConsultaFiltro,
  type PedidoConsultaSortKey,
} from '@portal/shared/contratos/consulta-schemas';
import { sortParamOf, type CadastroPageRequest } from '../../components/cadastro-table';
import { receiveExportacao, type ResultadoExportacao } from '../../lib/download';
import { http, parseJson } from '../../lib/http';

export const PEDIDOS_CONSULTA_QUERY_KEY = ['pedidos-consulta'] as const;

/**
 * POST v2/pedidos/consultar: the filters in the body; page, size and sort in the query, and the
 * cursor of a page already read with the same filter, size and sort (the server then reads
 * the page from it, by keyset, instead of counting rows from the start).
 */
export function searchPedidos(
  filtro: PedidoConsultaFiltro,
  { page, size, sort }: CadastroPageRequest<PedidoConsultaSortKey>,
  cursor?: string,
) {
  return parseJson(
    http.post('v2/pedidos/consultar', {
      json: filtro,
      searchParams: { page, size, sort: sortParamOf(sort), ...(cursor ? { cursor } : {}) },
    }),
    pedidoConsultaPageSchema,
  );
}

/**
 * The same call with `?formato=`: the whole filter as a file (blob), named by the server, and
 * the justification when the user gives one. No timeout: an export may be large.
 */
export async function exportPedidos(
  filtro: PedidoConsultaFiltro,
  formato: 'csv' | 'xlsx',
  justificativaExportacao: string | null,
): Promise<ResultadoExportacao> {
  const searchParams = new URLSearchParams({ formato });
  if (justificativaExportacao) searchParams.set('justificativaExportacao', justificativaExportacao);
  const response = await http.post('v2/pedidos/consultar', {
    json: filtro,
    searchParams,
    timeoutMs: false,
  });
  return receiveExportacao(response, `pedidos.${formato}`);
}
