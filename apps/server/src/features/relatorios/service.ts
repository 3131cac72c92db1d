import type { PageRequest } from '@portal/shared/common/paging';
import {
  eventoAcessoFiltroSchema,
  usuarioRelatorioFiltroSchema,
  type EventoAcesso,
  type EventoAcessoFiltro,
  type EventoAcessoQuery,
  type ExportacaoSegundoPlano,
  type ExportacaoSegundoPlanoFiltro,
  type ExportacaoSegundoPlanoPage,
  type SessaoAtiva,
  type SessaoAtivaFiltro,
  type UsuarioRelatorio,
  type UsuarioRelatorioFiltro,
  type UsuarioRelatorioQuery,
} from '@portal/shared/relatorios/schemas';
import type { AuthContext } from '../../lib/auth-context';
import { AppError, invalid, orNotFound } from '../../lib/errors';
import type { ExportAnswer, Exporter } from '../../lib/export/exporter';
import { EVENTO_EXPORT_COLUMNS, USUARIO_EXPORT_COLUMNS } from './export-columns';
import type { RelatoriosRepository } from './repository';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** An export needs EXPORTAR_RELATORIOS and, always, the justification the audit keeps. */
function checkExport(auth: AuthContext, justificativa: string | undefined): string {
  if (!auth.roles.has('EXPORTAR_RELATORIOS')) {
    throw new AppError('FORBIDDEN', 'Sem permissão para exportar relatórios.');
  }
  if (!justificativa) {
    throw invalid('justificativaExportacao', 'Campo obrigatório');
  }
  return justificativa;
}

/** The access, users and active-session reports (spec §2.4). */
export function createRelatoriosService(repository: RelatoriosRepository, exporter: Exporter) {
  const exportacaoAcessos = exporter.source({
    id: 'relatorios.acessos',
    recurso: 'acessos',
    permissoes: ['RELATORIO_ACESSO', 'EXPORTAR_RELATORIOS'],
    filtro: eventoAcessoFiltroSchema,
    columns: EVENTO_EXPORT_COLUMNS,
    rows: (auth, filtro) => ({
      count: () => repository.countEventos(auth, filtro),
      chunk: (after, limit) => repository.eventosChunk(auth, filtro, after, limit),
      cursorOf: (row) => ({ key: row.cursor, id: String(row.id) }),
    }),
  });
  const exportacaoUsuarios = exporter.source({
    id: 'relatorios.usuarios',
    recurso: 'usuarios',
    permissoes: ['RELATORIO_USUARIOS', 'EXPORTAR_RELATORIOS'],
    filtro: usuarioRelatorioFiltroSchema,
    columns: USUARIO_EXPORT_COLUMNS,
    rows: (auth, filtro) => ({
      count: () => repository.countUsuarios(auth, filtro),
      chunk: (after, limit) => repository.usuariosChunk(auth, filtro, after, limit),
      cursorOf: (row) => ({ key: row.nome, id: row.id }),
    }),
  });

  return {
    async acesso(auth: AuthContext, filtro: EventoAcessoFiltro, page: PageRequest) {
      const { content, totalElements, totalExato } = await repository.eventos(auth, filtro, page);
      return {
        totalExato,
        content: content.map((row): EventoAcesso => ({
          ...row,
          id: String(row.id),
          em: row.em.toISOString(),
          tipo: row.tipo as EventoAcesso['tipo'],
        })),
        totalElements,
      };
    },

    exportAcessos(
      auth: AuthContext,
      filtro: EventoAcessoFiltro,
      query: EventoAcessoQuery & { formato: 'csv' | 'xlsx' },
      ip: string,
    ): Promise<ExportAnswer> {
      const justificativa = checkExport(auth, query.justificativaExportacao);
      return exportacaoAcessos.start(auth, { formato: query.formato, filtro, justificativa, ip });
    },

    async usuarios(
      auth: AuthContext,
      filtro: UsuarioRelatorioFiltro,
      page: PageRequest<'nome' | 'username' | 'ultimoAcesso'>,
    ) {
      const { content, totalElements } = await repository.usuarios(auth, filtro, page);
      return {
        content: content.map((row): UsuarioRelatorio => ({
          ...row,
          status: row.status as UsuarioRelatorio['status'],
          ultimoAcesso: iso(row.ultimoAcesso),
        })),
        totalElements,
      };
    },

    exportUsuarios(
      auth: AuthContext,
      filtro: UsuarioRelatorioFiltro,
      query: UsuarioRelatorioQuery & { formato: 'csv' | 'xlsx' },
      ip: string,
    ): Promise<ExportAnswer> {
      const justificativa = checkExport(auth, query.justificativaExportacao);
      return exportacaoUsuarios.start(auth, { formato: query.formato, filtro, justificativa, ip });
    },

    async segundoPlano(
      auth: AuthContext,
      filtro: ExportacaoSegundoPlanoFiltro,
      page: PageRequest<'createdAt'>,
    ): Promise<ExportacaoSegundoPlanoPage> {
      const { content, totalElements } = await repository.segundoPlano(auth, filtro, page);
      return {
        content: content.map((row) => ({
          ...row,
          formato: row.formato as ExportacaoSegundoPlano['formato'],
          situacao: row.situacao as ExportacaoSegundoPlano['situacao'],
          createdAt: row.createdAt.toISOString(),
          concluidaEm: iso(row.concluidaEm),
        })),
        totalElements,
      };
    },

    async sessoes(
      auth: AuthContext,
      filtro: SessaoAtivaFiltro,
      page: PageRequest<'inicio' | 'expira'>,
    ) {
      const { content, totalElements } = await repository.sessoes(auth, filtro, page);
      return {
        content: content.map((row): SessaoAtiva => ({
          ...row,
          inicio: row.inicio.toISOString(),
          expira: row.expira.toISOString(),
          propria: row.id === auth.sessaoId,
        })),
        totalElements,
      };
    },

    /**
     * Ends a session at once: its token answers 401 from the next request on, and the access
     * log records who ended it, from which address.
     */
    async endSessao(auth: AuthContext, id: string, ip: string): Promise<void> {
      if (id === auth.sessaoId) {
        throw new AppError('CONFLICT', 'Para encerrar a própria sessão, use Sair.');
      }
      orNotFound(await repository.endSession(auth, id, ip));
    },
  };
}

export type RelatoriosService = ReturnType<typeof createRelatoriosService>;
