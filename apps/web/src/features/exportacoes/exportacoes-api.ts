import { exportacaoPageSchema, linkDownloadSchema } from '@portal/shared/exportacoes/schemas';
import type { RefreshFlags } from '../../lib/background-refresh';
import { openDownloadLink } from '../../lib/download';
import { http, parseJson } from '../../lib/http';

export const EXPORTACOES_QUERY_KEY = ['exportacoes'] as const;

/** GET exportacoes: the caller's background exports, newest first. */
export function listExportacoes(
  page: number,
  size: number,
  sort: string,
  flags: RefreshFlags = {},
) {
  return parseJson(
    http.get('exportacoes', { searchParams: { page, size, sort }, ...flags }),
    exportacaoPageSchema,
  );
}

/**
 * POST exportacoes/{protocolo}/link, then the browser downloads the file by that one-minute
 * link, straight to disk (a background export is large by definition: never held in a Blob).
 */
export async function downloadExportacao(protocolo: string): Promise<void> {
  const { url } = await parseJson(http.post(`exportacoes/${protocolo}/link`), linkDownloadSchema);
  openDownloadLink(url);
}
