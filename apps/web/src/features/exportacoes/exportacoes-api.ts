import { exportacaoPageSchema } from '@portal/shared/exportacoes/schemas';
import { saveResponse } from '../../lib/download';
import { http, parseJson } from '../../lib/http';

export const EXPORTACOES_QUERY_KEY = ['exportacoes'] as const;

/** GET exportacoes: the caller's background exports, newest first. */
export function listExportacoes(page: number, size: number, sort: string) {
  return parseJson(
    http.get('exportacoes', { searchParams: { page, size, sort } }),
    exportacaoPageSchema,
  );
}

/** GET exportacoes/{protocolo}/arquivo: the generated file, saved; resolves to its name. No timeout. */
export async function baixarExportacao(protocolo: string, formato: string): Promise<string> {
  const response = await http.get(`exportacoes/${protocolo}/arquivo`, { timeoutMs: false });
  return saveResponse(response, `${protocolo}.${formato}`);
}
