import {
  eventoAcessoPageSchema,
  exportacaoSegundoPlanoPageSchema,
  sessaoAtivaPageSchema,
  usuarioRelatorioPageSchema,
  type EventoAcessoFiltro,
  type ExportacaoSegundoPlanoFiltro,
  type SessaoAtivaFiltro,
  type UsuarioRelatorioFiltro,
} from '@portal/shared/relatorios/schemas';
import { receiveExportacao, type ResultadoExportacao } from '../../lib/download';
import { http, parseJson } from '../../lib/http';

export const RELATORIOS_QUERY_KEY = ['relatorios'] as const;

interface PageParams {
  page: number;
  size: number;
  sort?: string;
}

const searchParamsOf = ({ page, size, sort }: PageParams) => ({
  page,
  size,
  ...(sort ? { sort } : {}),
});

/** POST relatorios/acesso: logins, failures, locks and logouts. */
export function listEventosAcesso(filtro: EventoAcessoFiltro, params: PageParams) {
  return parseJson(
    http.post('relatorios/acesso', { json: filtro, searchParams: searchParamsOf(params) }),
    eventoAcessoPageSchema,
  );
}

/** POST relatorios/usuarios. */
export function listUsuariosRelatorio(filtro: UsuarioRelatorioFiltro, params: PageParams) {
  return parseJson(
    http.post('relatorios/usuarios', { json: filtro, searchParams: searchParamsOf(params) }),
    usuarioRelatorioPageSchema,
  );
}

/** POST relatorios/segundo-plano: every background export in the caller's scope. */
export function listExportacoesSegundoPlano(
  filtro: ExportacaoSegundoPlanoFiltro,
  params: PageParams,
) {
  return parseJson(
    http.post('relatorios/segundo-plano', { json: filtro, searchParams: searchParamsOf(params) }),
    exportacaoSegundoPlanoPageSchema,
  );
}

/** POST relatorios/sessoes-ativas. */
export function listSessoesAtivas(filtro: SessaoAtivaFiltro, params: PageParams) {
  return parseJson(
    http.post('relatorios/sessoes-ativas', { json: filtro, searchParams: searchParamsOf(params) }),
    sessaoAtivaPageSchema,
  );
}

/** DELETE relatorios/sessoes-ativas/{id}: the session ends at once. */
export async function endSessao(id: string): Promise<void> {
  await http.delete(`relatorios/sessoes-ativas/${id}`);
}

/**
 * A report's whole filter as a file (`?formato=`), with the justification the audit keeps;
 * resolves to the file's name. No timeout: an export may be large.
 */
export async function exportRelatorio(
  relatorio: 'acesso' | 'usuarios',
  filtro: object,
  formato: 'csv' | 'xlsx',
  justificativaExportacao: string,
): Promise<ResultadoExportacao> {
  const response = await http.post(`relatorios/${relatorio}`, {
    json: filtro,
    searchParams: new URLSearchParams({ formato, justificativaExportacao }),
    timeoutMs: false,
  });
  return receiveExportacao(response, `${relatorio}.${formato}`);
}
