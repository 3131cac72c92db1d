import type { PageRequest } from '@portal/shared/common/paging';
import type { ExportacaoSituacao } from '@portal/shared/common/exportacao';
import type { Exportacao, ExportacaoPage } from '@portal/shared/exportacoes/schemas';
import type { ArquivoStore } from '../../lib/arquivos/store';
import type { AuthContext } from '../../lib/auth-context';
import { AppError, notFound } from '../../lib/errors';
import { downloadHeaders, type ExportFormat } from '../../lib/export/download';
import type { Exporter, ExportFile } from '../../lib/export/exporter';
import type { ExportacaoRow, ExportacoesRepository } from './repository';

export const EXPORTACOES_MENSAGENS = {
  naoPronta: 'O arquivo desta exportação ainda não está pronto. Tente de novo em instantes.',
  falhou: 'Esta exportação falhou e não tem arquivo. Peça a exportação de novo.',
  semPermissao: 'Você não tem mais permissão para baixar o arquivo desta exportação.',
} as const;

function toExportacao(row: ExportacaoRow): Exportacao {
  return {
    protocolo: row.protocolo,
    recurso: row.recurso,
    formato: row.formato as ExportFormat,
    situacao: row.situacao as ExportacaoSituacao,
    quantidadeRegistros: row.quantidadeRegistros,
    tamanho: row.tamanho ?? null,
    mensagem: row.mensagem,
    createdAt: row.createdAt.toISOString(),
    concluidaEm: row.concluidaEm?.toISOString() ?? null,
    expiraEm: row.expiraEm.toISOString(),
  };
}

/** 'Minhas exportações': the caller's background exports and their files. */
export function createExportacoesService(
  repository: ExportacoesRepository,
  arquivos: ArquivoStore,
  exporter: Pick<Exporter, 'mayExportSource'>,
) {
  async function findOrFail(auth: AuthContext, protocolo: string): Promise<ExportacaoRow> {
    const row = await repository.find(auth, protocolo);
    if (!row) throw notFound();
    return row;
  }

  return {
    async list(auth: AuthContext, page: PageRequest<'createdAt'>): Promise<ExportacaoPage> {
      const { content, totalElements } = await repository.list(auth, page);
      return { content: content.map(toExportacao), totalElements };
    },

    async get(auth: AuthContext, protocolo: string): Promise<Exportacao> {
      return toExportacao(await findOrFail(auth, protocolo));
    },

    /**
     * The generated file, streamed from the file store. Its export was audited when asked;
     * only its requester downloads it, as many times as needed until it expires.
     */
    async arquivo(auth: AuthContext, protocolo: string): Promise<ExportFile> {
      const row = await findOrFail(auth, protocolo);
      // The file holds what the user could see when it was made: handed over only while the
      // user still may export it, from the same organization.
      if (
        !exporter.mayExportSource(auth, row.fonte) ||
        auth.clienteId !== row.clienteId ||
        auth.fornecedorId !== row.fornecedorId
      ) {
        throw new AppError('FORBIDDEN', EXPORTACOES_MENSAGENS.semPermissao);
      }
      if (row.situacao === 'FALHOU') throw new AppError('CONFLICT', EXPORTACOES_MENSAGENS.falhou);
      const info =
        row.situacao === 'CONCLUIDA' && row.arquivoId ? await arquivos.info(row.arquivoId) : null;
      if (!info) throw new AppError('CONFLICT', EXPORTACOES_MENSAGENS.naoPronta);
      return {
        headers: {
          ...downloadHeaders(info.nome, info.tipo),
          'content-length': String(info.tamanho),
        },
        body: arquivos.ler(info),
      };
    },
  };
}

export type ExportacoesService = ReturnType<typeof createExportacoesService>;
